import NavigationLayoutConformance
import PropertyEngine

/// `run --json`: the report as one JSON object, schema version 1, keys in a fixed order
/// (documented in the README's "Command line" section). New keys may be added within a
/// version; renaming or removing one bumps `schemaVersion`.
struct JSONReport {
  /// The schema version this writer emits.
  static let schemaVersion = 1

  let report: ConformanceReport
  let delegate: String
  let shard: Shard?

  /// The object, compact, without a trailing newline.
  var text: String {
    value.serialized
  }

  var value: JSONValue {
    .object([
      JSONMember("schemaVersion", .integer(Self.schemaVersion)),
      JSONMember("delegate", .string(delegate)),
      JSONMember("conforming", .bool(report.isConforming)),
      JSONMember("warnings", .integer(report.warnings.count)),
      JSONMember("cases", .integer(report.casesRun)),
      JSONMember("seed", .integer(report.seed)),
      JSONMember("profile", .string(report.environments)),
      JSONMember("shard", shard.map { .string($0.description) } ?? .null),
      JSONMember("stopReason", .string(report.stopReason)),
      JSONMember(
        "disabled",
        .array(
          report.disabledRules.map { rule -> JSONValue in
            .object([JSONMember("rule", .string(rule.id)), JSONMember("reason", .string(rule.reason))])
          })),
      JSONMember("failures", .array(report.failures.map(Self.failure))),
      // Added within version 1: null when no case was generated.
      JSONMember("coverage", report.coverage.map(\.json) ?? .null),
    ])
  }

  static func failure(_ failure: NavigationLayoutConformance.Counterexample) -> JSONValue {
    .object([
      JSONMember("rule", .string(failure.ruleID)),
      JSONMember("severity", .string(failure.severity.rawValue)),
      JSONMember("events", .integer(failure.events.count)),
      JSONMember("replay", .string(failure.replayToken)),
      JSONMember("command", failure.replayCommand.map { .string($0) } ?? .null),
      JSONMember("message", .string(failure.message)),
      JSONMember(
        "alsoAtThisStep",
        .array(
          (failure.violation?.alsoFound ?? []).map { other -> JSONValue in
            .object([
              JSONMember("rule", .string(other.ruleID)),
              JSONMember("severity", .string(other.severity.rawValue)),
              JSONMember("message", .string(other.description)),
            ])
          })),
    ])
  }
}
