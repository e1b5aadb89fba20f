import NavigationLayoutConformance
import PropertyEngine

/// `run --json`: the report as one JSON object, schema version 2, keys in a fixed order
/// (documented in Docs/JSON-report.md). New keys may be added within a version; renaming or
/// removing one bumps `schemaVersion`. Version 2 lists bugs (one per ``BugSignature``, with
/// their counts and consequences) where version 1 listed one failure per rule.
struct JSONReport {
  /// The schema version this writer emits.
  static let schemaVersion = 2

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
      JSONMember("errors", .integer(report.errors.count)),
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
            .object([
              JSONMember("rule", .string(rule.id)), JSONMember("reason", .string(rule.reason)),
            ])
          })),
      JSONMember("bugs", .array(report.failures.map(Self.failure))),
      // Null when no case was generated.
      JSONMember("coverage", report.coverage.map(\.json) ?? .null),
    ])
  }

  static func failure(_ failure: NavigationLayoutConformance.Counterexample) -> JSONValue {
    let signature = failure.signature
    return .object([
      JSONMember("signature", .string(signature.description)),
      JSONMember("rule", .string(failure.ruleID)),
      JSONMember("severity", .string(failure.severity.rawValue)),
      JSONMember("kind", signature.kind.map { .string($0) } ?? .null),
      JSONMember("subjects", .array(signature.subjects.map { .string($0) })),
      JSONMember("cases", .integer(failure.casesShowing)),
      JSONMember("shrunk", .bool(failure.isShrunk)),
      JSONMember("step", failure.violation.map { .integer($0.step) } ?? .null),
      JSONMember("events", .integer(failure.events.count)),
      JSONMember("replay", .string(failure.replayToken)),
      JSONMember("command", failure.replayCommand.map { .string($0) } ?? .null),
      JSONMember("message", .string(failure.message)),
      JSONMember("causes", .array((failure.violation?.causes ?? []).map(Self.json(of:)))),
      JSONMember("alsoSeenAs", .array(failure.alsoSeenAs.map { .string($0) })),
      JSONMember(
        "alsoSeenOnItsOwnAs",
        .array(
          failure.foldedBugs.map { other -> JSONValue in
            .object([
              JSONMember("signature", .string(other.signature.description)),
              JSONMember("cases", .integer(other.casesShowing)),
              JSONMember("replay", .string(other.replayToken)),
            ])
          })),
      JSONMember(
        "consequences",
        .array(
          (failure.violation?.consequences ?? []).map { other -> JSONValue in
            .object([
              JSONMember("rule", .string(other.ruleID)),
              JSONMember("severity", .string(other.severity.rawValue)),
              JSONMember("step", .integer(other.step)),
              JSONMember("message", .string(other.description)),
            ])
          })),
    ])
  }

  /// One cause: what it is for, the constraint as the case names its items, whether it holds,
  /// who made it and the app's file and line (null when UIKit or the SDK made it).
  static func json(of cause: ConstraintCause) -> JSONValue {
    .object([
      JSONMember("kind", .string(cause.kind.rawValue)),
      JSONMember("element", .string(cause.element)),
      JSONMember(
        "axis", cause.axis.map { .string($0 == .horizontal ? "horizontal" : "vertical") } ?? .null),
      JSONMember("constraint", cause.constraint.map { .string($0) } ?? .null),
      JSONMember("state", cause.state.map { .string($0.rawValue) } ?? .null),
      JSONMember("madeBy", .string(cause.source.maker.rawValue)),
      JSONMember("what", cause.source.what.map { .string($0) } ?? .null),
      JSONMember("file", cause.callSite.map { .string($0.fileID) } ?? .null),
      JSONMember("line", cause.callSite.map { .integer($0.line) } ?? .null),
    ])
  }
}
