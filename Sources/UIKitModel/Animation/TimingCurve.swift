import Foundation

/// How far along an animation is at a fraction of its duration: the timing curve of a
/// `UIView.animate` block.
///
/// The four `UIView.AnimationOptions.curve…` options map to Core Animation's named timing
/// functions, cubic Béziers from (0, 0) to (1, 1) whose control points Apple documents for
/// `CAMediaTimingFunctionName`: ease-in-ease-out (0.42, 0) (0.58, 1), the default of
/// `UIView.animate`; ease-in (0.42, 0) (1, 1); ease-out (0, 0) (0.58, 1); linear.
/// The spring variant follows a damped harmonic oscillator (see ``spring(damping:velocity:)``).
enum TimingCurve: Equatable {
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A damped spring settling at 1: `damping` is the damping ratio (1 = critical, no
  /// overshoot), `velocity` the initial velocity in animation distances per duration (UIKit's
  /// `initialSpringVelocity`, distances per second, times the duration in seconds).
  ///
  /// UIKit does not document how it derives the spring's stiffness from the duration; the
  /// model picks the natural frequency so the oscillation's envelope has shrunk to 0.1 % of
  /// the distance when the duration ends (where UIKit calls the completion), and treats
  /// dampings above 1 as critical.
  case spring(damping: Double, velocity: Double)
  /// 0 until the end, then 1: a keyframe in `.calculationModeDiscrete`.
  case discrete

  /// `kCAMediaTimingFunctionEaseInEaseOut`, UIKit's default.
  static let easeInOut = TimingCurve.cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// `kCAMediaTimingFunctionEaseIn`.
  static let easeIn = TimingCurve.cubic(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// `kCAMediaTimingFunctionEaseOut`.
  static let easeOut = TimingCurve.cubic(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// `kCAMediaTimingFunctionLinear`.
  static let linear = TimingCurve.cubic(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The curve an options value selects (bits 16–19, UIKit's `UIViewAnimationCurve`).
  init(options: UIView.AnimationOptions) {
    switch (options.rawValue >> 16) & 0xF {
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = .easeInOut
    }
  }


  /// The progress at `time` seconds on the clock of an animation that starts at `start` and
  /// runs `duration` seconds, forever with `repeats`, back again with `autoreverses`
  /// (taking twice `duration`); nil once a non-repeating animation ended.
  func progress(
    at time: TimeInterval, start: TimeInterval, duration: TimeInterval, repeats: Bool,
    autoreverses: Bool
  ) -> Double? {
    let cycle = autoreverses ? 2 * duration : duration
    guard duration > 0, repeats || time < start + cycle else { return nil }
    var elapsed = max(0, time - start)
    if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: cycle) }
    if elapsed > duration { elapsed = cycle - elapsed }
    return progress(at: elapsed / duration)
  }

  /// The progress, 0 at the start and 1 at the end, at `time`, a fraction of the duration
  /// in 0...1; a spring may pass 1 on the way (overshoot).
  func progress(at time: Double) -> Double {
    let t = min(max(time, 0), 1)
    switch self {
    case .cubic(let x1, let y1, let x2, let y2):
      if x1 == y1, x2 == y2 { return t }  // the straight line
      let s = Self.parameter(forX: t, x1, x2)
      return Self.bezier(s, y1, y2)
    case .spring(let damping, let velocity):
      return Self.spring(t, damping: damping, velocity: velocity)
    case .discrete:
      return t < 1 ? 0 : 1
    }
  }

  /// One coordinate of the Bézier at parameter `s`, endpoints 0 and 1.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// The parameter at which the curve's x is `x`, by bisection: x grows with the parameter
  /// for control x-coordinates in 0...1, and 60 halvings reach the last bit of a Double,
  /// the same every run.
  private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The oscillator `1 − x(t)` with `x(0) = 1`, `x′(0) = −velocity`, over a unit duration.
  private static func spring(_ t: Double, damping: Double, velocity: Double) -> Double {
    let zeta = min(max(damping, 0.01), 1)
    // Envelope e^(−ζω) = 0.001 at the end of the (unit) duration.
    let omega = log(1000) / zeta
    let decay = exp(-zeta * omega * t)
    guard zeta < 1 else { return 1 - decay * (1 + (omega - velocity) * t) }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let sine = (zeta * omega - velocity) / damped
    return 1 - decay * (cos(damped * t) + sine * sin(damped * t))
  }
}
