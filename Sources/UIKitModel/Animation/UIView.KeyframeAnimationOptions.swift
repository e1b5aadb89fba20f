import Foundation

extension UIView {
  /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`, same bits).
  ///
  /// The shared bits mean what they mean in ``UIView/AnimationOptions``. The overall timing
  /// curve of the animation is ease-in-ease-out; app code picks another by passing
  /// `UIView.AnimationOptions`' curve bits through `init(rawValue:)`, which UIKit honours
  /// though it does not declare them here. The model runs every calculation mode as
  /// `.calculationModeLinear` except `.calculationModeDiscrete`, which holds each keyframe's
  /// start value until its end (paced and cubic modes smooth the path through several values,
  /// which the model does not, CONFORMANCE.md AL-UIK-074).
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews during the animation (no effect).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Allows touches during the animation (no effect).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from what is shown (what the model always does).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever; the completion is never called.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs back after running forward, taking twice the duration.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// A nested animation keeps its own duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// A nested animation does not inherit repeat and autoreverse.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframe values (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's value jumps in at its end.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even speed across keyframes (run as linear).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the values (run as linear).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at even speed (run as linear).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}
