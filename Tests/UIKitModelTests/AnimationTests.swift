import Foundation
import Testing
import UIKitModel

@MainActor
@Suite("UIView.animate on the virtual clock")
struct AnimationTests {
  @Test("the block applies at once, the completion waits for the clock, presentation interpolates")
  func promptSlideIn() {
    let layout = SampleDelegateLayout(map: makeMap())
    layout.enableNavigation()
    layout.startGuidance()
    let prompt = SampleDelegateLayout.makePrompt()
    layout.map.addSubview(prompt)
    let bottom = prompt.bottomAnchor.constraint(equalTo: layout.map.bottomAnchor, constant: 120)
    NSLayoutConstraint.activate([
      bottom, prompt.leadingAnchor.constraint(equalTo: layout.map.leadingAnchor),
    ])
    layout.map.layoutIfNeeded()
    #expect(prompt.frame.minY == 852)
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.4) {
      bottom.constant = 0
      layout.map.layoutIfNeeded()
    } completion: { done in
      finished.append(done)
    }
    // Model values changed at once; the completion never runs inside animate.
    #expect(prompt.frame.minY == 732)
    #expect(finished.isEmpty)
    #expect(layout.map.animationClock.isAnimating)
    layout.map.animationClock.advance(by: 0.1)
    // A quarter of the time along UIKit's default ease-in-ease-out curve, control points
    // (0.42, 0) (0.58, 1) (CAMediaTimingFunctionName.easeInEaseOut): the Bézier parameter
    // with x = 0.25 is s = 0.225065, where y = 0.129162; 852 − 120 × 0.129162 = 836.5006.
    #expect(abs(prompt.presentationFrame.minY - 836.5006) < 0.001)
    #expect(finished.isEmpty)
    layout.map.animationClock.advance(by: 0.3)
    #expect(finished == [true])
    #expect(prompt.presentationFrame.minY == 732)
    #expect(!layout.map.animationClock.isAnimating)
  }

  @Test("zero duration: no presentation animation, completion on the next advance's turn")
  func zeroDuration() {
    let map = makeMap()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    map.addSubview(view)
    map.layoutIfNeeded()
    var ran = false
    UIView.animate(withDuration: 0) {
      view.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
      map.layoutIfNeeded()
    } completion: { _ in
      ran = true
    }
    #expect(!ran)
    #expect(view.presentationFrame.minX == 50)
    map.animationClock.advance(by: 0)
    #expect(ran)
  }

  @Test("performWithoutAnimation inside an animation block jumps")
  func withoutAnimation() {
    let map = makeMap()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    map.addSubview(view)
    map.layoutIfNeeded()
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation {
        view.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        map.layoutIfNeeded()
      }
    }
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 100)
  }

  @Test("an alpha-only animation completes on its own hierarchy's clock after its duration")
  func alphaOnlyCompletionWaitsForDuration() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(v)
    UIView.animate(withDuration: 0.3, animations: { v.alpha = 0 }) { _ in
      v.removeFromSuperview()
    }
    // Another hierarchy's clock does not run it.
    other.animationClock.advance(by: 1)
    #expect(v.superview === root)
    // 0.1 < 0.3: still animating.
    root.animationClock.advance(by: 0.1)
    #expect(v.superview === root)
    #expect(root.animationClock.isAnimating)
    // 0.1 + 0.2 = 0.3: due.
    root.animationClock.advance(by: 0.2)
    #expect(v.superview == nil)
    #expect(!root.animationClock.isAnimating)
  }

  @Test("a delayed animation completes after delay plus duration")
  func delayedCompletion() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(v)
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3, delay: 0.2, options: [], animations: { v.isHidden = true },
      completion: { finished.append($0) })
    // Due at 0.2 + 0.3 = 0.5: not at 0.4, at 0.4 + 0.1 = 0.5.
    root.animationClock.advance(by: 0.4)
    #expect(finished.isEmpty)
    #expect(root.animationClock.isAnimating)
    root.animationClock.advance(by: 0.1)
    #expect(finished == [true])
  }
}

@MainActor
@Suite("Additive animations")
struct AdditiveAnimationTests {
  @Test("a frame set outside a block while an animation runs keeps the remaining offset")
  func snapKeepsRunningOffset() throws {
    let map = makeMap()
    let view = makeAutoLayoutView()
    map.addSubview(view)
    let left = view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 0)
    NSLayoutConstraint.activate([
      left, view.topAnchor.constraint(equalTo: map.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    map.layoutIfNeeded()
    UIView.animate(withDuration: 1) {
      left.constant = 100
      map.layoutIfNeeded()
    }
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 50)
    // Moved 20 further without animation: the 50 points still to go ride on top of it.
    left.constant = 120
    map.layoutIfNeeded()
    #expect(view.frame.minX == 120)
    #expect(view.presentationFrame.minX == 70)
    map.animationClock.advance(by: 0.5)
    #expect(view.presentationFrame.minX == 120)
  }
}
