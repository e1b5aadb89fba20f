import Foundation
import Testing
import UIKitModel

// Hit testing by the rules of UIView's `hitTest(_:with:)` reference: hidden views, views with
// user interaction off and views with alpha below 0.01 are skipped with their subtrees; a
// point outside a view's bounds misses its subviews too; the frontmost subview wins; the
// event may be nil.

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
  let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  let card = UIView(frame: CGRect(x: 16, y: 700, width: 361, height: 100))
  let button = UIView(frame: CGRect(x: 300, y: 20, width: 44, height: 44))
  let badge = UIView(frame: CGRect(x: 340, y: -20, width: 40, height: 40))

  init() {
    map.addSubview(card)
    card.addSubview(button)
    card.addSubview(badge)
  }

  @Test("the deepest view containing the point, in the receiver's coordinates")
  func deepest() {
    // (330, 740) in the map is (314, 40) in the card and (14, 20) in the button.
    #expect(map.hitTest(CGPoint(x: 330, y: 740), with: nil) === button)
    #expect(map.hitTest(CGPoint(x: 20, y: 710), with: UIEvent()) === card)
    #expect(map.hitTest(CGPoint(x: 20, y: 20), with: nil) === map)
    #expect(card.hitTest(CGPoint(x: 314, y: 40), with: nil) === button)
  }

  @Test("bounds decide: the minimum edges are in, the maximum edges out, outside is nil")
  func pointInside() {
    #expect(card.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(!card.point(inside: CGPoint(x: 361, y: 50), with: nil))
    #expect(map.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
  }

  @Test("a subview poking out of its superview is not hit outside the superview")
  func outsideSuperview() {
    // The badge spans card y −20…20; map y 690 is card y −10: in the badge, not the card.
    #expect(map.hitTest(CGPoint(x: 370, y: 690), with: nil) === map)
    // Inside both: the badge, added after the button, is in front.
    #expect(map.hitTest(CGPoint(x: 358, y: 710), with: nil) === badge)
  }

  @Test("hidden, non-interactive and nearly transparent views are skipped with their subtrees")
  func skipped() {
    let point = CGPoint(x: 330, y: 740)
    button.isHidden = true
    #expect(map.hitTest(point, with: nil) === card)
    button.isHidden = false
    button.alpha = 0.009
    #expect(map.hitTest(point, with: nil) === card)
    button.alpha = 0.01
    #expect(map.hitTest(point, with: nil) === button)
    card.isUserInteractionEnabled = false
    #expect(map.hitTest(point, with: nil) === map)
  }

  @Test("a subclass widens its touch area by overriding point(inside:with:)")
  func override() {
    final class WideButton: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
      }
    }
    let wide = WideButton(frame: CGRect(x: 100, y: 20, width: 20, height: 20))
    card.addSubview(wide)
    // Card (95, 15) is 5 points outside the button's frame, inside its widened area.
    #expect(card.hitTest(CGPoint(x: 95, y: 15), with: nil) === wide)
  }
}
