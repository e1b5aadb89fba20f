/// The log of what the SDK model saw, oldest first: delegate calls, legacy API use, writes
/// inside Google components, `isHidden` writes on hiding-stack views (DESIGN.md §4).
///
/// One recorder belongs to each map view; ``NavigationSimulator/recorder`` exposes it.
///
/// ```swift
/// try simulator.enableNavigation()
/// print(simulator.recorder.callbacks)  // [enableNavigationUI]
/// ```
@preconcurrency @MainActor
public final class NavigationRecorder {
  /// Everything recorded, in order.
  public private(set) var records: [NavigationRecord] = []

  /// Creates an empty recorder.
  public init() {}

  /// The delegate calls, in order.
  public var callbacks: [DelegateCallback] {
    records.compactMap { if case .callback(let callback) = $0 { callback } else { nil } }
  }

  /// The legacy API uses made while a delegate was installed, in order.
  public var legacyUsesWithDelegate: [LegacyLayoutAPI] {
    records.compactMap {
      if case .legacyAPI(let api, true) = $0 { api } else { nil }
    }
  }

  /// The records that break a rule: tampering, managed `isHidden` writes, and legacy API use
  /// with a delegate installed.
  public var violations: [NavigationRecord] {
    records.filter {
      switch $0 {
      case .callback, .legacyAPI(_, false): false
      default: true
      }
    }
  }

  /// Appends a record.
  /// - Parameter record: What happened.
  public func record(_ record: NavigationRecord) {
    records.append(record)
  }

  /// Forgets everything recorded.
  public func removeAll() {
    records.removeAll()
  }
}
