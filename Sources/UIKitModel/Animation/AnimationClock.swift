public import Foundation

/// The virtual clock a view hierarchy's animations run on (model-only API).
///
/// `UIView.animate` applies the block's changes at once and schedules the completion on the
/// clock; nothing runs until the harness calls ``advance(by:)`` (autolayout-and-layout-testing.md
/// §A16: never synchronously inside `animate`). Presentation frames follow the timing curve
/// against ``now``. Time passing turns the main run loop (``MainRunLoop/turn()``): after
/// each completion, and once at the end of every advance.
///
/// ```swift
/// UIView.animate(withDuration: 0.4) { constraint.constant = 0; map.layoutIfNeeded() }
///   completion: { _ in print("done") }
/// map.animationClock.advance(by: 0.2)  // nothing printed; presentation frames half way
/// map.animationClock.advance(by: 0.2)  // done
/// ```
@preconcurrency @MainActor
public final class AnimationClock {
  /// Seconds since the clock started.
  @exclusivity(unchecked) public private(set) var now: TimeInterval = 0
  @exclusivity(unchecked)
  private var pending:
    [(due: TimeInterval, order: Int, group: AnimationGroup?, action: (Bool) -> Void)] = []
  @exclusivity(unchecked) private var counter = 0
  /// When the last registered animation ends.
  @exclusivity(unchecked) private var lastEnd: TimeInterval = 0
  /// Completions of repeating `UIView.animate` blocks: never due, run once with
  /// `finished == false` when their animations are removed (``removeAnimations(of:)``).
  @exclusivity(unchecked)
  private var repeating: [(group: AnimationGroup, action: (Bool) -> Void)] = []

  init() {}

  /// When the last animation registered so far ends, in seconds on this clock; at or before
  /// ``now`` when none runs.
  public var animationEnd: TimeInterval { lastEnd }

  /// Whether an animation is still running or a completion is still waiting.
  public var isAnimating: Bool {
    now < lastEnd || !pending.isEmpty
  }

  /// Moves time forward and runs, in due order, every completion that has come due,
  /// including ones scheduled by completions that run; the main run loop turns after each
  /// completion and at the end, so work they defer runs before later completions.
  public func advance(by seconds: TimeInterval) {
    now += max(0, seconds)
    runDue(upTo: now)
    MainRunLoop.turn()
  }

  /// Advances until no animation runs, no completion waits and no work is deferred to the
  /// main run loop. A `.repeat` animation counts as running for its first cycle only, and a
  /// paused property animator not at all, so this ends; their presentation values keep
  /// cycling or stay frozen after it (CONFORMANCE.md AL-UIK-073).
  public func settle() {
    var rounds = 0
    while isAnimating || MainRunLoop.hasDeferredWork, rounds < 1_000 {
      advance(by: max(lastEnd - now, 0))
      rounds += 1
    }
  }

  private func runDue(upTo limit: TimeInterval) {
    while let index = nextDueIndex(upTo: limit) {
      let entry = pending.remove(at: index)
      entry.action(entry.group?.finished ?? true)
      MainRunLoop.turn()
    }
  }

  private func nextDueIndex(upTo limit: TimeInterval) -> Int? {
    var best: Int?
    for (index, entry) in pending.enumerated() where entry.due <= limit {
      guard let current = best else { best = index; continue }
      let other = pending[current]
      if (entry.due, entry.order) < (other.due, other.order) { best = index }
    }
    return best
  }

  /// Schedules `action` to run `delay` seconds from now, with the `finished` flag of
  /// `group` (true without one).
  func schedule(
    after delay: TimeInterval, group: AnimationGroup? = nil, _ action: @escaping (Bool) -> Void
  ) {
    counter += 1
    pending.append((now + max(0, delay), counter, group, action))
  }

  /// Removes `view`'s running animations from the blocks that animated it: a block none of
  /// whose animations still runs gets its completion on the main run loop's next turn, with
  /// `finished == false` (`CALayer.removeAllAnimations`; UIKit calls the completion when the
  /// animations stop, not inside the call).
  func removeAnimations(of view: UIView) {
    var kept = 0
    for entry in repeating {
      if entry.group.removeAnimation(of: view), entry.group.views.isEmpty {
        let action = entry.action
        MainRunLoop.perform { action(false) }
      } else {
        repeating[kept] = entry
        kept += 1
      }
    }
    repeating.removeLast(repeating.count - kept)
    var index = 0
    while index < pending.count {
      let entry = pending[index]
      guard entry.due > now, let group = entry.group, group.removeAnimation(of: view),
        group.views.isEmpty
      else {
        index += 1
        continue
      }
      pending.remove(at: index)
      let action = entry.action
      MainRunLoop.perform { action(false) }
    }
  }

  /// Keeps the completion of a repeating block, whose animations never end, until they are
  /// removed (`UIView.animate` reference: the completion's `finished` says "whether or not the
  /// animations actually finished before the completion handler was called").
  func scheduleOnRemoval(of group: AnimationGroup, _ action: @escaping (Bool) -> Void) {
    repeating.append((group, action))
  }

  /// Notes that an animation runs until `end`.
  func noteAnimation(until end: TimeInterval) { lastEnd = max(lastEnd, end) }

  /// Takes over the waiting completions of a clock whose hierarchy was attached to this one.
  func absorb(_ other: AnimationClock) {
    for entry in other.pending {
      schedule(after: max(0, entry.due - other.now), group: entry.group, entry.action)
    }
    lastEnd = max(lastEnd, now + max(0, other.lastEnd - other.now))
    other.pending.removeAll()
    repeating += other.repeating
    other.repeating.removeAll()
  }
}
