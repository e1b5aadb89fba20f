/// How much room a trait environment has along one axis: UIKit's `UIUserInterfaceSizeClass`,
/// with UIKit's raw values.
///
/// A window's size classes come from its size and the device, as Apple's size-class table
/// gives them (``UITraitCollection/sizeClasses(windowSize:screenSize:idiom:)``).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not given (a trait collection made without it, a view outside any window).
  case unspecified = 0
  /// Constrained room: iPhone widths, iPad narrow Split View and Slide Over widths, iPhone
  /// landscape heights.
  case compact = 1
  /// Expansive room: iPad full screen, iPad heights, large iPhones' landscape width.
  case regular = 2

  /// `unspecified`, `compact` or `regular`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .compact: "compact"
    case .regular: "regular"
    }
  }
}
