public import Foundation

/// A spring timing for a property animator (UIKit's `UISpringTimingParameters`).
///
/// The model runs every spring as a damped oscillator that settles by the end of the
/// animator's duration (as ``UIView/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``):
/// UIKit lets a spring given by mass, stiffness and damping run for its own settling time
/// instead, which the model does not (CONFORMANCE.md AL-UIK-075); it takes the damping ratio
/// damping / (2·√(mass·stiffness)).
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The damping ratio: 1 for no overshoot, smaller to oscillate.
  public let dampingRatio: CGFloat
  /// The initial velocity, in animation distances per second on each axis.
  public let initialVelocity: CGVector

  /// A critically damped spring (UIKit's default: no overshoot).
  public override convenience init() { self.init(dampingRatio: 1) }

  /// A spring with a damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring with a damping ratio and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  /// A spring from physical parameters; the model keeps their damping ratio.
  public convenience init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let critical = 2 * (max(mass, 0) * max(stiffness, 0)).squareRoot()
    self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
  }

  /// The iOS 17 spring: `bounce` 0 for none up to 1, damping ratio `1 − bounce` (a
  /// negative, over-damped bounce runs as 1); `duration` is the animator's to give.
  public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector) {
    self.init(dampingRatio: 1 - min(max(bounce, 0), 1), initialVelocity: initialVelocity)
  }

  public var timingCurveType: UITimingCurveType { .spring }
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }
}
