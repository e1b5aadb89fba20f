public import Foundation

// UIView.animate on the virtual clock (autolayout-and-layout-testing.md §A16): the block
// runs at once, frames it lays out become presentation animations, and the completion runs
// on a later clock advance with `finished == true`, never inside `animate`.

extension UIView {
  /// Options of an animation; the model keeps only the timing, so these are accepted and
  /// ignored.
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
    /// The default ease-in-ease-out curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Runs `animations` now and animates the frames it lays out over `duration` seconds.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `animations` now; `completion` runs on a later clock advance, when the
  /// animation has ended (at once on the next advance for a duration ≤ 0).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Runs `animations` now; frames animate from `delay` seconds on for `duration` seconds.
  ///
  /// The animation belongs to the hierarchy of the first view the block touched: a view it
  /// wrote an animatable property of (``alpha``, ``isHidden``, ``backgroundColor``), asked for
  /// layout (a frame, a constraint) or laid out. That hierarchy's ``animationClock`` runs
  /// `completion` once `delay + duration` seconds have passed, and reports
  /// ``AnimationClock/isAnimating`` until then, as UIKit runs the completion when the
  /// animation ends (autolayout-and-layout-testing.md §A16). A block that touched no view has
  /// no hierarchy to time it; its completion runs on the main actor's next turn, as UIKit's
  /// fires right away when nothing animatable changed (§A16) — that choice is the model's.
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
    AnimationTransaction.begin(duration: duration, delay: delay)
    animations()
    let context = AnimationTransaction.end()
    let length = max(0, duration) + max(0, delay)
    guard let clock = context?.root?.animationClock else {
      if let completion { Task { @MainActor in completion(true) } }
      return
    }
    if duration > 0 { clock.noteAnimation(until: clock.now + length) }
    guard let completion else { return }
    clock.schedule(after: length, completion)
  }

  /// The spring variant; the model animates it like the plain one.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
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
  /// - Returns: The interpolated frame (linear, §A16).
  public func presentationFrame(at time: TimeInterval) -> CGRect {
    guard let presentation else { return storedFrame }
    return presentation.frame(at: time)
  }
}
