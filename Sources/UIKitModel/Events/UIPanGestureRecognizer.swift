public import Foundation

/// Recognises a drag: UIKit's `UIPanGestureRecognizer`, a continuous gesture.
///
/// A test drags with the model-only ``simulate(_:translation:velocity:)``; ``translation(in:)``
/// and ``velocity(in:)`` then read what it gave, in points and points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Fewest fingers the pan needs; 1 by default.
  open var minimumNumberOfTouches = 1
  /// Most fingers the pan allows; unlimited (`Int.max`) by default.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero
  private var velocity = CGPoint.zero

  /// How far the finger moved since the gesture began (or the last ``setTranslation(_:in:)``),
  /// in points; the model keeps one translation, as if every view shared the view's axes.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Resets the translation, typically to `.zero` after applying it.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// The finger's speed, in points per second.
  open func velocity(in view: UIView?) -> CGPoint { velocity }

  /// Model-only: one step of a drag, `translation` from where it began, at `velocity`.
  open func simulate(_ state: State, translation: CGPoint, velocity: CGPoint = .zero) {
    self.translation = translation
    self.velocity = velocity
    simulate(state, at: translation)
  }
}
