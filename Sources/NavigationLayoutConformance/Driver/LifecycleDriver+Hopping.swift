import Dispatch
import Foundation
import UIKitModel

// Running a case from off the main thread, one hop to the main actor per step.
//
// Swift Testing on Linux runs tests on a thread pool and serves the main queue from a worker
// thread (after dispatchMain()): a main-queue block cannot drain the queue it runs on, so a
// case run inside one hop never sees the delegate's `DispatchQueue.main.async` blocks or
// `Task { @MainActor in … }` jobs until it is over. Taking each event, and each check, in its
// own hop lets the main queue run them in between, in the order they were queued, as the run
// loop turns between the SDK's callbacks on a device.

extension LifecycleDriver {
  /// ``run(_:checking:)`` for a caller off the main thread: each event and each check in its
  /// own hop, the main queue's waiting blocks run between them (``MainActorHop/letMainQueueRun()``).
  ///
  /// - Parameters:
  ///   - driver: The driver (made on the main actor).
  ///   - scenario: The scenario.
  ///   - checking: False to only record the step snapshots.
  /// - Returns: The record, as ``run(_:checking:)`` gives it.
  nonisolated static func runHopping(
    _ driver: MainActorBox<LifecycleDriver>, _ scenario: Scenario, checking: Bool
  ) throws -> CaseRecord {
    let run = try MainActorHop.run {
      MainActorBox(value: try CaseRun(driver.value, scenario, checking: checking))
    }
    defer {
      // The case is over: model work still deferred is dropped, as run(_:checking:) does.
      MainActorHop.run { MainRunLoop.withTurns {} }
    }
    while try MainActorHop.run({ try run.value.applyNext() }) {
      MainActorHop.letMainQueueRun()
      let goesOn = MainActorHop.run { () -> Bool in
        MainRunLoop.turn()
        return run.value.checkApplied()
      }
      guard goesOn else { break }
    }
    return MainActorHop.run { run.value.record }
  }
}

/// A main-actor value carried through a hop: made, used and released only on the main actor
/// (``MainActorHop``), so the unchecked sendability is never exercised across threads at once.
struct MainActorBox<Value>: @unchecked Sendable {
  let value: Value
}
