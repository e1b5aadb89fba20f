import Foundation
import Testing
import UIKitModel

// Animators the app lets go of, repeating animations removed, and scrubbing. Expected values
// from Apple's documentation: `runningPropertyAnimator(withDuration:delay:options:animations:
// completion:)` "creates and returns an animator object that begins running its animations
// immediately" (and Swift imports it `@discardableResult`: fire and forget); a running
// animator's completions run "after the animations finish normally" (`addCompletion(_:)`),
// whoever still holds it; `UIView.animate(withDuration:delay:options:animations:completion:)`:
// the completion's argument "indicates whether or not the animations actually finished
// before the completion handler was called", so a `.repeat` animation removed by
// `CALayer.removeAllAnimations()` calls it once with false; `scrubsLinearly`: "The default
// value of this property is true, which causes the animator to use a linear timing function
// during scrubbing. Setting the property to false causes the animator to use its specified
// timing curve."

@MainActor
@Suite("Animators outlive their callers; repeating animations end when removed")
struct AnimatorLifetimeTests {
  @Test("a fired-and-forgotten animator replaced by a later one still completes")
  func forgottenAnimatorCompletes() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    // A delegate's hide animation: the prompt goes in the completion. Nothing keeps the
    // animator but UIKit.
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.3, delay: 0, options: [.curveLinear],
      animations: { view.alpha = 0 }, completion: { positions.append($0) })
    // A later animator takes over the same view's alpha before the first ends.
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0, animations: { view.alpha = 0.5 })
    map.animationClock.advance(by: 0.3)
    #expect(positions == [.end])
  }

  @Test("an animator made in a function and dropped completes when its time is up")
  func droppedAnimatorCompletes() {
    let (map, view) = makeMapWithSquare()
    var removed = false
    func hide() {
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
      animator.addCompletion { _ in
        view.removeFromSuperview()
        removed = true
      }
      animator.startAnimation()
    }
    hide()
    // Another animation on the same view replaces the presentation the animator drove.
    UIView.animate(withDuration: 0.1) { view.alpha = 0.2 }
    map.animationClock.advance(by: 0.39)
    #expect(!removed)
    map.animationClock.advance(by: 0.01)
    #expect(removed)
    #expect(view.superview == nil)
  }

  @Test("removing a repeating animation runs its completion once, with false")
  func repeatingCompletionOnRemoval() {
    let (map, view) = makeMapWithSquare()
    var results: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse],
      animations: { view.alpha = 0.2 }, completion: { results.append($0) })
    map.animationClock.advance(by: 2.5)
    #expect(results.isEmpty)  // a repeating animation never ends by itself
    view.layer.removeAllAnimations()
    #expect(results.isEmpty)  // called when the animation stops, not inside the call
    map.animationClock.advance(by: 0)
    #expect(results == [false])
    map.animationClock.advance(by: 5)
    view.layer.removeAllAnimations()
    map.animationClock.advance(by: 0)
    #expect(results == [false])
  }

  @Test("a paused animator scrubs linearly by default, along its curve when told not to")
  func scrubsLinearly() {
    // Ease-in (CAMediaTimingFunction control points (0.42, 0), (1, 1)) at time fraction 0.5
    // is 0.315357 of the way (s = 0.374253 solves x(s) = 0.5); linearly it is 0.5. Alpha
    // from 1 to 0: 0.5 scrubbing linearly, 1 − 0.315357 = 0.684643 along the curve.
    let (_, view) = makeMapWithSquare()
    let linear = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    #expect(linear.scrubsLinearly)
    linear.pauseAnimation()
    linear.fractionComplete = 0.5
    let shown = Double(view.layer.presentation()?.opacity ?? -1)
    #expect(abs(shown - 0.5) < 1e-4)
    linear.stopAnimation(true)

    let (_, other) = makeMapWithSquare()
    let curved = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { other.alpha = 0 }
    curved.scrubsLinearly = false
    curved.pauseAnimation()
    curved.fractionComplete = 0.5
    let alongCurve = Double(other.layer.presentation()?.opacity ?? -1)
    #expect(abs(alongCurve - 0.684643) < 1e-4)
  }
}
