import Foundation
import Testing
import UIKitModel

// Keyframes, transitions and the animation options on the virtual clock. Expected values by
// hand from Apple's documentation: keyframe start times and durations are fractions of the
// whole animation (`addKeyframe(withRelativeStartTime:relativeDuration:animations:)`), the
// whole animation follows ease-in-ease-out unless the curve bits say otherwise; a transition
// between views removes `fromView` and adds `toView` to its superview, or hides and shows
// with `.showHideTransitionViews` (`transition(from:to:duration:options:completion:)`);
// `.autoreverse` runs back after forward (Core Animation `autoreverses`: twice the time);
// `.repeat` repeats forever.

@MainActor
@Suite("Keyframes, transitions and animation options")
struct KeyframeAndTransitionTests {
  private static let linear = UIView.KeyframeAnimationOptions(
    rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  @Test("keyframes of one property follow on; positions at times")
  func keyframePositions() {
    let (map, view) = makeMapWithSquare()
    var finished: [Bool] = []
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: Self.linear) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.frame.origin.x = 100
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        view.frame.origin.x = 300
      }
    } completion: { finished.append($0) }
    #expect(view.frame.minX == 300)
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 50)
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 100)
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 200)
    #expect(finished.isEmpty)
    map.animationClock.advance(by: 0.25)
    #expect(finished == [true])
    #expect(view.presentationFrame.minX == 300)
  }

  @Test("the default overall curve is ease-in-ease-out; discrete keyframes jump at their end")
  func keyframeCurveAndDiscrete() {
    let (map, view) = makeMapWithSquare()
    UIView.animateKeyframes(withDuration: 1, delay: 0) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
        view.frame.origin.x = 100
      }
    }
    // Ease-in-ease-out at a quarter of the time: progress 0.129162 (see AnimationTests).
    map.animationClock.advance(by: 0.25)
    #expect(abs(view.presentationFrame.minX - 12.9162) < 0.001)
    map.animationClock.settle()

    var options = Self.linear
    options.insert(.calculationModeDiscrete)
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.frame.origin.x = 0
      }
    }
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 100)
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 0)
  }

  @Test("transition(with:) applies the block at once and completes after the duration")
  func transitionWith() {
    let (map, view) = makeMapWithSquare()
    var finished: [Bool] = []
    UIView.transition(
      with: view, duration: 0.3, options: .transitionCrossDissolve,
      animations: { view.frame.origin.x = 50 }, completion: { finished.append($0) })
    #expect(view.presentationFrame.minX == 50)
    #expect(map.animationClock.isAnimating)
    map.animationClock.advance(by: 0.2)
    #expect(finished.isEmpty)
    map.animationClock.advance(by: 0.1)
    #expect(finished == [true])
  }

  @Test("transition(from:to:) swaps views in place, or hides and shows")
  func transitionFromTo() {
    let (map, view) = makeMapWithSquare()
    let after = UIView()
    map.addSubview(after)
    let replacement = UIView()
    var finished: [Bool] = []
    UIView.transition(
      from: view, to: replacement, duration: 0.5, options: .transitionFlipFromLeft,
      completion: { finished.append($0) })
    #expect(view.superview == nil)
    #expect(map.subviews == [replacement, after])
    map.animationClock.advance(by: 0.5)
    #expect(finished == [true])

    UIView.transition(
      from: replacement, to: after, duration: 0.5, options: .showHideTransitionViews)
    #expect(replacement.isHidden && !after.isHidden)
    #expect(map.subviews == [replacement, after])
  }

  @Test("autoreverse runs back, completing after twice the duration")
  func autoreverse() {
    let (map, view) = makeMapWithSquare()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear]) {
      view.frame.origin.x = 100
    } completion: { finished.append($0) }
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 50)
    map.animationClock.advance(by: 1)  // half way back
    #expect(view.presentationFrame.minX == 50)
    #expect(finished.isEmpty)
    map.animationClock.advance(by: 0.5)
    #expect(finished == [true])
    #expect(view.presentationFrame.minX == 100)  // the model value, as UIKit leaves it
  }

  @Test("repeat never completes; the clock settles after one cycle")
  func repeatForever() {
    let (map, view) = makeMapWithSquare()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear]) {
      view.frame.origin.x = 100
    } completion: { finished.append($0) }
    map.animationClock.advance(by: 2.25)
    #expect(view.presentationFrame.minX == 25)
    map.animationClock.settle()
    #expect(!map.animationClock.isAnimating)
    #expect(finished.isEmpty)
    #expect(view.layer.animation(forKey: "position")?.repeatCount == .infinity)
  }

  @Test("nested blocks inherit duration unless overridden; iOS 17 spring completes on time")
  func nestedAndSpring() {
    let (map, view) = makeMapWithSquare()
    let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
    map.addSubview(other)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.frame.origin.x = 100
      UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration]) {
        other.frame.origin.x = 100
      }
    }
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 25)
    // 0.25 of 0.5 s on the inherited linear curve.
    #expect(other.presentationFrame.minX == 50)
    map.animationClock.settle()

    var finished: [Bool] = []
    UIView.animate(springDuration: 0.5, bounce: 0.2) {
      view.frame.origin.x = 0
    } completion: { finished.append($0) }
    map.animationClock.advance(by: 0.5)
    #expect(finished == [true])
  }
}
