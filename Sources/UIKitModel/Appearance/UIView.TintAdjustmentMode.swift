extension UIView {
  /// How a view's tint is adjusted (UIKit's `UIView.TintAdjustmentMode`).
  public enum TintAdjustmentMode: Int, Sendable {
    /// The superview's mode; `.normal` at the root.
    case automatic = 0
    /// The tint as set.
    case normal = 1
    /// A desaturated tint, as behind a presented sheet or alert.
    case dimmed = 2
  }
}
