import Foundation

/// The `UIView.animate` blocks running now, innermost last, and what they animated.
@MainActor
enum AnimationTransaction {
  @MainActor struct Context {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: AnimationCurve
    /// The views the block animated, for its completion.
    let group = AnimationGroup()
    /// The hierarchy of the first view the block animated; its clock runs the completion.
    /// Not a strong reference: an app view changed in its own `deinit` inside an animation
    /// block (deactivating its constraints) may be that root, and the block must not keep it
    /// past its deallocation.
    @WeakView var root: UIView? = nil
  }

  @exclusivity(unchecked) static var stack: [Context] = []
  /// Depth of `performWithoutAnimation` blocks.
  @exclusivity(unchecked) static var suppressed = 0

  /// Starts an animation block. Inside another block it takes the outer block's duration
  /// and curve unless `options` override them ("Nesting Animation Blocks", View Programming
  /// Guide for iOS: nested animations inherit the parent's duration and curve unless
  /// `.overrideInheritedDuration` / `.overrideInheritedCurve`); its delay stays its own.
  static func begin(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    curve: AnimationCurve
  ) {
    var duration = duration
    var curve = curve
    if let outer = stack.last {
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    stack.append(Context(duration: duration, delay: delay, curve: curve))
  }

  /// Ends the innermost block and returns what it animated.
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
        to: new, start: running.start, duration: running.duration, curve: running.curve)
      return
    }
    let clock = view.animationClock
    let shown = view.presentation?.frame(at: clock.now) ?? old
    let start = clock.now + context.delay
    view.presentation = PresentationAnimation(
      from: shown, to: new, start: start, duration: context.duration, curve: context.curve)
    noteAnimation(of: view, in: context)
  }

  /// The block wrote an animatable property of `view` (alpha, hidden, background colour).
  static func noteWrite(to view: UIView) {
    guard suppressed == 0, let context = stack.last, context.duration > 0 else { return }
    noteAnimation(of: view, in: context)
  }

  /// Adds `view` to the innermost block's animations, which run on the clock of the first
  /// view's hierarchy until delay + duration.
  private static func noteAnimation(of view: UIView, in context: Context) {
    context.group.note(view)
    let clock = view.animationClock
    clock.noteAnimation(until: clock.now + context.delay + context.duration)
    guard context.root == nil else { return }
    stack[stack.count - 1].root = view.rootView
  }
}
