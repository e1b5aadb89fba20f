import Foundation
import Testing
import UIKitModel

// A transformed view's frame is the bounding box of its bounds transformed about its centre
// (the layer's anchor point) and placed at `center` (Apple, `UIView.transform`: "the
// transform is applied relative to the center"; `UIView.frame`: with a non-identity
// transform the frame is the bounding rectangle, documented as undefined). Expected values
// are worked out by hand from those rules.

@MainActor
@Suite("UIView.transform and CGAffineTransform")
struct TransformTests {
  /// A 200×80 view at (16, 100): centre (116, 140).
  private func makeCard() -> (UIView, UIView) {
    let map = makeMap()
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 80))
    map.addSubview(card)
    map.layoutIfNeeded()
    return (map, card)
  }

  private func expectClose(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil) {
    let close =
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    #expect(close, "\(a) vs \(b)")
  }

  @Test("CGAffineTransform composes in Core Graphics' order")
  func affineAlgebra() {
    // scaledBy applies the scale first: (1, 1) → (2, 3) → (12, 23).
    let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    let back = CGPoint(x: 12, y: 23).applying(t.inverted())
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    // concatenating applies the receiver first: translate then scale: (1, 1) → (11, 21) → (22, 63).
    let u = CGAffineTransform(translationX: 10, y: 20)
      .concatenating(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 63))
    // A quarter turn maps x to y (a = cos, b = sin): (1, 0) → (0, 1).
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    // The size uses the linear part only: (10, 20) → (a·10 + c·20, b·10 + d·20) = (−20, 10).
    let size = CGSize(width: 10, height: 20).applying(quarter)
    #expect(abs(size.width + 20) < 1e-12 && abs(size.height - 10) < 1e-12)
    // A rectangle maps to its bounding box: (0, 0, 10, 20) flipped vertically → (0, −20, 10, 20).
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 1, y: -1))
        == CGRect(x: 0, y: -20, width: 10, height: 20))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!t.isIdentity)
    #expect(CGAffineTransform(rotationAngle: 0).rotated(by: 0).isIdentity)
  }

  @Test("translation moves the frame; center and bounds stay")
  func translation() {
    let (_, card) = makeCard()
    card.transform = CGAffineTransform(translationX: 0, y: 120)
    #expect(card.frame == CGRect(x: 16, y: 220, width: 200, height: 80))
    #expect(card.center == CGPoint(x: 116, y: 140))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(card.layer.frame == card.frame)
    #expect(card.layer.position == card.center)
  }

  @Test("scale grows the frame about the centre")
  func scale() {
    let (_, card) = makeCard()
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    // 400 × 160 about (116, 140): origin (116 − 200, 140 − 80).
    #expect(card.frame == CGRect(x: -84, y: 60, width: 400, height: 160))
    // Setting the frame of a scaled view: centre to its midpoint, bounds scaled back (model).
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(card.bounds.size == CGSize(width: 50, height: 20))
    #expect(card.center == CGPoint(x: 50, y: 20))
    #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test("rotation by 30° and 90° gives the bounding box")
  func rotation() {
    let (_, card) = makeCard()
    card.transform = CGAffineTransform(rotationAngle: .pi / 6)
    // width 200·cos30 + 80·sin30 = 173.205081 + 40; height 200·sin30 + 80·cos30 = 100 + 69.282032.
    let width = 200 * 3.0.squareRoot() / 2 + 40
    let height = 100 + 80 * 3.0.squareRoot() / 2
    expectClose(
      card.frame,
      CGRect(x: 116 - width / 2, y: 140 - height / 2, width: width, height: height))
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // A quarter turn swaps the sides: 80 × 200 about (116, 140).
    expectClose(card.frame, CGRect(x: 76, y: 40, width: 80, height: 200))
    // The transform then its inverse gives the untransformed frame back.
    card.transform = card.transform.concatenating(card.transform.inverted())
    expectClose(card.frame, CGRect(x: 16, y: 100, width: 200, height: 80))
  }

  @Test("Auto Layout lays out the untransformed frame; the transform applies after")
  func autoLayoutUntransformed() {
    let map = makeMap()
    let prompt = UIView()
    prompt.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(prompt)
    NSLayoutConstraint.activate([
      prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
      prompt.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
      prompt.heightAnchor.constraint(equalToConstant: 100),
    ])
    prompt.transform = CGAffineTransform(translationX: 0, y: 134)
    map.layoutIfNeeded()
    // Safe-area bottom 852 − 34 = 818: laid out at y 718; shown 134 lower, off the screen.
    #expect(prompt.center == CGPoint(x: 196.5, y: 768))
    #expect(prompt.frame == CGRect(x: 16, y: 852, width: 361, height: 100))
    // Constraints to the transformed view still read the laid-out edges (a sibling pinned
    // above the prompt sits above 718, not 852).
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(label)
    NSLayoutConstraint.activate([
      label.bottomAnchor.constraint(equalTo: prompt.topAnchor),
      label.leadingAnchor.constraint(equalTo: map.leadingAnchor),
      label.widthAnchor.constraint(equalToConstant: 10), label.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    #expect(label.frame.maxY == 718)
  }

  @Test("presentation frames interpolate the transform mid-animation")
  func presentationTransform() {
    let (map, card) = makeCard()
    card.transform = CGAffineTransform(translationX: 0, y: 100)
    UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
      card.transform = .identity
    }
    #expect(card.frame == CGRect(x: 16, y: 100, width: 200, height: 80))
    // Linear: a quarter of the time, three quarters of the 100 pt still to go.
    map.animationClock.advance(by: 0.1)
    #expect(card.presentationFrame == CGRect(x: 16, y: 175, width: 200, height: 80))
    #expect(card.layer.presentation()?.frame == CGRect(x: 16, y: 175, width: 200, height: 80))
    #expect(card.layer.animationKeys() == ["transform"])
    #expect(card.layer.animation(forKey: "transform")?.duration == 0.4)
    map.animationClock.advance(by: 0.3)
    #expect(card.presentationFrame == card.frame)
    #expect(card.layer.animationKeys() == nil)

    // Rotation interpolates its angle, not the matrix: half of a quarter turn is 45°, whose
    // bounding box of 200 × 80 is (200 + 80)·cos45 = 197.989899 on each side.
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }
    map.animationClock.advance(by: 0.5)
    let side = 280 * 2.0.squareRoot() / 2
    expectClose(
      card.presentationFrame,
      CGRect(x: 116 - side / 2, y: 140 - side / 2, width: side, height: side))
    // Scale 1 → 3 passes 2 half way: 400 × 160 about the centre.
    map.animationClock.settle()
    card.transform = .identity
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.transform = CGAffineTransform(scaleX: 3, y: 3)
    }
    map.animationClock.advance(by: 0.5)
    expectClose(card.presentationFrame, CGRect(x: -84, y: 60, width: 400, height: 160))
  }

  @Test("anchor point moves what is shown, and is the pivot of the transform")
  func anchorPoint() {
    let (_, card) = makeCard()
    card.layer.anchorPoint = CGPoint(x: 0, y: 0)
    // The top-left corner now sits at the position, the centre (116, 140).
    #expect(card.frame == CGRect(x: 116, y: 140, width: 200, height: 80))
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(card.frame == CGRect(x: 116, y: 140, width: 100, height: 40))
  }
}

@MainActor
@Suite("Conversion through transforms")
struct TransformConversionTests {
  @Test("convert maps points through a scaled and a moved view")
  func convertThroughTransforms() {
    let map = makeMap()
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
    map.addSubview(card)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    // Bounds (0, 0) is 20, 10 from the centre (120, 110); doubled: (80, 90).
    #expect(card.convert(CGPoint(x: 0, y: 0), to: map) == CGPoint(x: 80, y: 90))
    #expect(card.convert(CGPoint(x: 80, y: 90), from: map) == CGPoint(x: 0, y: 0))
    #expect(
      card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
        == CGRect(x: 80, y: 90, width: 20, height: 20))
    card.transform = CGAffineTransform(translationX: 0, y: 50)
    #expect(card.convert(CGPoint(x: 10, y: 10), to: map) == CGPoint(x: 110, y: 160))
  }
}
