public import Foundation

/// A shape made of lines and curves: UIKit's `UIBezierPath`, as geometry the model keeps and
/// measures but never draws.
///
/// Points are in the coordinates of the view that would draw the path, in points, y downward.
/// Arcs and ovals are stored as cubic Bézier segments of at most a quarter turn, as
/// CoreGraphics builds them, so ``bounds`` (like `CGPath.boundingBox`, which UIKit's
/// `bounds` returns) contains the control points too. The model's rounded rectangles have
/// circular corners; UIKit's have continuous (squircle) corners, which differ inside the
/// corners but have the same bounds. ``cgPath`` gives the path to a layer (`shadowPath`):
/// Core Graphics' own path where it exists, on Linux the model's `CGPath` with these bounds.
///
/// ```swift
/// let rect = CGRect(x: 0, y: 0, width: 200, height: 80)
/// let card = UIBezierPath(roundedRect: rect, cornerRadius: 16)
/// print(card.bounds)  // (0.0, 0.0, 200.0, 80.0)
/// ```
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  /// One step of a path, as CoreGraphics' path elements name them.
  public enum Element: Equatable, Sendable {
    /// Starts a subpath at the point.
    case moveTo(CGPoint)
    /// A straight line to the point.
    case lineTo(CGPoint)
    /// A quadratic curve to the point.
    case quadCurveTo(CGPoint, control: CGPoint)
    /// A cubic curve to the point.
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the subpath's start.
    case closeSubpath
  }

  /// The path's elements in order.
  public private(set) var elements: [Element] = []
  /// The stroke width, in points; 1 by default. Stored only.
  open var lineWidth: CGFloat = 1
  /// Whether filling uses the even-odd rule rather than non-zero winding; stored only.
  open var usesEvenOddFillRule = false
  /// Where the path's subpath began, for ``close()``.
  private var subpathStart: CGPoint?

  /// An empty path.
  public override init() {
    super.init()
  }

  /// A closed rectangle: its corners from the origin clockwise (on screen).
  public convenience init(rect: CGRect) {
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// An ellipse inscribed in `rect`, four quarter arcs.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    appendEllipticArc(
      center: center, radii: CGSize(width: rect.width / 2, height: rect.height / 2),
      from: 0, to: 2 * .pi, clockwise: true, startsSubpath: true)
    close()
  }

  /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side,
  /// as UIKit clamps it).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit ignores the height),
  /// at most half the shorter side.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    // UIKit reads only the width of `cornerRadii` and clamps it to half the shorter side.
    let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    func radii(_ corner: UIRectCorner) -> CGSize {
      corners.contains(corner) ? CGSize(width: r, height: r) : .zero
    }
    let tl = radii(.topLeft)
    let tr = radii(.topRight)
    let br = radii(.bottomRight)
    let bl = radii(.bottomLeft)
    move(to: CGPoint(x: rect.minX + tl.width, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - tr.width, y: rect.minY))
    corner(center: CGPoint(x: rect.maxX - tr.width, y: rect.minY + tr.height), tr, from: -.pi / 2)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.height))
    corner(center: CGPoint(x: rect.maxX - br.width, y: rect.maxY - br.height), br, from: 0)
    addLine(to: CGPoint(x: rect.minX + bl.width, y: rect.maxY))
    corner(center: CGPoint(x: rect.minX + bl.width, y: rect.maxY - bl.height), bl, from: .pi / 2)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.height))
    corner(center: CGPoint(x: rect.minX + tl.width, y: rect.minY + tl.height), tl, from: .pi)
    close()
  }

  /// An open arc around `center`, from `startAngle` to `endAngle` (radians, 0 along +x,
  /// increasing clockwise on screen), clockwise or not.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  // MARK: - Building

  /// The point the path ends at; `.zero` for an empty path, as UIKit answers.
  open var currentPoint: CGPoint {
    for element in elements.reversed() {
      switch element {
      case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _):
        return p
      case .closeSubpath: return subpathStart ?? .zero
      }
    }
    return .zero
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    elements.append(.moveTo(point))
    subpathStart = point
  }

  /// A straight line from the current point to `point`.
  open func addLine(to point: CGPoint) {
    elements.append(.lineTo(point))
  }

  /// A cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curveTo(endPoint, control1: controlPoint1, control2: controlPoint2))
  }

  /// A quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    elements.append(.quadCurveTo(endPoint, control: controlPoint))
  }

  /// An arc around `center`; a line joins it to the current point, as in UIKit (an empty
  /// path starts at the arc's first point instead).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    appendEllipticArc(
      center: center, radii: CGSize(width: radius, height: radius), from: startAngle,
      to: endAngle, clockwise: clockwise, startsSubpath: elements.isEmpty)
  }

  /// Closes the subpath with a line back to its start.
  open func close() {
    elements.append(.closeSubpath)
  }

  /// Removes every element.
  open func removeAllPoints() {
    elements.removeAll()
    subpathStart = nil
  }

  /// Appends `path`'s elements.
  open func append(_ path: UIBezierPath) {
    elements += path.elements
    if let start = path.subpathStart { subpathStart = start }
  }

  /// The smallest rectangle holding every point and control point; `.null` when empty, as
  /// `CGPath.boundingBox` answers.
  open var bounds: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .moveTo(let p), .lineTo(let p): points.append(p)
      case .quadCurveTo(let p, let c): points += [p, c]
      case .curveTo(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }

  // MARK: - Arcs

  /// A quarter of the corner ellipse around `center` from the angle `start`, clockwise.
  private func corner(center: CGPoint, _ radii: CGSize, from start: CGFloat) {
    guard radii.width > 0, radii.height > 0 else { return }
    appendEllipticArc(
      center: center, radii: radii, from: start, to: start + .pi / 2, clockwise: true,
      startsSubpath: false)
  }

  /// An elliptic arc as cubic segments of at most a quarter turn, each with control points
  /// at 4/3 tan(θ/4) of the radius along the tangents (the standard approximation).
  private func appendEllipticArc(
    center: CGPoint, radii: CGSize, from start: CGFloat, to end: CGFloat, clockwise: Bool,
    startsSubpath: Bool
  ) {
    var sweep = end - start
    // Clockwise on screen is increasing angle; a sweep wraps into one turn in its direction.
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
      sweep = min(sweep, 2 * .pi)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
      sweep = max(sweep, -2 * .pi)
    }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(
        x: center.x + radii.width * Self.exact(cos(angle)),
        y: center.y + radii.height * Self.exact(sin(angle)))
    }
    if startsSubpath {
      move(to: point(start))
    } else if currentPoint != point(start) {
      addLine(to: point(start))
    }
    let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(segments)
    let k = 4 / 3 * tan(step / 4)
    var angle = start
    for _ in 0..<segments {
      let next = angle + step
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(
        x: p0.x - k * radii.width * Self.exact(sin(angle)),
        y: p0.y + k * radii.height * Self.exact(cos(angle)))
      let c2 = CGPoint(
        x: p3.x + k * radii.width * Self.exact(sin(next)),
        y: p3.y - k * radii.height * Self.exact(cos(next)))
      addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
      angle = next
    }
  }

  /// A sine or cosine with the rounding noise of multiples of a quarter turn removed, so
  /// quarter points land exactly (cos(π/2) is 6e-17 in floating point, 0 on paper).
  private static func exact(_ value: CGFloat) -> CGFloat {
    if abs(value) < 1e-12 { return 0 }
    if abs(abs(value) - 1) < 1e-12 { return value < 0 ? -1 : 1 }
    return value
  }
}
