/// How a view's content flips under a right-to-left layout, with UIKit's raw values 0–4.
///
/// autolayout-and-layout-testing.md §A13: `unspecified` follows the inherited direction,
/// `playback` and `spatial` never flip, the `force` cases pin one direction.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
  /// Follows the inherited layout direction.
  case unspecified = 0
  /// Media playback controls: always left to right.
  case playback = 1
  /// Directional controls such as a D-pad: always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4

  /// The direction a view with this attribute lays out in when it inherits `inherited`.
  func resolved(inheriting inherited: UIUserInterfaceLayoutDirection)
    -> UIUserInterfaceLayoutDirection
  {
    switch self {
    case .unspecified: inherited
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}
