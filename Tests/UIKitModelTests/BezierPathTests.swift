import Foundation
import Testing
import UIKitModel

// UIBezierPath as geometry. Expected elements and bounds worked out by hand: a rectangle is
// four corners clockwise on screen and a close; arcs are cubic segments of at most a quarter
// turn with control points 4/3·tan(θ/4)·r along the tangents (k = 0.5523 for a quarter
// turn), so bounds (CGPath.boundingBox, control points included) of an oval or a rounded
// rectangle is its rectangle.

@MainActor
@Suite("UIBezierPath")
struct BezierPathTests {
  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test("a rectangle: four corners clockwise and a close")
  func rectangle() {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)),
        .lineTo(CGPoint(x: 40, y: 60)), .lineTo(CGPoint(x: 10, y: 60)), .closeSubpath,
      ])
    #expect(path.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    #expect(!path.isEmpty && UIBezierPath().isEmpty && UIBezierPath().bounds == .null)
  }

  @Test("an oval is four quarter arcs; its bounds are its rectangle")
  func oval() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = UIBezierPath(ovalIn: rect)
    #expect(path.elements.count == 6)  // move, four curves, close
    #expect(path.bounds == rect)
    guard case .curveTo(let end, let c1, let c2) = path.elements[1] else {
      Issue.record("expected a curve")
      return
    }
    // From (100, 30) clockwise on screen to (50, 60); k = 4/3·tan(π/8).
    let k = 4.0 / 3.0 * tan(Double.pi / 8)
    #expect(close(end, CGPoint(x: 50, y: 60)))
    #expect(close(c1, CGPoint(x: 100, y: 30 + k * 30)))
    #expect(close(c2, CGPoint(x: 50 + k * 50, y: 60)))
  }

  /// `cgPath` for a layer's shadow: Core Graphics' `boundingBox` of a rounded rectangle is the
  /// rectangle (its arcs' control points stay inside it), so a card's shadow path set from its
  /// bounds reads back those bounds (UIBezierPath `cgPath`, CALayer `shadowPath`).
  @Test("cgPath carries the path's bounds to a layer's shadow path") @MainActor
  func cgPathForShadow() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 343, height: 120))
    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 343, height: 120))
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: 10, y: 40))
    triangle.addLine(to: CGPoint(x: 30, y: 0))
    triangle.addLine(to: CGPoint(x: 50, y: 40))
    triangle.close()
    #expect(triangle.cgPath.boundingBox == CGRect(x: 10, y: 0, width: 40, height: 40))
    #expect(UIBezierPath().cgPath.boundingBox.isNull)
  }

  @Test("a rounded rectangle: radius clamped to half the shorter side; bounds the rectangle")
  func roundedRectangle() {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 80)
    let card = UIBezierPath(roundedRect: rect, cornerRadius: 16)
    #expect(card.bounds == rect)
    // Move, then per side a line and a corner curve, then close.
    #expect(card.elements.count == 10)
    #expect(card.elements.first == .moveTo(CGPoint(x: 16, y: 0)))
    let pill = UIBezierPath(roundedRect: rect, cornerRadius: 100)
    #expect(pill.elements.first == .moveTo(CGPoint(x: 40, y: 0)))
    let top = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 16, height: 16))
    // Two corners curve; the bottom corners are plain lines.
    let curves = top.elements.filter {
      if case .curveTo = $0 { return true }
      return false
    }
    #expect(curves.count == 2)
    #expect(top.bounds == rect)
  }

  @Test("arcs run clockwise with increasing angle; a line joins an arc to the current point")
  func arcs() {
    let quarter = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(quarter.elements.count == 2)
    #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
    let counter = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    // Anticlockwise from 0 to π/2 is three quarters of a turn: three segments.
    #expect(counter.elements.count == 4)
    #expect(close(counter.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(counter.bounds.width > 19.99 && counter.bounds.height > 19.99)
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.elements[1] == .lineTo(CGPoint(x: 15, y: 0)))
    path.addQuadCurve(to: CGPoint(x: 40, y: 0), controlPoint: CGPoint(x: 35, y: 30))
    path.addCurve(
      to: CGPoint(x: 50, y: 0), controlPoint1: CGPoint(x: 42, y: -8),
      controlPoint2: CGPoint(x: 48, y: -8))
    #expect(path.currentPoint == CGPoint(x: 50, y: 0))
    // The quad curve's control point (35, 30) is the lowest point; the arc's top reaches −5.
    #expect(abs(path.bounds.maxY - 30) < 1e-9 && abs(path.bounds.minY + 8) < 1e-9)
  }
}
