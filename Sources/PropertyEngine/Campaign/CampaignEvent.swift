/// Something that happened during a campaign; recorders turn events into text.
///
/// Events carry no timings and no hashed-collection order, so the same seed and configuration
/// give the same event stream, byte for byte, once recorded.
///
/// ```swift
/// let event = CampaignEvent.shrinkStepAccepted(pass: "delete spans", choiceCount: 5)
/// print(event.kind)  // shrinkStepAccepted
/// ```
public enum CampaignEvent: Hashable, Sendable {
  /// The campaign began.
  case started(property: String, seed: UInt64, maximumCases: Int, shard: Shard?)
  /// A corpus or database file was replayed before generation.
  case corpusEntryReplayed(path: String, outcome: CaseOutcome)
  /// A database entry no longer fails and was deleted.
  case corpusEntryRetired(path: String)
  /// Periodic progress, every ``CampaignConfiguration/progressInterval`` cases.
  case progress(CampaignSummary)
  /// A case failed with an identity not seen before; shrinking starts.
  case counterexampleFound(caseIndex: Int?, failure: PropertyFailure, choiceCount: Int)
  /// The shrinker accepted a smaller sequence.
  case shrinkStepAccepted(pass: String, choiceCount: Int)
  /// Shrinking finished with this counterexample.
  case counterexampleShrunk(Counterexample)
  /// A counterexample was written to the failure database.
  case counterexampleSaved(path: String)
  /// A counterexample's file was already in the failure database, so nothing was written.
  case counterexampleAlreadySaved(path: String)
  /// A counterexample could not be written to the failure database; the campaign goes on.
  case counterexampleNotSaved(PropertyEngineError)
  /// A health check failed.
  case healthCheckFailed(HealthCheck)
  /// Label counts at the end of generation.
  case statistics(LabelStatistics)
  /// A coverage requirement was not met.
  case coverageInsufficient(CoverageShortfall)
  /// The campaign ended.
  case finished(StopReason, CampaignSummary)

  /// The event's name in the JSON-lines schema.
  public var kind: String {
    switch self {
    case .started: "started"
    case .corpusEntryReplayed: "corpusEntryReplayed"
    case .corpusEntryRetired: "corpusEntryRetired"
    case .progress: "progress"
    case .counterexampleFound: "counterexampleFound"
    case .shrinkStepAccepted: "shrinkStepAccepted"
    case .counterexampleShrunk: "counterexampleShrunk"
    case .counterexampleSaved: "counterexampleSaved"
    case .counterexampleAlreadySaved: "counterexampleAlreadySaved"
    case .counterexampleNotSaved: "counterexampleNotSaved"
    case .healthCheckFailed: "healthCheckFailed"
    case .statistics: "statistics"
    case .coverageInsufficient: "coverageInsufficient"
    case .finished: "finished"
    }
  }
}
