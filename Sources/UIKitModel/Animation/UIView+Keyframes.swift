public import Foundation

// Keyframe animations on the virtual clock: one timing curve over the whole duration, each
// keyframe's changes running linearly in its part of that curve's progress.

extension UIView {
  /// Runs `animations` now, where ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// adds the keyframes; `completion` runs once `delay + duration` seconds have passed
  /// (as for ``animate(withDuration:delay:options:animations:completion:)``).
  ///
  /// The whole animation follows one timing curve, ease-in-ease-out unless `options` carries
  /// `UIView.AnimationOptions`' curve bits (Apple documents keyframe animations as built on
  /// `CAKeyframeAnimation`, whose overall timing function UIKit sets from those bits); a
  /// keyframe from relative time s for relative duration d runs linearly while that curve's
  /// progress goes from s to s + d. With `.curveLinear` bits, a keyframe (0.5, 0.5) moving a
  /// view from x 0 to 100 shows x 50 at three quarters of the duration. Changes made in
  /// `animations` outside any keyframe animate over the whole duration.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let animationOptions = AnimationOptions(rawValue: options.rawValue)
    let timeline = KeyframeTimeline(
      delay: max(0, delay), duration: max(0, duration),
      curve: TimingCurve(options: animationOptions), repeats: options.contains(.repeat),
      autoreverses: options.contains(.autoreverse))
    AnimationTransaction.begin(
      duration: max(0, duration), delay: max(0, delay), options: animationOptions,
      curve: .linear)
    var context = AnimationTransaction.stack.removeLast()
    context.driver = timeline
    context.keyframeMode = options.contains(.calculationModeDiscrete) ? .discrete : .linear
    AnimationTransaction.stack.append(context)
    animations()
    guard let ended = AnimationTransaction.end() else { return }
    if let root = ended.root, !ended.group.views.isEmpty, !timeline.repeats {
      let cycle = timeline.autoreverses ? 2 * timeline.duration : timeline.duration
      root.animationClock.noteAnimation(until: root.animationClock.now + timeline.delay + cycle)
    }
    complete(ended, completion)
  }

  /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// the changes `animations` makes run from `frameStartTime` for `frameDuration`, both
  /// fractions 0...1 of the whole animation. Outside a keyframe animation the changes apply
  /// without animation.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let outer = AnimationTransaction.stack.last, let driver = outer.driver else {
      performWithoutAnimation(animations)
      return
    }
    let start = min(max(frameStartTime, 0), 1)
    AnimationTransaction.begin(
      driver: driver, segmentStart: start, length: min(max(frameDuration, 0), 1 - start),
      curve: outer.keyframeMode, duration: outer.duration)
    animations()
    AnimationTransaction.endMerging()
  }
}
