import Testing
import UIKit

// Typical app code for prompts, written against `import UIKit`: it must compile unchanged
// and give UIKit's values (hand-computed in the comments).

/// A prompt presenter as an app writes one: slides in with a transform, fades out with a
/// property animator, nudges with keyframes, tints its icon.
@MainActor
final class ProbePromptPresenter {
  let prompt = UIView()
  let icon = UIView()
  private var fade: UIViewPropertyAnimator?

  func install(in map: UIView) {
    prompt.translatesAutoresizingMaskIntoConstraints = false
    prompt.layer.cornerRadius = 12
    prompt.layer.shadowColor = UIColor.black.cgColor
    prompt.layer.shadowOpacity = 0.2
    prompt.tintColor = .systemBlue
    prompt.addSubview(icon)
    map.addSubview(prompt)
    NSLayoutConstraint.activate([
      prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
      prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
      prompt.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
      prompt.heightAnchor.constraint(equalToConstant: 100),
    ])
    map.layoutIfNeeded()
    prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height + 34)
  }

  func slideIn(completion: @escaping () -> Void) {
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
      self.prompt.transform = .identity
    } completion: { _ in completion() }
  }

  func fadeOut() {
    fade?.stopAnimation(true)
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { self.prompt.alpha = 0 }
    animator.addCompletion { position in if position == .end { self.prompt.isHidden = true } }
    animator.startAnimation()
    fade = animator
  }

  func nudge() {
    UIView.animateKeyframes(withDuration: 0.2, delay: 0, options: [.calculationModeLinear]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        self.prompt.transform = CGAffineTransform(translationX: 8, y: 0)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.prompt.transform = .identity
      }
    }
  }
}

@MainActor
@Suite("UIKit surface probe: transforms, animators, keyframes, tint")
struct UIKitSurfaceAnimationProbeTests {
  @Test("the presenter compiles against import UIKit and gives UIKit's values")
  func presenter() {
    let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    map.layoutEnvironment = LayoutEnvironment(
      safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let presenter = ProbePromptPresenter()
    presenter.install(in: map)
    // Laid out at y 818 − 100 = 718; shown 134 lower: just below the screen.
    #expect(presenter.prompt.frame == CGRect(x: 16, y: 852, width: 361, height: 100))
    #expect(presenter.icon.tintColor == .systemBlue)
    var slid = false
    presenter.slideIn { slid = true }
    map.animationClock.advance(by: 0.4)
    #expect(slid)
    #expect(presenter.prompt.presentationFrame == CGRect(x: 16, y: 718, width: 361, height: 100))
    presenter.nudge()
    map.animationClock.advance(by: 0.1)
    // Half way through on ease-in-ease-out: progress 0.5, the end of the first keyframe.
    #expect(abs(presenter.prompt.presentationFrame.minX - 24) < 1e-6)
    map.animationClock.settle()
    presenter.fadeOut()
    map.animationClock.advance(by: 0.15)
    #expect(presenter.prompt.layer.presentation()?.opacity == 0.5)
    map.animationClock.advance(by: 0.15)
    #expect(presenter.prompt.isHidden)
  }
}
