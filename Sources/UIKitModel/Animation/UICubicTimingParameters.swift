public import Foundation

/// A cubic Bézier timing curve for a property animator (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The named curve; `.easeInOut` for custom control points, as UIKit reports.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point, unit coordinates.
  public let controlPoint1: CGPoint
  /// The second control point, unit coordinates.
  public let controlPoint2: CGPoint
  private let isBuiltin: Bool

  /// Ease-in-ease-out, UIKit's default.
  public override convenience init() { self.init(animationCurve: .easeInOut) }

  /// A named curve, with Core Animation's control points for it.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    guard case .cubic(let x1, let y1, let x2, let y2) = TimingCurve(curve) else {
      preconditionFailure("named curves are cubic")
    }
    controlPoint1 = CGPoint(x: x1, y: y1)
    controlPoint2 = CGPoint(x: x2, y: y2)
    isBuiltin = true
  }

  /// A curve from (0, 0) to (1, 1) through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
  }

  public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve the model runs.
  var curve: TimingCurve {
    .cubic(
      x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
      y2: Double(controlPoint2.y))
  }
}
