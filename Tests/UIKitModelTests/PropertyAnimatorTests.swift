import Foundation
import Testing
import UIKitModel

// UIViewPropertyAnimator on the virtual clock. Expected values from Apple's documentation:
// `addCompletion(_:)` ("completion blocks are executed after the animations finish
// normally", with the final position), `stopAnimation(_:)` (properties take their current
// values; `true` → inactive without completions, `false` → stopped), `finishAnimation(at:)`
// (final position `.start`, `.end` or `.current`), `pausesOnCompletion` (stays active, no
// completion), `addAnimations(_:delayFactor:)` (delay = factor × remaining duration: 0.5 of
// 2 s is 1 s), `duration` (blocks added while active run for the remaining time),
// `continueAnimation(withTimingParameters:durationFactor:)` (the factor times the original
// duration is the new duration). Linear
// curves make positions the fraction of time × distance.

@MainActor
@Suite("UIViewPropertyAnimator on the virtual clock")
struct PropertyAnimatorTests {
  private func moveRight(_ view: UIView, to x: CGFloat = 100) {
    view.frame = CGRect(x: x, y: 0, width: 100, height: 100)
  }

  @Test("runs to the end: completions in the order added, with .end")
  func runsToEnd() {
    let (map, view) = makeMapWithSquare()
    var log: [String] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.addCompletion { log.append("first \($0 == .end)") }
    animator.addCompletion { log.append("second \($0 == .end)") }
    #expect(animator.state == .inactive)
    #expect(view.frame.minX == 0)  // the block waits for the start
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.frame.minX == 100)  // model value at once
    map.animationClock.advance(by: 0.25)
    #expect(animator.fractionComplete == 0.25)
    #expect(view.presentationFrame.minX == 25)
    #expect(log.isEmpty)
    map.animationClock.advance(by: 0.75)
    #expect(log == ["first true", "second true"])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.presentationFrame.minX == 100)
  }

  @Test("pause freezes, fractionComplete scrubs, start resumes for the rest")
  func pauseScrubResume() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    map.animationClock.advance(by: 0.25)
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    map.animationClock.advance(by: 5)
    #expect(view.presentationFrame.minX == 25)
    #expect(positions.isEmpty)
    animator.fractionComplete = 0.5
    #expect(view.presentationFrame.minX == 50)
    animator.startAnimation()
    map.animationClock.advance(by: 0.25)
    #expect(view.presentationFrame.minX == 75)
    #expect(positions.isEmpty)
    map.animationClock.advance(by: 0.25)
    #expect(positions == [.end])
  }

  @Test("continueAnimation: the rest runs over the new duration's remaining part")
  func continueWithFactor() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    // New duration 2 × 1 s: the remaining half takes 1 s, a quarter of the distance per 0.5 s.
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    #expect(animator.isRunning)
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 75)
    #expect(positions.isEmpty)
    map.animationClock.advance(by: 0.5)
    #expect(positions == [.end])
  }

  @Test("reversed: runs back to the start, completion .start, views keep start values")
  func reversed() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    map.animationClock.advance(by: 0.25)
    animator.isReversed = true
    #expect(animator.isReversed)
    map.animationClock.advance(by: 0.125)
    #expect(view.presentationFrame.minX == 12.5)
    map.animationClock.advance(by: 0.125)
    #expect(positions == [.start])
    #expect(view.frame.minX == 0)
    #expect(view.presentationFrame.minX == 0)
  }

  @Test("stop without finishing: current values, inactive, no completion")
  func stopWithoutFinishing() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    map.animationClock.advance(by: 0.5)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(view.frame.minX == 50)
    map.animationClock.advance(by: 2)
    #expect(positions.isEmpty)
    #expect(view.presentationFrame.minX == 50)
  }

  @Test("stop then finish at each position")
  func stopThenFinish() {
    for (position, x) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 50)] {
      let (map, view) = makeMapWithSquare()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      map.animationClock.advance(by: 0.5)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(view.frame.minX == 50)
      #expect(positions.isEmpty)
      animator.finishAnimation(at: position)
      #expect(positions == [position])
      #expect(view.frame.minX == CGFloat(x))
      #expect(animator.state == .inactive)
    }
  }

  @Test("delay factor, start after delay, and a running animator built in one call")
  func delays() {
    let (map, view) = makeMapWithSquare()
    let other = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
    map.addSubview(other)
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { moveRight(view) }
    // 0.5 of the remaining 2 s: starts after 1 s, ends with the others at 2 s.
    animator.addAnimations({ other.frame = CGRect(x: 100, y: 200, width: 10, height: 10) },
      delayFactor: 0.5)
    animator.startAnimation(afterDelay: 0.5)
    #expect(animator.delay == 0.5)
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 0)
    map.animationClock.advance(by: 1)  // 1 s into the animation
    #expect(view.presentationFrame.minX == 50)
    #expect(other.presentationFrame.minX == 0)
    map.animationClock.advance(by: 0.5)  // 1.5 s: half of the delayed block's second
    #expect(other.presentationFrame.minX == 50)

    var done: [UIViewAnimatingPosition] = []
    let running = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { done.append($0) })
    #expect(running.isRunning)
    map.animationClock.advance(by: 0.75)
    #expect(view.layer.presentation()?.opacity == 0.75)
    map.animationClock.advance(by: 0.75)
    #expect(done == [.end])
  }

  @Test("blocks added while running take the remaining time")
  func addWhileRunning() {
    let (map, view) = makeMapWithSquare()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moveRight(view) }
    animator.startAnimation()
    map.animationClock.advance(by: 0.5)
    animator.addAnimations { view.alpha = 0 }
    // The fade runs over the remaining 0.5 s: half of it after 0.25 s.
    map.animationClock.advance(by: 0.25)
    #expect(view.layer.presentation()?.opacity == 0.5)
    #expect(view.presentationFrame.minX == 75)
  }

  @Test("pausesOnCompletion keeps the animator active at its end without completing")
  func pausesOnCompletion() {
    let (map, view) = makeMapWithSquare()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { moveRight(view) }
    animator.pausesOnCompletion = true
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    map.animationClock.advance(by: 1)
    #expect(positions.isEmpty)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(animator.isInterruptible)
  }

  @Test("timing parameters: cubic control points and springs")
  func timingParameters() {
    let cubic = UICubicTimingParameters(animationCurve: .easeIn)
    #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(cubic.timingCurveType == .builtin)
    // Critical damping c = 2·√(m·k) = 2·√(1·100) = 20; damping 10 is a ratio of 0.5.
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    #expect(spring.dampingRatio == 0.5)
    let (map, view) = makeMapWithSquare()
    var finished = false
    let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
    animator.addAnimations { moveRight(view) }
    animator.addCompletion { _ in finished = true }
    animator.startAnimation()
    map.animationClock.advance(by: 0.5)
    #expect(finished)
    #expect(view.presentationFrame.minX == 100)
  }
}
