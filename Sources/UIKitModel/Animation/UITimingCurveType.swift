/// The kind of timing a `UITimingCurveProvider` gives (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
  /// A named curve.
  case builtin = 0
  /// A cubic Bézier with custom control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// Both cubic and spring parameters.
  case composed = 3
}
