public import GoogleNavigationModel

/// A shrunk failing case: the rule it breaks, the minimal scenario, and how to replay it.
///
/// `description` is the whole repro: the message, the numbered step trace, the replay token
/// and a Swift Testing test that replays the scenario.
public struct Counterexample: Sendable, CustomStringConvertible {
  /// The broken rule's ID, such as `NLC-005`.
  public var ruleID: String
  /// Whether the rule is an error or a warning.
  public var severity: RuleSeverity
  /// The minimal scenario.
  public var scenario: Scenario
  /// The metamorphic relation the case checked, if any.
  public var relationID: String?
  /// The token that replays the minimal case: `nav-layout-check replay <token>`.
  public var replayToken: String
  /// What is wrong: rule, step, event, views and rectangles.
  public var message: String
  /// The violation with the snapshot it was found in; nil when the case trapped (NLC-021).
  public var violation: Violation?

  /// Creates a counterexample.
  public init(
    ruleID: String, severity: RuleSeverity, scenario: Scenario, relationID: String?,
    replayToken: String, message: String, violation: Violation?
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.scenario = scenario
    self.relationID = relationID
    self.replayToken = replayToken
    self.message = message
    self.violation = violation
  }

  /// The scenario's events.
  public var events: [SDKEvent] { scenario.events }

  /// The repro: message, step trace and replay token.
  public var description: String {
    var lines = ["\(ruleID) (\(severity.rawValue)): \(message)", "", "Scenario:"]
    lines.append(scenario.description)
    if let relationID { lines.append("relation: \(relationID)") }
    lines.append("")
    lines.append("Replay token: \(replayToken)")
    return lines.joined(separator: "\n")
  }
}
