import Foundation

/// The `UIView.animate` blocks running now, innermost last, and what they animated.
@MainActor
enum AnimationTransaction {
  @MainActor struct Context {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    /// `.repeat` and `.autoreverse`.
    var repeats = false
    var autoreverses = false
    /// A property animator or keyframe animation running the block, and the part of its
    /// fraction the block's animations take; nil for a plain block on the clock.
    var driver: (any AnimationDriver)? = nil
    var segmentStart = 0.0
    var segmentDuration = 1.0
    /// How a keyframe animation's keyframes run: linearly, or `.discrete`.
    var keyframeMode = TimingCurve.linear
    /// The views the block animated, for its completion.
    let group = AnimationGroup()
    /// The hierarchy of the first view the block animated; its clock runs the completion.
    /// Not a strong reference: an app view changed in its own `deinit` inside an animation
    /// block (deactivating its constraints) may be that root, and the block must not keep it
    /// past its deallocation.
    @WeakView var root: UIView? = nil
  }

  @exclusivity(unchecked) static var stack: [Context] = []
  /// Depth of `performWithoutAnimation` blocks.
  @exclusivity(unchecked) static var suppressed = 0

  /// Starts an animation block. Inside another block it takes the outer block's duration
  /// and curve unless `options` override them ("Nesting Animation Blocks", View Programming
  /// Guide for iOS: nested animations inherit the parent's duration and curve unless
  /// `.overrideInheritedDuration` / `.overrideInheritedCurve`); its delay stays its own.
  static func begin(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    curve: TimingCurve
  ) {
    var context = Context(duration: duration, delay: delay, curve: curve)
    context.repeats = options.contains(.repeat)
    context.autoreverses = options.contains(.autoreverse)
    if let outer = stack.last {
      if !options.contains(.overrideInheritedDuration) { context.duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { context.curve = outer.curve }
      if !options.contains(.overrideInheritedOptions) {
        context.repeats = context.repeats || outer.repeats
        context.autoreverses = context.autoreverses || outer.autoreverses
      }
      // A block nested in a driven one (an animator's, a keyframe's) runs in its time.
      context.driver = outer.driver
      context.segmentStart = outer.segmentStart
      context.segmentDuration = outer.segmentDuration
    }
    stack.append(context)
  }

  /// Starts a block whose animations `driver` times, taking the part of its fraction from
  /// `start` for `length` along `curve` (a property animator's block, a keyframe).
  static func begin(
    driver: any AnimationDriver, segmentStart start: Double, length: Double,
    curve: TimingCurve, duration: TimeInterval
  ) {
    var context = Context(duration: duration, delay: 0, curve: curve)
    context.driver = driver
    context.segmentStart = start
    context.segmentDuration = length
    stack.append(context)
  }

  /// Ends the innermost block and returns what it animated.
  static func end() -> Context? { stack.popLast() }

  /// Ends the innermost block and counts what it animated as the enclosing block's (a
  /// keyframe's animations belong to its keyframe animation).
  static func endMerging() {
    guard let inner = stack.popLast(), !stack.isEmpty else { return }
    for serial in inner.group.views where !stack[stack.count - 1].group.views.contains(serial) {
      stack[stack.count - 1].group.views.append(serial)
    }
    if stack[stack.count - 1].root == nil { stack[stack.count - 1].root = inner.root }
  }

  /// A frame the engine wrote: animated inside a block with positive duration. Outside one,
  /// a running animation keeps running on top of the new frame, as UIKit's additive view
  /// animations do (since iOS 8): the offset still to close carries over, so a view that
  /// snaps while its neighbour slides does not jump ahead of it.
  static func noteFrameChange(of view: UIView, from old: CGRect, to new: CGRect) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else {
      // Most frames the engine writes belong to views that are not animating.
      if view.presentation == nil { return }
      guard let running = view.presentation, running.isRunning(at: view.animationClock.now)
      else {
        view.presentation = nil
        return
      }
      view.presentation = running.carried(to: new)
      return
    }
    view.presentation = animation(
      from: view.presentation, shown: old, to: new, context: context, clock: view.animationClock)
    noteAnimation(of: view, in: context)
  }

  /// A transform written: animated inside a block with positive duration; outside one a
  /// running transform animation stops and the view shows the new transform (a model
  /// choice: unlike frames, transforms do not carry a running animation's offset).
  static func noteTransformChange(
    of view: UIView, from old: CGAffineTransform, to new: CGAffineTransform
  ) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else {
      view.transformAnimation = nil
      return
    }
    view.transformAnimation = animation(
      from: view.transformAnimation, shown: old, to: new, context: context,
      clock: view.animationClock)
    noteAnimation(of: view, in: context)
  }

  /// An alpha written: animated inside a block with positive duration (for
  /// `layer.presentation()?.opacity`); outside one the running fade stops.
  static func noteAlphaChange(of view: UIView, from old: CGFloat, to new: CGFloat) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else {
      view.alphaAnimation = nil
      noteWrite(to: view)
      return
    }
    view.alphaAnimation = animation(
      from: view.alphaAnimation, shown: old, to: new, context: context,
      clock: view.animationClock)
    noteAnimation(of: view, in: context)
  }

  /// The animation from what is shown now (the running animation's value, else `old`) to
  /// `new` under `context`: on the clock, or one more segment of the driver's animation of
  /// this property when it already drives one (keyframes of the same view follow on).
  private static func animation<Value: Interpolatable>(
    from running: PresentationAnimation<Value>?, shown old: Value, to new: Value,
    context: Context, clock: AnimationClock
  ) -> PresentationAnimation<Value> {
    let shown = running?.value(at: clock.now) ?? old
    guard let driver = context.driver else {
      return PresentationAnimation(
        from: shown, to: new, start: clock.now + context.delay, duration: context.duration,
        curve: context.curve, repeats: context.repeats, autoreverses: context.autoreverses)
    }
    if var running, let current = running.driver, current === driver,
      let last = running.segments.last
    {
      running.segments.append(
        .init(
          from: last.to, to: new, relativeStart: context.segmentStart,
          relativeDuration: context.segmentDuration, curve: context.curve))
      running.to = new
      return running
    }
    var result = PresentationAnimation(
      from: shown, to: new, start: clock.now, duration: context.duration, curve: context.curve)
    result.driver = driver
    result.segments = [
      .init(
        from: shown, to: new, relativeStart: context.segmentStart,
        relativeDuration: context.segmentDuration, curve: context.curve)
    ]
    return result
  }

  /// The block wrote an animatable property of `view` (alpha, hidden, background colour).
  static func noteWrite(to view: UIView) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else { return }
    noteAnimation(of: view, in: context)
  }

  /// Adds `view` to the innermost block's animations, which run on the clock of the first
  /// view's hierarchy until delay + duration.
  private static func noteAnimation(of view: UIView, in context: Context) {
    context.group.note(view)
    let clock = view.animationClock
    if let driver = context.driver {
      // The driver tells the clock how long it runs.
      driver.noteAnimated(view)
    } else {
      let cycle = context.autoreverses ? 2 * context.duration : context.duration
      clock.noteAnimation(until: clock.now + context.delay + cycle)
    }
    guard context.root == nil else { return }
    stack[stack.count - 1].root = view.rootView
  }
}
