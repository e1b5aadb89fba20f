#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  import Foundation
#endif

extension UIBezierPath {
  /// The path as a Core Graphics path, for `CALayer.shadowPath` and masks (UIBezierPath
  /// reference, `cgPath`). Where Core Graphics exists it holds every element; on Linux the
  /// model's ``CGPath`` keeps the path's ``bounds``, the one thing layout reads from it.
  public var cgPath: CGPath {
    #if canImport(CoreGraphics)
      let path = CGMutablePath()
      for element in elements {
        switch element {
        case .moveTo(let point): path.move(to: point)
        case .lineTo(let point): path.addLine(to: point)
        case .quadCurveTo(let point, let control): path.addQuadCurve(to: point, control: control)
        case .curveTo(let point, let control1, let control2):
          path.addCurve(to: point, control1: control1, control2: control2)
        case .closeSubpath: path.closeSubpath()
        }
      }
      return path
    #else
      return CGPath(boundingBox: bounds)
    #endif
  }
}
