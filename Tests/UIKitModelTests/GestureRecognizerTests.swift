import Foundation
import Testing
import UIKitModel

// Gesture recognizers with UIKit's defaults (UITapGestureRecognizer, UIPanGestureRecognizer,
// UILongPressGestureRecognizer references) and the model's closure form of target-action.

@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
  @Test("UIKit's defaults")
  func defaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    #expect(tap.isEnabled && tap.cancelsTouchesInView && !tap.delaysTouchesBegan)
    #expect(tap.delaysTouchesEnded && tap.state == .possible && tap.view == nil)
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test("added, moved to another view, removed; nil when a view has none")
  func attachment() {
    let a = UIView()
    let b = UIView()
    let tap = UITapGestureRecognizer()
    #expect(a.gestureRecognizers == nil)
    a.addGestureRecognizer(tap)
    #expect(tap.view === a && a.gestureRecognizers?.count == 1)
    b.addGestureRecognizer(tap)
    #expect(tap.view === b && a.gestureRecognizers == nil && b.gestureRecognizers?.count == 1)
    a.removeGestureRecognizer(tap)
    #expect(tap.view === b)
    b.removeGestureRecognizer(tap)
    #expect(tap.view == nil && b.gestureRecognizers == nil)
  }

  @Test("handlers run in order with the recognizer, its state and location")
  func handlers() {
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let card = UIView(frame: CGRect(x: 16, y: 700, width: 361, height: 100))
    map.addSubview(card)
    var log: [String] = []
    func text(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }
    let tap = UITapGestureRecognizer { recognizer in
      log.append("first \(recognizer.state.rawValue) \(text(recognizer.location(in: map)))")
    }
    tap.addTarget { recognizer in log.append("second \(text(recognizer.location(in: nil)))") }
    card.addGestureRecognizer(tap)
    tap.simulate(at: CGPoint(x: 10, y: 20))
    // (10, 20) in the card is (26, 720) in the map and in the root's space.
    #expect(log == ["first 3 (26.0, 720.0)", "second (26.0, 720.0)"])
    #expect(tap.state == .possible)
  }

  @Test("a disabled recognizer or one without a view does nothing; a delegate can decline")
  func declines() {
    final class Refuser: UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
    }
    var taps = 0
    let tap = UITapGestureRecognizer { _ in taps += 1 }
    tap.simulate()
    #expect(taps == 0)
    let view = UIView()
    view.addGestureRecognizer(tap)
    tap.isEnabled = false
    tap.simulate()
    #expect(taps == 0)
    tap.isEnabled = true
    let refuser = Refuser()
    tap.delegate = refuser
    tap.simulate()
    #expect(taps == 0 && tap.state == .failed)
    tap.delegate = nil
    tap.simulate()
    #expect(taps == 1)
  }

  @Test("a pan reports its translation and velocity at each step")
  func pan() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var steps: [String] = []
    let pan = UIPanGestureRecognizer { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      let moved = pan.translation(in: view).y
      steps.append("\(pan.state.rawValue) \(moved) \(pan.velocity(in: view).y)")
    }
    view.addGestureRecognizer(pan)
    pan.simulate(.began, translation: .zero)
    pan.simulate(.changed, translation: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 300))
    pan.setTranslation(.zero, in: view)
    #expect(pan.translation(in: view) == .zero)
    pan.simulate(.ended, translation: CGPoint(x: 0, y: 60))
    #expect(steps == ["1 0.0 0.0", "2 40.0 300.0", "3 60.0 0.0"])
  }
}
