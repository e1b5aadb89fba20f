import Foundation

/// A frame animation in flight: what a view's presentation layer shows between two frames.
struct PresentationAnimation {
  var from: CGRect
  var to: CGRect
  var start: TimeInterval
  var duration: TimeInterval
  /// The timing curve: ease-in-ease-out unless the block chose another (§A16).
  var curve: AnimationCurve = .easeInOut

  /// The frame at `time`: `from` before the start, `to` after the end, along the timing
  /// curve in between.
  func frame(at time: TimeInterval) -> CGRect {
    guard duration > 0, time < start + duration else { return to }
    let t = CGFloat(curve.progress(at: max(0, (time - start) / duration)))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    return CGRect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
      width: mix(from.width, to.width), height: mix(from.height, to.height))
  }
}
