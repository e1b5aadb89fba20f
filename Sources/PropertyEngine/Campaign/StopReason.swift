/// Why a campaign stopped.
///
/// ```swift
/// print(StopReason.caseBudgetExhausted.description)  // ran every case in the budget
/// ```
public enum StopReason: Hashable, Sendable, CustomStringConvertible {
  /// Every case in the case budget (or this shard's part of it) ran.
  case caseBudgetExhausted
  /// The wall-time budget ran out first.
  case timeBudgetExhausted
  /// A counterexample was found and the campaign stops at the first one.
  case counterexampleFound
  /// A health check failed, so further results would mean little.
  case healthCheckFailed(HealthCheck)
  /// ``CampaignConfiguration/interruption`` was raised (Ctrl-C, SIGTERM).
  case interrupted

  /// A short machine name for the JSON schema.
  public var name: String {
    switch self {
    case .caseBudgetExhausted: "caseBudgetExhausted"
    case .timeBudgetExhausted: "timeBudgetExhausted"
    case .counterexampleFound: "counterexampleFound"
    case .healthCheckFailed: "healthCheckFailed"
    case .interrupted: "interrupted"
    }
  }

  /// A human sentence.
  public var description: String {
    switch self {
    case .caseBudgetExhausted: "ran every case in the budget"
    case .timeBudgetExhausted: "the time budget ran out"
    case .counterexampleFound: "stopped at the first counterexample"
    case .healthCheckFailed(let check): "health check failed: \(check)"
    case .interrupted: "interrupted"
    }
  }
}
