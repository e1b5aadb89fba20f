/// What one run of a scenario left: the main snapshot of every step and the first broken
/// rule.
public struct CaseRecord: Sendable {
  /// The scenario run.
  public var scenario: Scenario
  /// One snapshot per step, in order: after each event (settled when no animation ran), then
  /// the closing settle and, when navigation was on, the closing disable (settled).
  public var steps: [LayoutSnapshot]
  /// The first failing checkpoint's root-cause error, if any, with the other rules broken
  /// there as its ``Violation/alsoFound``; the run stops there.
  public var violation: Violation?
  /// The first warning, kept while the run goes on looking for errors.
  public var warning: Violation?

  /// Creates a record.
  public init(
    scenario: Scenario, steps: [LayoutSnapshot] = [], violation: Violation? = nil,
    warning: Violation? = nil
  ) {
    self.scenario = scenario
    self.steps = steps
    self.violation = violation
    self.warning = warning
  }

  /// The settled step snapshots, in order.
  public var settledSteps: [LayoutSnapshot] { steps.filter(\.isSettled) }
}
