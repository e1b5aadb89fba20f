/// Turns campaign events into JSON lines, one object per event, each with a schema version,
/// for CI tools and dashboards.
///
/// Members appear in a fixed order and numbers are exact, so equal event streams give equal
/// bytes.
///
/// ```swift
/// let recorder = JSONLinesRecorder()
/// print(recorder.line(for: .shrinkStepAccepted(pass: "zero spans", choiceCount: 4)))
/// // {"schemaVersion":1,"kind":"shrinkStepAccepted","pass":"zero spans","choiceCount":4}
/// ```
public struct JSONLinesRecorder: Sendable {
  /// The version of the line format; bumped on any incompatible change.
  public static let schemaVersion = 1

  /// Creates a recorder.
  public init() {}

  /// Returns the JSON line (without a newline) for an event.
  ///
  /// - Parameter event: The event.
  /// - Returns: One compact JSON object.
  public func line(for event: CampaignEvent) -> String {
    let head = [
      JSONMember("schemaVersion", .integer(Self.schemaVersion)),
      JSONMember("kind", .string(event.kind)),
    ]
    return JSONValue.object(head + members(for: event)).serialized
  }

  private func members(for event: CampaignEvent) -> [JSONMember] {
    switch event {
    case .started(let property, let seed, let maximumCases, let shard):
      [
        JSONMember("property", .string(property)), JSONMember("seed", .integer(seed)),
        JSONMember("maximumCases", .integer(maximumCases)),
        JSONMember("shard", shard.map { .string($0.description) } ?? .null),
      ]
    case .corpusEntryReplayed(let path, let outcome):
      [JSONMember("path", .string(path)), JSONMember("outcome", .string(outcome.name))]
    case .corpusEntryRetired(let path), .counterexampleSaved(let path),
      .counterexampleAlreadySaved(let path):
      [JSONMember("path", .string(path))]
    case .counterexampleNotSaved(let error):
      [JSONMember("message", .string(error.description))]
    case .progress(let summary), .finished(_, let summary):
      stopMembers(event) + [JSONMember("summary", Self.json(summary))]
    case .counterexampleFound(let caseIndex, let failure, let choiceCount):
      [
        JSONMember("caseIndex", caseIndex.map { .integer($0) } ?? .null),
        JSONMember("identity", .string(failure.identity)),
        JSONMember("message", .string(failure.message)),
        JSONMember("choiceCount", .integer(choiceCount)),
      ]
    case .shrinkStepAccepted(let pass, let choiceCount):
      [JSONMember("pass", .string(pass)), JSONMember("choiceCount", .integer(choiceCount))]
    case .counterexampleShrunk(let counterexample):
      Self.members(of: counterexample)
    case .healthCheckFailed(let check):
      [
        JSONMember("check", .string(check.rawValue)),
        JSONMember("message", .string(check.description)),
      ]
    case .statistics(let statistics):
      [
        JSONMember("validCases", .integer(statistics.validCases)),
        JSONMember(
          "labels", .object(statistics.counts.map { JSONMember($0.label, .integer($0.count)) })),
      ]
    case .coverageInsufficient(let shortfall):
      [
        JSONMember("label", .string(shortfall.requirement.label)),
        JSONMember("count", .integer(shortfall.count)),
        JSONMember("total", .integer(shortfall.total)),
        JSONMember("message", .string(shortfall.description)),
      ]
    }
  }

  private func stopMembers(_ event: CampaignEvent) -> [JSONMember] {
    guard case .finished(let reason, _) = event else { return [] }
    return [
      JSONMember("stopReason", .string(reason.name)),
      JSONMember("message", .string(reason.description)),
    ]
  }

  private static func json(_ summary: CampaignSummary) -> JSONValue {
    .object([
      JSONMember("casesRun", .integer(summary.casesRun)),
      JSONMember("passed", .integer(summary.passed)),
      JSONMember("rejected", .integer(summary.rejected)),
      JSONMember("overruns", .integer(summary.overruns)),
      JSONMember("failed", .integer(summary.failed)),
    ])
  }

  private static func members(of counterexample: Counterexample) -> [JSONMember] {
    let origin: JSONValue =
      switch counterexample.origin {
      case .generated(let index): .object([JSONMember("caseIndex", .integer(index))])
      case .corpus(let path): .object([JSONMember("path", .string(path))])
      }
    return [
      JSONMember("property", .string(counterexample.propertyName)),
      JSONMember("identity", .string(counterexample.failure.identity)),
      JSONMember("message", .string(counterexample.failure.message)),
      JSONMember("value", .string(counterexample.valueDescription)),
      JSONMember("replayToken", .string(counterexample.replayToken.text)),
      JSONMember("origin", origin),
      JSONMember("originalChoiceCount", .integer(counterexample.originalChoiceCount)),
      JSONMember("choiceCount", .integer(counterexample.sequence.count)),
      JSONMember("shrinkEvaluations", .integer(counterexample.shrinkEvaluations)),
      JSONMember("shrinkSteps", .integer(counterexample.shrinkSteps)),
      JSONMember("shrinkStopReason", .string(counterexample.shrinkStopReason.rawValue)),
    ]
  }
}
