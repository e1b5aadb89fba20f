public import Foundation

/// A vertical position anchor: top, bottom, centre Y or a baseline.
///
/// Baselines are modelled as the top and bottom edges: the model draws no text.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × 8`: the standard spacing below `anchor`, in points.
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: multiplier * systemSpacing)
  }

  /// `self >= anchor + multiplier × 8`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }

  /// `self <= anchor + multiplier × 8`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
  }
}
