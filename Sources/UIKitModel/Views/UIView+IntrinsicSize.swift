public import Foundation

// Intrinsic content size, hugging and compression resistance (autolayout-and-layout-testing.md
// §A6): each axis with an intrinsic value gets `size <= intrinsic @hugging` and
// `size >= intrinsic @compression`, regenerated after invalidateIntrinsicContentSize().

extension UIView {
  /// The value meaning "no intrinsic size on this axis" (−1, as in UIKit's header).
  public static let noIntrinsicMetric: CGFloat = -1

  /// Whether the content size the engine holds differs from ``intrinsicContentSize`` now. A
  /// view measured at its laid-out width (a wrapping label, a non-scrolling text view) asks in
  /// `layoutSubviews` and invalidates: UIKit's second layout pass. Compared with the engine's
  /// value rather than a remembered width, since anyone may have measured the view at its new
  /// width in between (a stack view, a rule).
  var engineHoldsStaleContentSize: Bool {
    guard let held = generated.contentKey?.size else { return false }
    return held != intrinsicContentSize
  }

  /// How strongly the view resists growing beyond its intrinsic size on an axis.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    setNeedsLayout()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    setNeedsLayout()
  }
}
