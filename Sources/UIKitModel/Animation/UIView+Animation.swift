public import Foundation

// UIView.animate on the virtual clock (autolayout-and-layout-testing.md §A16): the block
// runs at once, frames it lays out become presentation animations along the block's timing
// curve, and the completion runs on a later clock advance (or run-loop turn), never inside
// `animate`.

extension UIView {
  /// Options of an animation (UIKit's `UIView.AnimationOptions`, same bits). The model acts
  /// on the timing curve and on `.overrideInheritedDuration` / `.overrideInheritedCurve`;
  /// the others are accepted and ignored.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews during the animation.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allows touches during the animation.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the presentation state of a running animation.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely (ignored: the model runs it once).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards (ignored).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the outer block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the outer block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content during the animation (ignored).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides rather than removes views in transitions (ignored).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// A nested block keeps its own options (ignored beyond duration and curve).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// The default ease-in-ease-out curve: control points (0.42, 0) (0.58, 1).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve: control points (0.42, 0) (1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve: control points (0, 0) (0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
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
  /// Animation Blocks").
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
      duration: duration, delay: delay, options: options, curve: AnimationCurve(options: options),
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
    let spring = AnimationCurve.spring(
      damping: Double(dampingRatio), velocity: Double(velocity) * max(0, duration))
    run(
      duration: duration, delay: delay, options: options, curve: spring,
      animations: animations, completion: completion)
  }

  /// Runs one animation block: its changes now, its completion on the animated hierarchy's
  /// clock, or on the next run-loop turn when it animated nothing.
  private class func run(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    curve: AnimationCurve, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    AnimationTransaction.begin(
      duration: max(0, duration), delay: max(0, delay), options: options, curve: curve)
    animations()
    guard let context = AnimationTransaction.end() else { return }
    guard let completion else { return }
    guard let root = context.root, !context.group.views.isEmpty else {
      MainRunLoop.perform { completion(true) }
      return
    }
    root.animationClock.schedule(
      after: context.delay + context.duration, group: context.group, completion)
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
  /// - Returns: The frame along the animation's timing curve (§A16).
  public func presentationFrame(at time: TimeInterval) -> CGRect {
    guard let presentation else { return storedFrame }
    return presentation.frame(at: time)
  }
}
