public import Foundation

/// Animates changes to views, and lets the app pause, scrub, reverse and stop them: UIKit's
/// `UIViewPropertyAnimator`, on the hierarchy's virtual clock (``AnimationClock``).
///
/// Its animation blocks run when the animator starts (``startAnimation()``,
/// ``pauseAnimation()``, or setting ``fractionComplete``; a block added while it is active
/// runs at once, over the remaining time). What they change shows through presentation
/// frames, transforms and alphas that follow the animator's fraction along its timing curve,
/// as `UIView.animate` blocks do. When the fraction reaches its end the completions run, in
/// the order they were added, with `.end` (`.start` when reversed) and the animator becomes
/// inactive (Apple, `UIViewPropertyAnimator`, `addCompletion(_:)`). Time passes only when
/// the clock advances: nothing finishes inside a call.
///
/// ```swift
/// let fade = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { prompt.alpha = 0 }
/// fade.addCompletion { position in print(position == .end) }
/// fade.startAnimation()
/// map.animationClock.advance(by: 0.1)  // fade.fractionComplete == 0.25
/// map.animationClock.advance(by: 0.3)  // true
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, AnimationDriver {
  /// The duration of the animations, in seconds.
  public let duration: TimeInterval
  /// The delay before the animations start, set by ``startAnimation(afterDelay:)``.
  public private(set) var delay: TimeInterval = 0
  /// The timing the animations follow.
  public let timingParameters: (any UITimingCurveProvider)?
  /// Inactive until started; active while running or paused; stopped after
  /// `stopAnimation(false)`.
  public private(set) var state = UIViewAnimatingState.inactive
  /// When true the animator stays active and paused at its end instead of finishing, and
  /// calls no completion (Apple, `pausesOnCompletion`).
  public var pausesOnCompletion = false
  /// Whether the animation can be paused and stopped; stored (the model lets every
  /// animator be).
  public var isInterruptible = true
  /// Whether views take touches while animating; stored (no touches in the model).
  public var isUserInteractionEnabled = true
  /// Whether the app hit-tests animating views itself; stored.
  public var isManualHitTestingEnabled = false
  /// Whether a paused animator shows its ``fractionComplete`` linearly: true (the default)
  /// "causes the animator to use a linear timing function during scrubbing", false "to use
  /// its specified timing curve" (Apple, `scrubsLinearly`). Resumed, it follows its curve
  /// again from where the fraction is (UIKit blends back to the curve; how is not
  /// documented).
  public var scrubsLinearly = true

  private let curve: TimingCurve
  /// Blocks waiting for the start, with their delay factor.
  private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The views the blocks animated, in the order first animated.
  private var animatedViews: [UIView] = []
  /// The time fraction at ``anchorTime``; it moves from there while running.
  private var anchorFraction = 0.0
  private var anchorTime: TimeInterval = 0
  private var running = false
  private var reversed = false
  /// Seconds the whole fraction takes now: ``duration``, or what
  /// ``continueAnimation(withTimingParameters:durationFactor:)`` made it.
  private var effectiveDuration: TimeInterval
  /// Bumped whenever a scheduled end no longer holds (pause, reverse, stop).
  private var generation = 0
  /// From and to values of the properties animated when the animator stopped, for
  /// ``finishAnimation(at:)``.
  private var stoppedValues: [AnimatedValues] = []

  /// An animator with a named curve.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of damping ratio `ratio` (1: no overshoot).
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator with the given timing; the designated initializer.
  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = max(0, duration)
    effectiveDuration = max(0, duration)
    timingParameters = parameters
    curve = parameters.timingCurve(duration: max(0, duration))
    super.init()
  }

  /// An animator that starts at once (after `delay`), with the curve `options` chooses
  /// (Apple: transition and direction options are ignored), and one completion. The result
  /// may be dropped (Swift imports it `@discardableResult`): a running animator is kept alive
  /// until it finishes or is stopped, as UIKit keeps it.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: - Blocks

  /// Adds an animation block: run over the whole duration when added before the start,
  /// over the remaining time (at once) while active (Apple, `addAnimations(_:)`).
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds an animation block that starts `delayFactor` × the remaining duration later and
  /// ends with the others (Apple, `addAnimations(_:delayFactor:)`: 0.5 of a 2 s animator
  /// not yet started waits 1 s).
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(max(Double(delayFactor), 0), 1)
    switch state {
    case .inactive: pendingAnimations.append((animation, factor))
    case .active:
      let now = currentFraction(at: clockNow)
      runBlock(animation, from: now + factor * (1 - now))
    case .stopped: break
    }
  }

  /// Adds a block to run when the animations end, after those added before it.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Running

  /// Whether the animations are running: active and not paused.
  public var isRunning: Bool { state == .active && running }

  /// Whether the animations run towards their start. Reversing a running animator turns it
  /// round where it is; when it reaches the start the completions get `.start` and the
  /// views keep their start values.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      rebase()
      reversed = newValue
      if isRunning { scheduleEnd() }
    }
  }

  /// How far along the animations are, 0...1 of the duration (time, not the curve's
  /// progress). Setting it moves a paused animator there (an inactive one is started
  /// paused first, as `pauseAnimation()` does); a running animator ignores it.
  public var fractionComplete: CGFloat {
    get { CGFloat(state == .inactive ? 0 : currentFraction(at: clockNow)) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, !running else { return }
      anchorFraction = min(max(Double(newValue), 0), 1)
    }
  }

  /// Starts the animations now, or resumes paused ones from where they are.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations `delay` seconds from now (the delay counts only when the animator
  /// was inactive).
  public func startAnimation(afterDelay delay: TimeInterval) {
    switch state {
    case .stopped: return  // UIKit raises: a stopped animator cannot start.
    case .inactive:
      self.delay = max(0, delay)
      activate()
      anchorTime = clockNow + self.delay
    case .active:
      guard !running else { return }
      anchorTime = clockNow
    }
    running = true
    scheduleEnd()
  }

  /// Resumes a paused animator with the whole animation now taking `durationFactor` × the
  /// original ``duration`` (Apple: "multiplied by the original duration value to obtain the
  /// new duration"), so the rest runs over (1 − ``fractionComplete``) of that. The model
  /// keeps the animations' timing curve (UIKit may blend towards `parameters`' curve; how is
  /// not documented). Does nothing unless the animator is active and paused.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !running else { return }
    if durationFactor > 0 { effectiveDuration = duration * Double(durationFactor) }
    anchorTime = clockNow
    running = true
    scheduleEnd()
  }

  /// Pauses the animations where they are; an inactive animator starts, paused at 0.
  public func pauseAnimation() {
    switch state {
    case .stopped: return
    case .inactive: activate()
    case .active: rebase()
    }
    running = false
    generation += 1
  }

  /// Stops the animations where they are: the views take the values shown now. With
  /// `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it
  /// is stopped until ``finishAnimation(at:)`` (Apple, `stopAnimation(_:)`).
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let now = clockNow
    stoppedValues = animatedViews.map { AnimatedValues(view: $0, driver: self) }
    settleViews(at: now) { $0.current }
    running = false
    generation += 1
    state = withoutFinishing ? .inactive : .stopped
    if withoutFinishing { reset() }
  }

  /// Ends a stopped animator: the views take the animations' start or end values, or keep
  /// the current ones, and the completions run with `finalPosition`, in the order added.
  /// Does nothing unless the animator is stopped (UIKit raises then).
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    for values in stoppedValues {
      switch finalPosition {
      case .start: values.apply(\.start)
      case .end: values.apply(\.end)
      case .current: break
      }
    }
    finish(at: finalPosition)
  }

  // MARK: - AnimationDriver

  /// The driven animations' time fraction; nil once the animator is inactive again.
  func fraction(at time: TimeInterval) -> Double? {
    state == .inactive ? nil : currentFraction(at: time)
  }

  func noteAnimated(_ view: UIView) {
    if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
  }

  var isScrubbingLinearly: Bool { scrubsLinearly && state == .active && !running }

  // MARK: - Private

  /// The clock of the animated hierarchy; zero before anything was animated.
  private var clockNow: TimeInterval { animatedViews.first?.animationClock.now ?? 0 }

  private func currentFraction(at time: TimeInterval) -> Double {
    guard running else { return anchorFraction }
    let elapsed = effectiveDuration > 0 ? max(0, time - anchorTime) / effectiveDuration : 1
    return min(max(anchorFraction + (reversed ? -elapsed : elapsed), 0), 1)
  }

  /// Freezes the current fraction as the new anchor.
  private func rebase() {
    let now = clockNow
    anchorFraction = currentFraction(at: now)
    anchorTime = now
  }

  /// Becomes active and runs the waiting blocks.
  private func activate() {
    state = .active
    anchorFraction = 0
    let blocks = pendingAnimations
    pendingAnimations = []
    for (block, factor) in blocks { runBlock(block, from: factor) }
  }

  /// Runs `block` with its animations taking the fraction from `start` to the end.
  private func runBlock(_ block: () -> Void, from start: Double) {
    AnimationTransaction.begin(
      driver: self, segmentStart: start, length: 1 - start, curve: curve,
      duration: max(duration, .leastNonzeroMagnitude))
    block()
    _ = AnimationTransaction.end()
  }

  /// Schedules the moment the fraction reaches its end, on the animated hierarchy's clock
  /// (on the next run-loop turn when nothing was animated). The scheduled step holds the
  /// animator strongly: UIKit keeps a running animator alive until it finishes or is
  /// stopped, so one the app let go of (`runningPropertyAnimator`, fired and forgotten, or
  /// one replaced by a later animator) still ends and runs its completions.
  private func scheduleEnd() {
    generation += 1
    let expected = generation
    let remaining = (reversed ? anchorFraction : 1 - anchorFraction) * effectiveDuration
    guard let view = animatedViews.first else {
      MainRunLoop.perform { self.reachEnd(expected) }
      return
    }
    let clock = view.animationClock
    let due = max(anchorTime, clock.now) + remaining
    clock.noteAnimation(until: due)
    clock.schedule(after: due - clock.now) { _ in self.reachEnd(expected) }
  }

  private func reachEnd(_ expected: Int) {
    guard expected == generation, isRunning else { return }
    if pausesOnCompletion {
      anchorFraction = reversed ? 0 : 1
      running = false
      return
    }
    let position: UIViewAnimatingPosition = reversed ? .start : .end
    settleViews(at: clockNow) { position == .start ? $0.start : $0.end }
    finish(at: position)
  }

  /// Ends the driven animations of every animated view, giving each property the value
  /// `pick` chooses.
  private func settleViews(
    at time: TimeInterval, _ pick: (AnimatedValues.Triple) -> AnimatedValues.Values
  ) {
    for view in animatedViews {
      AnimatedValues(view: view, driver: self).apply { pick($0) }
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    state = .inactive
    running = false
    generation += 1
    let blocks = completions
    reset()
    for completion in blocks { completion(position) }
  }

  private func reset() {
    completions = []
    animatedViews = []
    effectiveDuration = duration
    stoppedValues = []
    anchorFraction = 0
  }
}
