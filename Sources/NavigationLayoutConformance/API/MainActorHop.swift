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
}

/// A delegate factory the engine's `@Sendable` property body may hold: it is only ever called
/// on the main actor.
struct DelegateFactory: @unchecked Sendable {
  let make: @MainActor () -> any NavigationLayoutDelegate
}
