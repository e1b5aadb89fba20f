import Foundation

/// The `UIView.animate` blocks running now, innermost last, and what they touched.
@MainActor
enum AnimationTransaction {
  @MainActor struct Context {
    var duration: TimeInterval
    var delay: TimeInterval
    /// The first hierarchy the block changed; its clock runs the completion. Not a strong
    /// reference: an app view changed in its own `deinit` inside an animation block
    /// (deactivating its constraints) may be that root, and the block must not keep it past
    /// its deallocation.
    @WeakView var root: UIView? = nil
  }

  @exclusivity(unchecked) static var stack: [Context] = []
  /// Depth of `performWithoutAnimation` blocks.
  @exclusivity(unchecked) static var suppressed = 0

  /// Starts an animation block.
  static func begin(duration: TimeInterval, delay: TimeInterval) {
    stack.append(Context(duration: duration, delay: delay))
  }

  /// Ends the innermost block and returns what it touched.
  static func end() -> Context? { stack.popLast() }

  /// A frame the engine wrote: animated inside a block with positive duration. Outside one,
  /// a running animation keeps running on top of the new frame, as UIKit's additive view
  /// animations do (since iOS 8): the offset still to close carries over, so a view that
  /// snaps while its neighbour slides does not jump ahead of it.
  static func noteFrameChange(of view: UIView, from old: CGRect, to new: CGRect) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else {
      guard let running = view.presentation,
        view.animationClock.now < running.start + running.duration
      else {
        view.presentation = nil
        return
      }
      view.presentation = PresentationAnimation(
        from: CGRect(
          x: running.from.minX + new.minX - running.to.minX,
          y: running.from.minY + new.minY - running.to.minY,
          width: running.from.width + new.width - running.to.width,
          height: running.from.height + new.height - running.to.height),
        to: new, start: running.start, duration: running.duration)
      return
    }
    let clock = view.animationClock
    let shown = view.presentation?.frame(at: clock.now) ?? old
    let start = clock.now + context.delay
    view.presentation = PresentationAnimation(
      from: shown, to: new, start: start, duration: context.duration)
    clock.noteAnimation(until: start + context.duration)
    touch(view)
  }

  /// A constraint constant changed.
  static func noteChange(of constraint: NSLayoutConstraint) {
    guard !stack.isEmpty, let view = constraint.installer else { return }
    touch(view)
  }

  /// A view asked for layout.
  static func noteLayoutRequest(in view: UIView) {
    guard !stack.isEmpty else { return }
    touch(view)
  }

  /// The block wrote an animatable property of `view` (alpha, hidden, background colour).
  static func noteWrite(to view: UIView) {
    guard !stack.isEmpty else { return }
    touch(view)
  }

  private static func touch(_ view: UIView) {
    guard var context = stack.last, context.root == nil else { return }
    context.root = view.rootView
    stack[stack.count - 1] = context
  }
}
