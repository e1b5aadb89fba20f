public import Foundation

/// A running layer animation as ``CALayer/animation(forKey:)`` reports it: Core Animation's
/// `CAAnimation`, with the timing properties the model knows. Reading only: the model does
/// not run animations added to layers.
open class CAAnimation: NSObject {
  /// The length of one cycle, in seconds.
  open var duration: TimeInterval = 0
  /// When it starts, in seconds on the hierarchy's ``AnimationClock``.
  open var beginTime: TimeInterval = 0
  /// How many times it repeats; `.infinity` for `UIView.AnimationOptions.repeat`.
  open var repeatCount: Float = 0
  /// Whether each cycle runs back after running forward.
  open var autoreverses = false
}

/// An animation of one layer property (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
  /// The layer key path it animates, such as `"position"` or `"opacity"`.
  open var keyPath: String?

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values of a layer property (`CABasicAnimation`).
open class CABasicAnimation: CAPropertyAnimation {}
