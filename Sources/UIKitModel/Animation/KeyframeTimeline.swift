import Foundation

/// The time of one `UIView.animateKeyframes` animation: one timing curve over the whole
/// duration, whose progress each keyframe's segment runs in linearly.
@MainActor
final class KeyframeTimeline: AnimationDriver {
  /// When it starts on the clock of the hierarchy it animates: now plus the delay, on that
  /// clock, once the block first animates a view there (each hierarchy has its own clock).
  private(set) var start: TimeInterval?
  let delay: TimeInterval
  let duration: TimeInterval
  let curve: TimingCurve
  let repeats: Bool
  let autoreverses: Bool

  init(
    delay: TimeInterval, duration: TimeInterval, curve: TimingCurve, repeats: Bool,
    autoreverses: Bool
  ) {
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.repeats = repeats
    self.autoreverses = autoreverses
  }

  /// The curve's progress at `time`: 0 before the start, nil after the end.
  func fraction(at time: TimeInterval) -> Double? {
    curve.progress(
      at: time, start: start ?? time + delay, duration: duration, repeats: repeats, autoreverses: autoreverses)
  }

  func noteAnimated(_ view: UIView) {
    if start == nil { start = view.animationClock.now + delay }
  }
}
