import Foundation

extension UIButton {
  /// The kind of button: UIKit's `UIButton.ButtonType`, with UIKit's raw values.
  ///
  /// The info, disclosure and add types show a built-in 22 × 22 point glyph and the close
  /// type is 30 × 30 points (model figures, CONFORMANCE.md §3, "Controls and images").
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case plain = 6
    case close = 7

    /// UIKit's older name for ``system``.
    public static let roundedRect = ButtonType.system

    /// The built-in glyph's symbol name, for the types that have one.
    var builtInSymbolName: String? {
      switch self {
      case .detailDisclosure, .infoLight, .infoDark: "info.circle"
      case .contactAdd: "plus.circle"
      case .custom, .system, .plain, .close: nil
      }
    }
  }
}
