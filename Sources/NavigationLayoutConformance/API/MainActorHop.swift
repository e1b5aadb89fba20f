import Dispatch
import Foundation
import GoogleNavigationModel

/// Runs main-actor work from any thread, synchronously: in place on the main thread (XCTest,
/// command-line tools) or inside a main-queue block (a `@MainActor` test under Swift Testing,
/// whose main queue a worker thread serves), else through the main queue (Swift Testing runs
/// other tests on a pool).
enum MainActorHop {
  /// Marks the main queue, so code can tell it runs inside a main-queue block on whatever
  /// thread serves it (`Thread.isMainThread` is false there on Linux).
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller is on the main actor already: the main thread, or a main-queue block.
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Whether the caller can hop to the main actor and let the main queue run in between: it is
  /// off the main actor.
  static var canHop: Bool { !isOnMainActor }

  static func run<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if isOnMainActor {
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
    guard canHop else { return }
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

  /// Swift code that makes the delegate, for a printed test: `FoodDeliveryLayoutDelegate()`
  /// when the type of the delegate `make` returns has a plain name (a nested, generic or
  /// private type's does not), else nil.
  @MainActor var typeExpression: String? {
    typeName.map { $0 + "()" }
  }

  /// The delegate's type name when it is plain (see ``typeExpression``), else nil.
  @MainActor var typeName: String? {
    let name = String(describing: type(of: make()))
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }
}
