public import Foundation

/// A vertical position anchor: top, bottom, centre Y or a baseline.
///
/// Baselines are modelled as the top and bottom edges: the model draws no text.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A dimension standing for the vertical distance from this anchor down to `otherAnchor`,
  /// in points: `otherAnchor − self`, to be constrained like a height.
  ///
  /// Apple, UIKit documentation, `NSLayoutYAxisAnchor.anchorWithOffset(to:)` (iOS 10): "Creates
  /// a layout dimension object from two anchors", for constraints "relative to the space
  /// between the current anchor and the object in the `otherAnchor` parameter".
  ///
  /// ```swift
  /// title.bottomAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 12)
  ///   .isActive = true
  /// ```
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      otherAnchor.item, otherAnchor.attribute,
      offsetFrom: NSLayoutConstraint.OffsetStart(tether: item.tether, attribute: attribute))
  }

  /// `self == anchor + multiplier × 8`: the standard spacing below `anchor`, in points.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
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
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, constant: multiplier * systemSpacing,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= anchor + multiplier × 8`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, constant: multiplier * systemSpacing,
      site: CallSite(fileID: fileID, line: line))
  }
}
