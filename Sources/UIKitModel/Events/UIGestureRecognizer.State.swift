extension UIGestureRecognizer {
  /// Where a recognizer is in recognising its gesture, with UIKit's raw values.
  public enum State: Int, Sendable, Hashable {
    /// No gesture yet (the start, and where a recognizer goes back to).
    case possible = 0
    /// A continuous gesture started.
    case began = 1
    /// A continuous gesture moved.
    case changed = 2
    /// A gesture ended; a discrete gesture (a tap) was recognised.
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The touches did not make this gesture.
    case failed = 5

    /// A discrete gesture was recognised: the same value as ``ended``.
    public static let recognized = State.ended
  }
}
