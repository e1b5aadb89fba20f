/// Where an animator's animations ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At their final values.
  case end = 0
  /// At their starting values.
  case start = 1
  /// Where they were when stopped.
  case current = 2
}
