/// What one generated case checks: a scenario and, optionally, one metamorphic relation run
/// beside it (DESIGN.md §6, NLC-016 to NLC-018).
///
/// Relations cost a second run, so each case draws at most one; the shrinker drops it first.
public struct ConformanceCase: Hashable, Sendable, CustomStringConvertible {
  /// The scenario.
  public var scenario: Scenario
  /// The ID of the metamorphic relation to check, such as `NLC-017`, or nil.
  public var relationID: String?

  /// Creates a case.
  public init(scenario: Scenario, relationID: String? = nil) {
    self.scenario = scenario
    self.relationID = relationID
  }

  public var description: String {
    scenario.description + (relationID.map { "\nrelation: \($0)" } ?? "")
  }
}
