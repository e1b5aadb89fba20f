import Dispatch
import GoogleNavigationModel
import Foundation

/// Runs main-actor work from any thread, synchronously: directly on the main thread (XCTest,
/// command-line tools), else through the main queue (Swift Testing runs tests on a pool).
enum MainActorHop {
  static func run<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread {
      return try MainActor.assumeIsolated { try body() }
    }
    let work = body
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try work() } }
  }

  /// Waits, off the main thread, until the main queue has run the blocks queued on it so far,
  /// and those they queue in turn (two rounds): each empty `sync` block runs after every block
  /// enqueued before it. Does nothing on the main thread, which drains the queue itself
  /// (``MainRunLoop``).
  static func letMainQueueRun() {
    guard !Thread.isMainThread else { return }
    for _ in 0..<rounds { DispatchQueue.main.sync {} }
  }

  /// How many rounds ``letMainQueueRun()`` waits: a block queued from a queued block runs in
  /// the second.
  static let rounds = 2
}

/// A delegate factory the engine's `@Sendable` property body may hold: it is only ever called
/// on the main actor.
struct DelegateFactory: @unchecked Sendable {
  let make: @MainActor () -> any NavigationLayoutDelegate
}
