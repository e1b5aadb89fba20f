private import Synchronization

/// A request to stop a running campaign early, from another thread: a signal handler
/// (Ctrl-C), a test, a watchdog. The campaign checks it before each batch of cases, finishes
/// the case (and the shrink) under way, and ends with ``StopReason/interrupted``.
///
/// ```swift
/// let interruption = CampaignInterruption()
/// var configuration = CampaignConfiguration()
/// configuration.interruption = interruption
/// // on SIGINT, from a signal source: interruption.request()
/// ```
public final class CampaignInterruption: Sendable {
  private let requested = Atomic<Bool>(false)

  /// Creates a flag that is not raised; `requested` raises it from the start.
  public init(requested: Bool = false) {
    if requested { request() }
  }

  /// Raises the flag; safe from any thread, any number of times.
  public func request() {
    requested.store(true, ordering: .sequentiallyConsistent)
  }

  /// Whether an interruption was requested.
  public var isRequested: Bool {
    requested.load(ordering: .sequentiallyConsistent)
  }
}
