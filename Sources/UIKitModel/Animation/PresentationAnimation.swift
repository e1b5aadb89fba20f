import Foundation

/// A property animation in flight: what a view's presentation layer shows between two values
/// (a frame, a transform, an alpha).
///
/// A plain `UIView.animate` animation runs on the clock from ``start`` for ``duration``
/// along ``curve``, once, or forever with ``repeats``, forwards and back with
/// ``autoreverses`` (`UIView.AnimationOptions`). One that a property animator or a keyframe
/// animation drives asks its ``driver`` how far along it is, and runs its ``segments``
/// (a keyframe each, or an animator block with a delay factor) in that fraction.
struct PresentationAnimation<Value: Interpolatable> {
  var from: Value
  var to: Value
  var start: TimeInterval
  var duration: TimeInterval
  /// The timing curve: ease-in-ease-out unless the block chose another (§A16).
  var curve: TimingCurve = .easeInOut
  /// Whether it starts over at each end, forever (`.repeat`).
  var repeats = false
  /// Whether it runs back to `from` after reaching `to`, taking twice ``duration``
  /// (`.autoreverse`, Core Animation's `autoreverses`).
  var autoreverses = false
  /// What sets the time of an animator's or keyframe animation; nil for the clock.
  var driver: (any AnimationDriver)? = nil
  /// The pieces a driven animation runs, in the driver's fraction.
  var segments: [Segment] = []

  /// One piece of a driven animation: from `from` to `to` while the driver's fraction goes
  /// from `relativeStart` to `relativeStart + relativeDuration`, along `curve`.
  struct Segment {
    var from: Value
    var to: Value
    var relativeStart: Double
    var relativeDuration: Double
    var curve: TimingCurve
  }

  /// The value at `time`: `from` before the start, `to` after the end, along the timing
  /// curve in between.
  @MainActor func value(at time: TimeInterval) -> Value {
    if let driver {
      guard let fraction = driver.fraction(at: time) else { return to }
      return Self.value(
        of: segments, at: fraction, before: from, linear: driver.isScrubbingLinearly)
    }
    guard let t = progress(at: time) else { return to }
    return Value.interpolate(from, to, CGFloat(t))
  }

  /// Whether the animation still changes the value at or after `time`.
  @MainActor func isRunning(at time: TimeInterval) -> Bool {
    if let driver { return driver.fraction(at: time) != nil }
    return progress(at: time) != nil
  }

  /// The curve's progress at `time` on the clock; nil once a non-repeating animation ended.
  private func progress(at time: TimeInterval) -> Double? {
    curve.progress(
      at: time, start: start, duration: duration, repeats: repeats, autoreverses: autoreverses)
  }

  /// The value of consecutive segments at a driver fraction: before a segment starts the
  /// value the previous one ended at; `linear` ignores the segments' curves.
  private static func value(
    of segments: [Segment], at fraction: Double, before: Value, linear: Bool
  ) -> Value {
    var current = before
    for segment in segments {
      if fraction < segment.relativeStart { return current }
      let end = segment.relativeStart + segment.relativeDuration
      if fraction < end, segment.relativeDuration > 0 {
        let local = (fraction - segment.relativeStart) / segment.relativeDuration
        let progress = linear ? local : segment.curve.progress(at: local)
        return Value.interpolate(segment.from, segment.to, CGFloat(progress))
      }
      current = segment.to
    }
    return current
  }
}

/// What sets the time of driven animations: a property animator (which can pause, reverse
/// and scrub) or a keyframe animation (one curve over all its keyframes).
@MainActor
protocol AnimationDriver: AnyObject {
  /// How far along, 0...1, at `time` on the clock; nil once the driven animations are over
  /// (the presentation shows the model value).
  func fraction(at time: TimeInterval) -> Double?
  /// The animation block wrote an animatable property of `view`.
  func noteAnimated(_ view: UIView)
  /// Whether the driven animations show the fraction itself, not its timing curve: a paused
  /// property animator that scrubs linearly.
  var isScrubbingLinearly: Bool { get }
}

extension AnimationDriver {
  /// Drivers follow their curves unless they say otherwise.
  var isScrubbingLinearly: Bool { false }
}

extension PresentationAnimation where Value == CGRect {
  /// The same animation ending at `new` instead, every value it shows moved by the same
  /// offset: what is still to close carries over (UIKit's additive view animations).
  func carried(to new: CGRect) -> PresentationAnimation {
    func moved(_ r: CGRect) -> CGRect {
      CGRect(
        x: r.minX + new.minX - to.minX, y: r.minY + new.minY - to.minY,
        width: r.width + new.width - to.width, height: r.height + new.height - to.height)
    }
    var result = self
    result.from = moved(from)
    result.to = new
    for index in result.segments.indices {
      result.segments[index].from = moved(segments[index].from)
      result.segments[index].to = moved(segments[index].to)
    }
    return result
  }
}
