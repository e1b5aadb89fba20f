/// Where a property animator is in its life (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not running and it may be configured.
  case inactive = 0
  /// Started, running or paused.
  case active = 1
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}
