import Foundation

/// The timing of a property animator (UIKit's `UITimingCurveProvider`): cubic or spring
/// parameters.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// Which of the parameters below apply.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic parameters, for `.builtin` and `.cubic`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, for `.spring`.
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
  /// The curve the model runs: the spring when there is one, else the cubic, else
  /// ease-in-ease-out; `duration` turns the spring's initial velocity (distances per second)
  /// into distances per duration.
  func timingCurve(duration: TimeInterval) -> TimingCurve {
    if let spring = springTimingParameters {
      return .spring(
        damping: Double(spring.dampingRatio),
        velocity: Double(spring.initialVelocity.dx) * max(0, duration))
    }
    return cubicTimingParameters?.curve ?? .easeInOut
  }
}
