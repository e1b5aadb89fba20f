/// Light or dark appearance: UIKit's `UIUserInterfaceStyle`, with UIKit's raw values.
///
/// The model's environments are light unless a ``LayoutEnvironment`` says otherwise.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not given.
  case unspecified = 0
  /// Light appearance (the default).
  case light = 1
  /// Dark appearance.
  case dark = 2

  /// `unspecified`, `light` or `dark`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}
