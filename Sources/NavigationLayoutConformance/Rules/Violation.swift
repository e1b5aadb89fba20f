import Foundation
public import GoogleNavigationModel

/// A rule broken at one step of a case: what the driver reports and the shrinker keeps.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule's ID, such as `NLC-005`.
  public var ruleID: String
  /// The rule's severity.
  public var severity: RuleSeverity
  /// The 1-based step (event index; the closing settle and disable come after the events).
  public var step: Int
  /// The step's event; nil for the closing settle.
  public var event: SDKEvent?
  /// The snapshot the rule judged.
  public var snapshot: LayoutSnapshot
  /// What the rule found.
  public var finding: RuleFinding
  /// The other rules broken at the same checkpoint (the step and its animation samples), root
  /// cause first: errors with NLC-011 (Auto Layout's own problems) first and the rest in ID
  /// order, then warnings in ID order; one violation per rule, none nested. Empty when this
  /// was the only one, and for a metamorphic relation's violation.
  public var alsoFound: [Violation] = []

  /// Creates a violation.
  public init(
    ruleID: String, severity: RuleSeverity, snapshot: LayoutSnapshot, finding: RuleFinding
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.step = snapshot.step
    self.event = snapshot.event
    self.snapshot = snapshot
    self.finding = finding
  }

  /// `NLC-003 at step 3 (showPrompt), settled: prompt #1 (…) overlaps button(compass) (…) in (…)`.
  public var description: String {
    let eventText = event.map { ScenarioEventText.describe($0) } ?? "closing settle"
    return "\(ruleID) at step \(step) (\(eventText)), \(Self.momentText(snapshot.moment)): "
      + finding.detail
  }

  /// One line per finding of ``alsoFound``: `also at this step: NLC-003 (settled): …`, a
  /// warning as `NLC-020 (warning, settled)`.
  public var alsoFoundLines: [String] {
    alsoFound.map { other in
      let severity = other.severity == .warning ? "warning, " : ""
      return "also at this step: \(other.ruleID) (\(severity)\(Self.momentText(other.snapshot.moment))): "
        + other.finding.detail
    }
  }

  static func momentText(_ moment: LayoutSnapshot.Moment) -> String {
    switch moment {
    case .afterEvent: "after layout"
    case .settled: "settled"
    case .duringAnimation(let seconds):
      "during animation (+\(Environment.points(CGFloat(seconds))) s)"
    }
  }
}
