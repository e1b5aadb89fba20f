public import Foundation

/// Insets for the four edges of a rectangle, in points, with left and right fixed on screen.
///
/// UIKit's `UIEdgeInsets`; the directional variant is ``NSDirectionalEdgeInsets``.
/// Used by ``UIView/layoutMargins`` and ``UIView/safeAreaInsets``.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset of the top edge, in points.
  public var top: CGFloat
  /// The inset of the left edge, in points.
  public var left: CGFloat
  /// The inset of the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset of the right edge, in points.
  public var right: CGFloat

  /// Creates insets from the four edge values, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Zero on every edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Zero on every edge.
  public static let zero = UIEdgeInsets()

  /// UIKit's `NSStringFromUIEdgeInsets` form, e.g. `{59, 0, 34, 0}`.
  public var description: String {
    "{\(top.layoutText), \(left.layoutText), \(bottom.layoutText), \(right.layoutText)}"
  }

  /// These insets grown edge by edge by `other` (a view controller's additional safe area).
  func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` on each edge, not standardised first, as
  /// `UIEdgeInsetsInsetRect` does (autolayout-and-layout-testing.md §A14).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
