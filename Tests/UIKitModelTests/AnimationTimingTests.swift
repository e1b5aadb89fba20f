import Foundation
import Testing
import UIKitModel

/// A 10×10 view in a map whose x is `left.constant`: animating the constant moves the view.
@MainActor
private struct Slider {
  let map = makeMap()
  let view = makeAutoLayoutView()
  let left: NSLayoutConstraint

  init() {
    map.addSubview(view)
    left = view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 0)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: map.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
  }

  /// Moves the view to x = 100 (from 0) inside whatever animation block is running.
  func move() {
    left.constant = 100
    map.layoutIfNeeded()
  }

  /// The presented x after `seconds` more on the clock.
  func x(after seconds: TimeInterval) -> CGFloat {
    map.animationClock.advance(by: seconds)
    return view.presentationFrame.minX
  }
}

// Expected progress values are the CAMediaTimingFunction Béziers evaluated by hand: for a
// time fraction t, solve x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ = t for s, then
// y(s) = 3(1−s)²s·y1 + 3(1−s)s²·y2 + s³. Control points from Apple's
// CAMediaTimingFunctionName documentation; UIView.AnimationOptions documents
// curveEaseInOut as the default.
@MainActor
@Suite("Timing curves of UIView.animate")
struct AnimationCurveTests {
  @Test("the default curve is ease-in-ease-out: 12.9 % at a quarter, half at half")
  func defaultEaseInOut() {
    let slider = Slider()
    UIView.animate(withDuration: 1) { slider.move() }
    // t = 0.25: s = 0.225065, y = 0.129162.
    #expect(abs(slider.x(after: 0.25) - 12.9162) < 0.001)
    // t = 0.5: the curve is symmetric about (0.5, 0.5).
    #expect(abs(slider.x(after: 0.25) - 50) < 0.001)
    // t = 0.75: 1 − 0.129162.
    #expect(abs(slider.x(after: 0.25) - 87.0838) < 0.001)
    #expect(slider.x(after: 0.25) == 100)
  }

  @Test("curveEaseIn (0.42, 0) (1, 1): 9.3 % at a quarter, 31.5 % at half")
  func easeIn() {
    let slider = Slider()
    UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn) { slider.move() }
    // t = 0.25: s = 0.188787, y = 3(1−s)s² + s³ = 0.093465.
    #expect(abs(slider.x(after: 0.25) - 9.3465) < 0.001)
    // t = 0.5: s = 0.374253, y = 0.315357.
    #expect(abs(slider.x(after: 0.25) - 31.5357) < 0.001)
  }

  @Test("curveEaseOut (0, 0) (0.58, 1): 37.8 % at a quarter, 68.5 % at half")
  func easeOut() {
    let slider = Slider()
    UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut) { slider.move() }
    // t = 0.25: s = 0.418024, y = 0.378138.
    #expect(abs(slider.x(after: 0.25) - 37.8138) < 0.001)
    // t = 0.5: s = 0.625747, y = 0.684643.
    #expect(abs(slider.x(after: 0.25) - 68.4643) < 0.001)
  }

  @Test("curveLinear: progress equals time")
  func linear() {
    let slider = Slider()
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) { slider.move() }
    #expect(slider.x(after: 0.5) == 25)
    #expect(slider.x(after: 1) == 75)
  }

  @Test("a critically damped spring: 1 − e^(−ωt)(1 + ωt), no overshoot")
  func criticalSpring() {
    let slider = Slider()
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { slider.move() })
    // The model's ω = ln 1000 / (ζ·duration) = 6.907755 (the envelope is 0.1 % at the end):
    // t = 0.25: 1 − e^(−1.726939)(1 + 1.726939) = 0.515074.
    #expect(abs(slider.x(after: 0.25) - 51.5074) < 0.001)
    // t = 0.5: 1 − e^(−3.453878)(1 + 3.453878) = 0.859156.
    #expect(abs(slider.x(after: 0.25) - 85.9156) < 0.001)
    #expect(slider.x(after: 0.5) == 100)
  }

  @Test("an underdamped spring overshoots, then comes back")
  func underdampedSpring() {
    let slider = Slider()
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { slider.move() })
    // ζ = 0.5: ω = ln 1000 / 0.5 = 13.815511, ω_d = ω·√(1 − ζ²) = 11.964583;
    // 1 − e^(−ζωt)(cos ω_d t + (ζω/ω_d) sin ω_d t) at t = 0.25 is 1.160431: past the end.
    #expect(abs(slider.x(after: 0.25) - 116.0431) < 0.001)
    // t = 0.5: 0.975209.
    #expect(abs(slider.x(after: 0.25) - 97.5209) < 0.001)
  }
}

