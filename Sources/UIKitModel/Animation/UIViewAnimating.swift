public import Foundation

/// An animation an app can start, pause, scrub, reverse and stop (UIKit's
/// `UIViewAnimating`); `UIViewPropertyAnimator` adopts it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// Inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are running (active and not paused).
  var isRunning: Bool { get }
  /// Whether the animations run backwards, towards their start values.
  var isReversed: Bool { get set }
  /// How far along the animations are, 0...1 of the duration.
  var fractionComplete: CGFloat { get set }
  /// Starts, or resumes, the animations.
  func startAnimation()
  /// Starts the animations after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animator at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animation and completion blocks (UIKit's
/// `UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds an animation block.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animation block that starts `delayFactor` of the remaining duration later.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block to run when the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with a new duration factor (and timing).
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
