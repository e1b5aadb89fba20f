import Foundation

/// The properties of one view that a property animator drives, at its start, its end and
/// now, so the animator can leave the view at any of them (`finishAnimation(at:)`).
@MainActor
struct AnimatedValues {
  /// A value per animatable property; nil where the animator does not drive it.
  struct Values {
    var frame: CGRect?
    var transform: CGAffineTransform?
    var alpha: CGFloat?
  }

  /// The values at the animations' start, end and now.
  struct Triple {
    var start = Values()
    var end = Values()
    var current = Values()
  }

  let view: UIView
  let driver: any AnimationDriver
  let values: Triple

  /// Reads `view`'s animations that `driver` drives, at the clock's current time.
  init(view: UIView, driver: any AnimationDriver) {
    self.view = view
    self.driver = driver
    let now = view.animationClock.now
    var values = Triple()
    if let frames = view.presentation, frames.driver === driver {
      values.start.frame = frames.segments.first?.from ?? frames.from
      values.end.frame = frames.to
      values.current.frame = frames.value(at: now)
    }
    if let transforms = view.transformAnimation, transforms.driver === driver {
      values.start.transform = transforms.segments.first?.from ?? transforms.from
      values.end.transform = transforms.to
      values.current.transform = transforms.value(at: now)
    }
    if let alphas = view.alphaAnimation, alphas.driver === driver {
      values.start.alpha = alphas.segments.first?.from ?? alphas.from
      values.end.alpha = alphas.to
      values.current.alpha = alphas.value(at: now)
    }
    self.values = values
  }

  /// Ends the driver's animations of the view and gives it the values `pick` chooses, without
  /// animation.
  func apply(_ pick: (Triple) -> Values) {
    let chosen = pick(values)
    if view.presentation?.driver === driver { view.presentation = nil }
    if view.transformAnimation?.driver === driver { view.transformAnimation = nil }
    if view.alphaAnimation?.driver === driver { view.alphaAnimation = nil }
    UIView.performWithoutAnimation {
      if let frame = chosen.frame { view.setUntransformedFrame(frame) }
      if let transform = chosen.transform { view.transform = transform }
      if let alpha = chosen.alpha { view.alpha = alpha }
    }
  }

  /// Gives the view the values at `position` (a key path of ``Triple``).
  func apply(_ position: KeyPath<Triple, Values>) { apply { $0[keyPath: position] } }
}