// "Nesting Animation Blocks" (View Programming Guide for iOS): nested animations inherit
// the outer block's duration and curve unless they pass .overrideInheritedDuration /
// .overrideInheritedCurve (UIView.AnimationOptions).
@MainActor
@Suite("Nested animation blocks")
struct NestedAnimationTests {
  @Test("a nested block takes the outer block's duration and curve")
  func inherits() {
    let slider = Slider()
    var finished: [Bool] = []
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      UIView.animate(
        withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { slider.move() },
        completion: { finished.append($0) })
    }
    // Outer: 2 s, linear. At 0.5 s a quarter of the way; the inner 0.2 s would be over.
    #expect(slider.x(after: 0.5) == 25)
    #expect(finished.isEmpty)
    #expect(slider.x(after: 1.5) == 100)
    #expect(finished == [true])
  }

  @Test("overrideInheritedDuration and overrideInheritedCurve keep the nested block's own")
  func overrides() {
    let slider = Slider()
    var finished: [Bool] = []
    UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn) {
      UIView.animate(
        withDuration: 0.4, delay: 0,
        options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
        animations: { slider.move() }, completion: { finished.append($0) })
    }
    // Own 0.4 s, linear: half way at 0.2 s, done at 0.4 s.
    #expect(slider.x(after: 0.2) == 50)
    #expect(finished.isEmpty)
    #expect(slider.x(after: 0.2) == 100)
    #expect(finished == [true])
  }

  @Test("overriding only the duration keeps the outer curve")
  func durationOnly() {
    let slider = Slider()
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      UIView.animate(
        withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn],
        animations: { slider.move() })
    }
    // 1 s (own), linear (inherited): a quarter at 0.25 s; ease-in would give 9.35.
    #expect(slider.x(after: 0.25) == 25)
  }
}

// UIView.animate(withDuration:delay:options:animations:completion:) API reference: the
// completion's Boolean "indicates whether or not the animations actually finished before the
// completion handler was called"; if the duration is 0 the block runs "at the beginning of
// the next run loop cycle". CALayer.removeAllAnimations removes the layer's animations, which
// stops them before their end.
@MainActor
@Suite("Animation completions")
struct AnimationCompletionTests {
  @Test("a block that animates nothing completes on the next run-loop turn, finished")
  func nothingAnimated() {
    let slider = Slider()
    var finished: [Bool] = []
    // Changing a constant without a layout pass inside the block animates nothing: the frame
    // moves in a later pass, outside the block.
    UIView.animate(withDuration: 0.3, animations: { slider.left.constant = 40 }) {
      finished.append($0)
    }
    #expect(finished.isEmpty)
    #expect(!slider.map.animationClock.isAnimating)
    MainRunLoop.turn()
    #expect(finished == [true])
    slider.map.layoutIfNeeded()
    #expect(slider.view.presentationFrame.minX == 40)
  }

  @Test("a block that touches no view at all also completes on the next turn")
  func noView() {
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3, animations: {}) { finished.append($0) }
    #expect(finished.isEmpty)
    MainRunLoop.turn()
    #expect(finished == [true])
  }

  @Test("removeAllAnimations: the completion runs on the next turn with finished == false")
  func removed() {
    let slider = Slider()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { slider.move() }
      completion: { finished.append($0) }
    #expect(slider.x(after: 0.5) == 50)
    slider.view.layer.removeAllAnimations()
    // The presentation jumps to the model frame; the completion waits for the turn.
    #expect(slider.view.presentationFrame.minX == 100)
    #expect(finished.isEmpty)
    MainRunLoop.turn()
    #expect(finished == [false])
    // Not again when the original end passes.
    slider.map.animationClock.advance(by: 1)
    #expect(finished == [false])
  }

  @Test("removing one of two views' animations: completion at the end, finished == false")
  func partlyRemoved() {
    let map = makeMap()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
    map.addSubview(a)
    map.addSubview(b)
    map.layoutIfNeeded()
    var finished: [Bool] = []
    UIView.animate(withDuration: 1, animations: {
      a.frame.origin.x = 100
      b.frame.origin.x = 100
    }) { finished.append($0) }
    map.animationClock.advance(by: 0.5)
    a.layer.removeAllAnimations()
    MainRunLoop.turn()
    // b still animates: no completion until its end.
    #expect(finished.isEmpty)
    #expect(map.animationClock.isAnimating)
    map.animationClock.advance(by: 0.5)
    #expect(finished == [false])
  }

  @Test("removeAllAnimations after the end changes nothing")
  func removedAfterEnd() {
    let slider = Slider()
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.2, animations: { slider.move() }) { finished.append($0) }
    slider.map.animationClock.advance(by: 0.2)
    #expect(finished == [true])
    slider.view.layer.removeAllAnimations()
    MainRunLoop.turn()
    #expect(finished == [true])
  }
}
