public import Foundation

// UIView.animate on the virtual clock (autolayout-and-layout-testing.md §A16): the block
// runs at once, frames it lays out become presentation animations along the block's timing
// curve, and the completion runs on a later clock advance (or run-loop turn), never inside
// `animate`.

extension UIView {
  /// Options of an animation (UIKit's `UIView.AnimationOptions`, same bits).
  ///
  /// What the model does with each (CONFORMANCE.md AL-UIK-073): the curve bits pick the
  /// timing curve; `.repeat` runs the animation forever and never calls the completion;
  /// `.autoreverse` runs it forward then back, taking twice the duration, before the view
  /// shows its new value; the `override…` flags stop a nested block inheriting the outer
  /// block's duration, curve or repeat/autoreverse; the transition bits choose
  /// ``transition(with:duration:options:animations:completion:)``'s effect, which draws
  /// nothing here; `.showHideTransitionViews` makes ``transition(from:to:duration:options:completion:)``
  /// hide and show instead of removing and adding. `.beginFromCurrentState` changes nothing:
  /// the model always starts from what is shown, as UIKit's additive animations do.
  /// `.layoutSubviews`, `.allowUserInteraction`, `.allowAnimatedContent` and the
  /// frame-rate bits are accepted and have no effect (the model has no touches, drawing or
  /// frame rate).
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews during the animation (no effect: layout is already animated).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allows touches during the animation (no effect: no touches).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the presentation state of a running animation (what the model always
    /// does).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation forever; its completion is never called.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs each cycle backwards after forwards, taking twice the duration.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the outer block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the outer block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content during the animation; a transition block then animates its changes.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in `transition(from:to:…)` instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block does not inherit the outer block's `.repeat` and `.autoreverse`.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// The default ease-in-ease-out curve: control points (0.42, 0) (0.58, 1).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve: control points (0.42, 0) (1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve: control points (0, 0) (0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition effect.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip about the vertical axis, left edge towards the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, right edge towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolve from one view to the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, top edge towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, bottom edge towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// The system's frame rate (no effect).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second (no effect).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second (no effect).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Runs `animations` now and animates the frames it lays out over `duration` seconds.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `animations` now; `completion` runs once the animation has ended (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Runs `animations` now; frames animate from `delay` seconds on for `duration` seconds,
  /// along the curve `options` chooses (ease-in-ease-out by default).
  ///
  /// The animation belongs to the hierarchy of the first view the block animated: a view
  /// whose frame it laid out to a new value, or whose animatable property (``alpha``,
  /// ``isHidden``, ``backgroundColor``) it wrote. That hierarchy's ``animationClock`` runs
  /// `completion` once `delay + duration` seconds have passed, and reports
  /// ``AnimationClock/isAnimating`` until then, as UIKit runs the completion when the
  /// animation ends (autolayout-and-layout-testing.md §A16), with `finished == false` if
  /// ``CALayer/removeAllAnimations()`` stopped one of them first. A block that animated
  /// nothing (no frame moved, no property written, a duration ≤ 0, or inside
  /// ``performWithoutAnimation(_:)``) runs its completion with `finished == true` on the main
  /// run loop's next turn (``MainRunLoop``), never inside `animate`.
  ///
  /// Nested in another block, the block takes the outer block's duration and curve unless
  /// `options` holds ``AnimationOptions/overrideInheritedDuration`` or
  /// ``AnimationOptions/overrideInheritedCurve`` (View Programming Guide for iOS, "Nesting
  /// Animation Blocks"). With ``AnimationOptions/autoreverse`` the completion waits
  /// `delay + 2 × duration`; with ``AnimationOptions/repeat`` it is called only when
  /// ``CALayer/removeAllAnimations()`` (or leaving the window) removes the animations, once,
  /// with `finished == false`, and the
  /// clock counts the animation as running for its first cycle only, so a settled checkpoint
  /// judges the view at its new value (CONFORMANCE.md AL-UIK-073).
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3, animations: { v.alpha = 0 }) { _ in print("gone") }
  /// root.animationClock.advance(by: 0.1)  // nothing printed
  /// root.animationClock.advance(by: 0.2)  // gone
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, options: options, curve: TimingCurve(options: options),
      animations: animations, completion: completion)
  }

  /// The spring variant: frames follow a damped spring (see
  /// ``animate(withDuration:delay:options:animations:completion:)`` for everything else).
  ///
  /// `dampingRatio` is 1 for no overshoot and smaller for more oscillation; `velocity` is the
  /// initial speed in animation distances per second. UIKit does not document its spring's
  /// stiffness: the model settles the oscillation to 0.1 % of the distance by the end of
  /// `duration`, and treats a damping ratio above 1 as 1.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = TimingCurve.spring(
      damping: Double(dampingRatio), velocity: Double(velocity) * max(0, duration))
    run(
      duration: duration, delay: delay, options: options, curve: spring,
      animations: animations, completion: completion)
  }

  /// The iOS 17 spring: `duration` is the spring's perceptual duration and `bounce` 0 for
  /// none (critical damping) up to 1; the model maps it to a damping ratio of `1 − bounce`
  /// (a negative bounce, over-damped, to 1) and, as for every spring it runs, settles the
  /// spring and calls the completion at the end of `duration` (a model choice: UIKit's
  /// completion waits until the spring has settled, later than `duration`).
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: 1 - min(max(bounce, 0), 1),
      initialSpringVelocity: velocity, options: options, animations: animations,
      completion: completion)
  }

  /// Runs one animation block: its changes now, its completion on the animated hierarchy's
  /// clock, or on the next run-loop turn when it animated nothing.
  class func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    curve: TimingCurve, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    AnimationTransaction.begin(
      duration: max(0, duration), delay: max(0, delay), options: options, curve: curve)
    animations()
    guard let context = AnimationTransaction.end() else { return }
    complete(context, completion)
  }

  /// Schedules the completion of a block that ended: on the animated hierarchy's clock when
  /// the animations end, on the next run-loop turn when it animated nothing, never for a
  /// repeating animation until its animations are removed.
  class func complete(
    _ context: AnimationTransaction.Context, _ completion: ((Bool) -> Void)?
  ) {
    guard let completion else { return }
    guard let root = context.root, !context.group.views.isEmpty else {
      MainRunLoop.perform { completion(true) }
      return
    }
    // A repeating animation never ends: its completion runs only when its animations are
    // removed, with `finished == false`.
    guard !context.repeats else {
      root.animationClock.scheduleOnRemoval(of: context.group, completion)
      return
    }
    let cycle = context.autoreverses ? 2 * context.duration : context.duration
    root.animationClock.schedule(after: context.delay + cycle, group: context.group, completion)
  }

  /// Runs `actionsWithoutAnimation` with animation off, even inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationTransaction.suppressed += 1
    actionsWithoutAnimation()
    AnimationTransaction.suppressed -= 1
  }

  /// The clock of this view's hierarchy (model-only API).
  public var animationClock: AnimationClock { ensuredRootState.clock }

  /// The frame on screen now, in the superview's coordinates: between the old and new frame
  /// while an animation runs, else ``frame`` (model-only API).
  public var presentationFrame: CGRect {
    presentationFrame(at: animationClock.now)
  }

  /// The frame on screen at `time` on the hierarchy's clock, in the superview's coordinates,
  /// if nothing else changes before then (model-only API): lets a checker sample a running
  /// animation without moving the clock, which would run completions early.
  ///
  /// - Parameter time: Seconds on ``animationClock``; times past the animation's end give
  ///   ``frame``.
  /// - Returns: The frame along the animation's timing curve (§A16); with a ``transform``
  ///   (or one animating), the bounding box of the bounds transformed by the transform shown
  ///   at `time`, as ``frame`` is.
  public func presentationFrame(at time: TimeInterval) -> CGRect {
    let untransformed = presentationUntransformedFrame(at: time)
    guard transformAnimation != nil || hasVisualTransform else { return untransformed }
    return Self.visualFrame(
      of: untransformed, transform: presentationTransform(at: time),
      anchorPoint: layerAnchorPoint)
  }

  /// The laid-out rectangle (centre ± half the bounds) shown at `time`, before the transform
  /// (model-only API).
  public func presentationUntransformedFrame(at time: TimeInterval) -> CGRect {
    guard let presentation else { return storedFrame }
    return presentation.value(at: time)
  }

  /// The transform shown at `time` on the hierarchy's clock (model-only API): part way
  /// between the old and new ``transform`` while an animation of it runs, interpolated by
  /// decomposition (translation, scale and rotation each linearly along the timing curve).
  public func presentationTransform(at time: TimeInterval) -> CGAffineTransform {
    transformAnimation?.value(at: time) ?? transform
  }
}
