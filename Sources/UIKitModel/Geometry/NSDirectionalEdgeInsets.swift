public import Foundation

/// Insets for the four edges of a rectangle, in points, with leading and trailing resolved
/// by layout direction.
///
/// UIKit's `NSDirectionalEdgeInsets`: leading is the left edge in left-to-right layouts and
/// the right edge in right-to-left ones (autolayout-and-layout-testing.md §A11, §A13).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge, in points.
  public var top: CGFloat
  /// The inset of the leading edge, in points.
  public var leading: CGFloat
  /// The inset of the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset of the trailing edge, in points.
  public var trailing: CGFloat

  /// Creates insets from the four edge values, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()

  /// `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(top.layoutText), \(leading.layoutText), \(bottom.layoutText), \(trailing.layoutText)}"
  }

  /// The screen-fixed insets these become in a layout running in `direction`.
  func resolved(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
    direction == .rightToLeft
      ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The directional insets that resolve to `insets` in `direction`.
  init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
    self =
      direction == .rightToLeft
      ? NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
      : NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }
}
