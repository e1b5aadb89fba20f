import Foundation

extension UIImage {
  /// The size of a symbol image relative to the text it sits with: UIKit's
  /// `UIImage.SymbolScale`, with UIKit's raw values (`default` −1, `unspecified` 0, `small` 1,
  /// `medium` 2, `large` 3).
  public enum SymbolScale: Int, Sendable {
    /// The scale the context prefers; the model resolves it to ``medium``.
    case `default` = -1
    /// Not set; resolves to ``medium``.
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
