/// The direction in which leading-to-trailing runs, with UIKit's raw values.
///
/// autolayout-and-layout-testing.md §A13: leading is left in left-to-right layouts and right
/// in right-to-left ones; left and right never flip.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable, CustomStringConvertible {
  /// Leading is the left edge.
  case leftToRight = 0
  /// Leading is the right edge.
  case rightToLeft = 1

  /// `leftToRight` or `rightToLeft`.
  public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}
