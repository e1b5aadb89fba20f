import Foundation
import Testing
import UIKitModel

/// The model's run-loop turns: work deferred with `MainRunLoop.perform` (as `RunLoop.main.perform`
/// defers it on a device, RunLoop API reference) runs at the next turn, in order, and work it
/// defers runs in the same turn; the animation clock turns the loop as time passes.
@MainActor
@Suite("Main run loop turns")
struct MainRunLoopTests {
  @Test("deferred work waits for the turn and runs oldest first")
  func order() {
    var log: [String] = []
    MainRunLoop.perform { log.append("a") }
    MainRunLoop.perform { log.append("b") }
    #expect(log.isEmpty)
    #expect(MainRunLoop.hasDeferredWork)
    MainRunLoop.turn()
    #expect(log == ["a", "b"])
    #expect(!MainRunLoop.hasDeferredWork)
  }

  @Test("work deferred by deferred work runs in the same turn, after what was already waiting")
  func nested() {
    var log: [String] = []
    MainRunLoop.perform {
      log.append("a")
      MainRunLoop.perform { log.append("c") }
    }
    MainRunLoop.perform { log.append("b") }
    MainRunLoop.turn()
    #expect(log == ["a", "b", "c"])
  }

  @Test("work that always defers more stops after maxRounds rounds; the rest waits")
  func bounded() {
    var count = 0
    var stop = false
    func again() {
      count += 1
      if !stop { MainRunLoop.perform { again() } }
    }
    MainRunLoop.perform { again() }
    MainRunLoop.turn()
    #expect(count == MainRunLoop.maxRounds)
    #expect(MainRunLoop.hasDeferredWork)
    stop = true
    MainRunLoop.turn()
    #expect(count == MainRunLoop.maxRounds + 1)
    #expect(!MainRunLoop.hasDeferredWork)
  }

  @Test("a completion's deferred work runs before a later completion")
  func clockTurns() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(a)
    root.addSubview(b)
    var log: [String] = []
    UIView.animate(withDuration: 0.1, animations: { a.alpha = 0 }) { _ in
      log.append("first")
      MainRunLoop.perform { log.append("deferred") }
    }
    UIView.animate(withDuration: 0.2, animations: { b.alpha = 0 }) { _ in log.append("second") }
    root.animationClock.advance(by: 1)
    #expect(log == ["first", "deferred", "second"])
  }

  /// Swift Testing runs a @MainActor test as a block on the main queue (on Linux on the worker
  /// thread that drains it, on macOS inside the run loop's main-queue callback); libdispatch
  /// cannot drain the queue from inside one of its own blocks, so a turn must leave a
  /// `DispatchQueue.main.async` block waiting, not crash or run it out of order
  /// (CONFORMANCE.md AL-UIK-030).
  @Test("inside a main-queue block a turn leaves the real main queue alone")
  func realQueueInsideMainQueueBlock() {
    final class Box: @unchecked Sendable { var ran = false }
    let box = Box()
    DispatchQueue.main.async { box.ran = true }
    MainRunLoop.turn()
    #expect(!box.ran)
  }
}
