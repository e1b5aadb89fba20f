extension UIView {
  /// A named timing curve (UIKit's `UIView.AnimationCurve`), for
  /// `UIViewPropertyAnimator(duration:curve:animations:)` and `UICubicTimingParameters`.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends: control points (0.42, 0) (0.58, 1).
    case easeInOut = 0
    /// Slow at the start: (0.42, 0) (1, 1).
    case easeIn = 1
    /// Slow at the end: (0, 0) (0.58, 1).
    case easeOut = 2
    /// Even speed.
    case linear = 3
  }
}

extension TimingCurve {
  /// The Core Animation curve a named curve stands for.
  init(_ curve: UIView.AnimationCurve) {
    self.init(options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16))
  }
}
