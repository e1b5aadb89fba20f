public import GoogleNavigationModel

/// What a rule may know beyond the snapshot it judges: the scenario and the snapshots taken
/// before it in the same case.
public struct RuleContext: Sendable {
  /// The scenario being run.
  public var scenario: Scenario
  /// The main snapshot of each earlier step (after its event, settled when nothing ran).
  public var earlier: [LayoutSnapshot]
  /// The most recent settled snapshot before this one, if any.
  public var lastSettled: LayoutSnapshot?

  /// Creates a context.
  public init(scenario: Scenario, earlier: [LayoutSnapshot] = [], lastSettled: LayoutSnapshot? = nil) {
    self.scenario = scenario
    self.earlier = earlier
    self.lastSettled = lastSettled
  }

  /// The events applied so far, through `step` (1-based).
  public func events(through step: Int) -> ArraySlice<SDKEvent> {
    scenario.events.prefix(max(0, min(step, scenario.events.count)))
  }
}
