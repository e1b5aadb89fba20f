public import Foundation

// View transitions on the virtual clock. The model draws nothing, so a transition's flip,
// curl or dissolve is not shown; what it changes in the hierarchy happens at once, and its
// completion runs when the transition's duration has passed.

extension UIView {
  /// Runs `animations` now, inside a transition of `view` lasting `duration` seconds;
  /// `completion` runs when it ends (`finished == false` if ``CALayer/removeAllAnimations()``
  /// on `view` stopped it first).
  ///
  /// UIKit animates the view's snapshot, not the changes (Apple: changes inside the block are
  /// not animated unless `options` has ``AnimationOptions/allowAnimatedContent``), so the
  /// block's frames and properties take their new values without presentation animations;
  /// with `.allowAnimatedContent` they animate over `duration` as in
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.allowAnimatedContent) {
      run(
        duration: duration, delay: 0, options: options, curve: TimingCurve(options: options),
        animations: animations ?? {}, completion: nil)
    } else if let animations {
      performWithoutAnimation(animations)
    }
    runTransition(of: view, duration: duration, completion: completion)
  }

  /// Replaces `fromView` with `toView` in a transition of their superview lasting `duration`
  /// seconds; `completion` runs when it ends.
  ///
  /// By default `toView` takes `fromView`'s place among the superview's subviews (same
  /// index) and `fromView` is removed (Apple: "fromView … is removed from its superview as
  /// part of the transition", "toView … is added to the superview of fromView"); both happen
  /// at once, the transition only draws. With ``AnimationOptions/showHideTransitionViews``
  /// `fromView` is hidden and `toView` shown instead, both staying where they are. Without
  /// a superview (and without that option) nothing moves and the completion still runs.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let container = fromView.superview
    performWithoutAnimation {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let container, let index = container.subviews.firstIndex(identicalTo: fromView) {
        container.insertSubview(toView, at: index)
        fromView.removeFromSuperview()
      }
    }
    runTransition(of: container ?? toView, duration: duration, completion: completion)
  }

  /// Holds `view`'s hierarchy's clock for `duration` seconds and runs `completion` then,
  /// as one animation of `view` (so removing its animations ends it early, unfinished).
  private class func runTransition(
    of view: UIView, duration: TimeInterval, completion: ((Bool) -> Void)?
  ) {
    guard duration > 0 else {
      if let completion { MainRunLoop.perform { completion(true) } }
      return
    }
    let clock = view.animationClock
    clock.noteAnimation(until: clock.now + duration)
    guard let completion else { return }
    let group = AnimationGroup()
    group.note(view)
    clock.schedule(after: duration, group: group, completion)
  }
}
