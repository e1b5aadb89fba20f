/// What one run of a scenario left: the main snapshot of every step and every bug it showed.
public struct CaseRecord: Sendable {
  /// The scenario run.
  public var scenario: Scenario
  /// One snapshot per step, in order: after each event (settled when no animation ran), then
  /// the closing settle and, when navigation was on, the closing disable (settled).
  public var steps: [LayoutSnapshot]
  /// Every bug the run showed, in the order found (step, then cause first within a
  /// checkpoint): each a violation that is no earlier one's consequence, with the later
  /// violations folded under it as its ``Violation/consequences``.
  public var bugs: [Violation] = []
  /// Whether the run ended early, at a violation after which a device could not go on (an
  /// operation that raises: ``LayoutIssue/wouldCrash(reason:)``).
  public var endedEarly = false

  /// Creates a record.
  public init(scenario: Scenario, steps: [LayoutSnapshot] = [], bugs: [Violation] = []) {
    self.scenario = scenario
    self.steps = steps
    self.bugs = bugs
  }

  /// The first error-severity bug, with its consequences; nil when the run broke no error
  /// rule.
  public var violation: Violation? { bugs.first { $0.severity == .error } }
  /// The first warning bug, if any.
  public var warning: Violation? { bugs.first { $0.severity == .warning } }

  /// The settled step snapshots, in order.
  public var settledSteps: [LayoutSnapshot] { steps.filter(\.isSettled) }

  /// Adds the violations found at one checkpoint (cause first) or by a relation.
  ///
  /// A violation is a consequence of the first bug so far that has its signature (the same
  /// requirement broken again) or names an element it names (`prompt #1` left after
  /// `stopGuidance`, then overlapping, then left after disable; app content by the drawn view
  /// it is part of, ``Violation/subjectNames``); a round-trip difference (NLC-018) is also the
  /// consequence of an unsatisfiable or ambiguous layout (NLC-011) before it, since UIKit
  /// settles those by history. An error is never folded under a warning: a warning cannot hide
  /// an error. Everything else is a new bug.
  ///
  /// - Parameter found: The violations, in cause order.
  public mutating func add(_ found: [Violation]) {
    for violation in found {
      let names = violation.subjectNames
      let signature = violation.signature
      let cause = bugs.firstIndex { bug in
        guard bug.severity == .error || violation.severity == .warning else { return false }
        if bug.signature == signature { return true }
        // A layout UIKit could not satisfy, or could place several ways, is settled by the
        // order things happened in: a round trip (NLC-018) need not restore it.
        if violation.ruleID == RoundTripRelation().id, bug.ruleID == AutoLayoutCleanRule().id,
          bug.finding.kind == "unsatisfiable" || bug.finding.kind == "ambiguous"
        {
          return true
        }
        let named = bug.subjectNames
        return names.contains { named.contains($0) }
      }
      if let cause {
        bugs[cause].consequences.append(violation)
      } else {
        bugs.append(violation)
      }
    }
  }
}
