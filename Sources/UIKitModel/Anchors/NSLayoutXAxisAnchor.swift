public import Foundation

/// A horizontal position anchor: leading, trailing, left, right or centre X.
///
/// Leading and trailing resolve by the effective layout direction of the view a constraint
/// belongs to, the closest common ancestor of its items, not per item: a forced right-to-left
/// button pinned to a left-to-right superview keeps its place
/// (autolayout-and-layout-testing.md §A13; CONFORMANCE.md AL-UIK-002 says why the model
/// departs from per-item resolution).
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension standing for the horizontal distance from this anchor to `otherAnchor`, in
  /// points: `otherAnchor − self`, to be constrained like a width.
  ///
  /// Apple, UIKit documentation, `NSLayoutXAxisAnchor.anchorWithOffset(to:)` (iOS 10): "Creates
  /// a layout dimension object from two anchors … Use the returned object to define
  /// constraints relative to the space between the current anchor and the object in the
  /// `otherAnchor` parameter." Making two gaps equal:
  ///
  /// ```swift
  /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
  ///   .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
  ///   .isActive = true
  /// ```
  ///
  /// Leading and trailing are read as elsewhere (§A13): right to left the distance from a
  /// leading to a trailing edge is still measured toward trailing (leftward). A side that
  /// names left or right is measured rightward whatever the direction.
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      otherAnchor.item, otherAnchor.attribute,
      offsetFrom: NSLayoutConstraint.OffsetStart(tether: item.tether, attribute: attribute))
  }

  /// `self == anchor + multiplier × 8`: the standard spacing after `anchor`, in points.
  ///
  /// The model's system spacing is 8 pt, UIKit's figure between plain views.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(
      .equal, anchor, constant: multiplier * systemSpacing,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= anchor + multiplier × 8`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, constant: multiplier * systemSpacing,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= anchor + multiplier × 8`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, constant: multiplier * systemSpacing,
      site: CallSite(fileID: fileID, line: line))
  }
}

/// The spacing UIKit uses between sibling views for system-spacing constraints, in points.
let systemSpacing: CGFloat = 8
