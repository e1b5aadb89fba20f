/// The turns of the main run loop between the SDK's callbacks (model-only API).
///
/// On a device the main run loop turns between two SDK callbacks: work an app deferred to
/// the main queue or the main actor runs before the next callback, and so does the
/// completion of an animation block that animated nothing. The model has no run loop of its
/// own; a harness calls ``turn()`` where a device's would have turned (the SDK simulator does
/// after each event and while settling, the ``AnimationClock`` after each completion and each
/// advance). A turn runs, until none is left (at most ``maxRounds`` rounds):
///
/// 1. the model's own deferred work (``perform(_:)``), oldest first;
/// 2. the real main dispatch queue — `DispatchQueue.main.async` blocks and
///    `Task { @MainActor in … }` jobs, whose executor is the main queue — when the caller is
///    the main thread outside any main-queue block, as in a command-line tool. A main-queue
///    block cannot drain the queue it runs on: under Swift Testing, which reaches the main
///    actor through `DispatchQueue.main.sync`, those blocks run only after the check returns.
///    `DispatchQueue.main.asyncAfter` blocks join the queue when their wall-clock deadline
///    passes, so they run at the first turn after it, not on any virtual clock.
///
/// ```swift
/// MainRunLoop.perform { print("deferred") }
/// MainRunLoop.turn()  // deferred
/// ```
@preconcurrency @MainActor
public enum MainRunLoop {
  /// Work deferred to the next turn, oldest first.
  @exclusivity(unchecked) private static var deferred: [@MainActor () -> Void] = []
  /// The most rounds one turn runs: work that defers more work in every round would
  /// otherwise never let the turn end.
  public static let maxRounds = 100

  /// Whether model work waits for the next turn (the real main queue cannot be asked).
  public static var hasDeferredWork: Bool { !deferred.isEmpty }

  /// Defers `work` to the next turn, as `RunLoop.main.perform` does on a device.
  public static func perform(_ work: @escaping @MainActor () -> Void) {
    deferred.append(work)
  }

  /// Runs the deferred work and drains the real main queue when that is safe, round after
  /// round while either left work behind.
  public static func turn() {
    for _ in 0..<maxRounds {
      MainDispatchQueueDrain.drainIfSafe()
      guard !deferred.isEmpty else { return }
      let batch = deferred
      deferred.removeAll()
      for work in batch { work() }
    }
  }

  /// Runs `body`, one conformance case, with the thread check of the real-queue drain made
  /// once for all its turns; model work still deferred when it returns is dropped unrun (the
  /// case is over, and its objects are about to go).
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns.
  public static func withTurns<T>(_ body: () throws -> T) rethrows -> T {
    let outer = MainDispatchQueueDrain.onMainThread
    _ = MainDispatchQueueDrain.checkThread()
    defer {
      deferred.removeAll()
      MainDispatchQueueDrain.onMainThread = outer
    }
    return try body()
  }
}
