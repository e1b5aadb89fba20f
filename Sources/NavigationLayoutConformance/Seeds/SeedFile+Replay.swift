import GoogleNavigationModel

extension SeedFile {
  /// Replays the seed: the named relation with every selected rule, else every selected rule
  /// and relation.
  ///
  /// - Parameter checker: The checker, with the delegate and the rule selection.
  /// - Returns: The violation and the relation that found it, or nil when nothing broke.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  @MainActor
  public func replay(with checker: CaseChecker) throws -> (Violation, relationID: String?)? {
    guard let relationID else { return try checker.checkAll(scenario) }
    let violation = try checker.check(ConformanceCase(scenario: scenario, relationID: relationID))
    return violation.map { ($0, $0.ruleID == relationID ? relationID : nil) }
  }

  /// The verdict string for a replay: ``conforming`` or the broken rule's ID.
  ///
  /// - Parameter checker: The checker, with the delegate.
  /// - Returns: `conforming` or a rule ID such as `NLC-006`.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  /// Every bug the seed's scenario shows (every selected relation, or the seed's own), in the
  /// order found, each with the relation's ID when a relation found it.
  ///
  /// - Parameter checker: The checker, with the rules and delegate.
  /// - Returns: The bugs; empty when the seed conforms.
  /// - Throws: What running the scenario throws.
  @MainActor
  public func bugs(with checker: CaseChecker) throws -> [(Violation, relationID: String?)] {
    let relations = RuleCatalogue.relations.map(\.id)
    let bugs =
      try relationID.map { try checker.bugs(ConformanceCase(scenario: scenario, relationID: $0)) }
      ?? checker.allBugs(scenario)
    return bugs.map { ($0, relations.contains($0.ruleID) ? $0.ruleID : nil) }
  }

  @MainActor
  public func verdict(with checker: CaseChecker) throws -> String {
    try replay(with: checker)?.0.ruleID ?? Self.conforming
  }
}
