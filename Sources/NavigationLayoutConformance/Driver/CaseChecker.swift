public import GoogleNavigationModel

/// Checks one ``ConformanceCase``: the scenario with the selected rules, then, when the case
/// names one, a metamorphic relation against its variant run.
@MainActor
public struct CaseChecker {
  /// The driver, with the selected rules and the roles.
  public var driver: LifecycleDriver
  /// The selected relations.
  public var relations: [any MetamorphicRelation]

  /// Creates a checker for the rules `selection` enables.
  ///
  /// - Parameters:
  ///   - selection: Which rules to check.
  ///   - roles: Roles for custom views by `accessibilityIdentifier`.
  ///   - makeDelegate: Makes a fresh delegate per run.
  public init(
    selection: RuleSelection = RuleSelection(), roles: [String: ElementRole] = [:],
    makeDelegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) {
    driver = LifecycleDriver(
      rules: RuleCatalogue.rules.filter { selection.isEnabled($0.id) }, roles: roles,
      makeDelegate: makeDelegate)
    relations = RuleCatalogue.relations.filter { selection.isEnabled($0.id) }
  }

  /// The first error of the case (its first failing checkpoint's root cause, with the other
  /// rules broken there as ``Violation/alsoFound``), else its first warning, else nil.
  ///
  /// - Parameter conformanceCase: The case; a relation it names that is not selected is
  ///   skipped.
  /// - Returns: The violation to report.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func check(_ conformanceCase: ConformanceCase) throws -> Violation? {
    let base = try driver.run(conformanceCase.scenario)
    if let violation = base.violation { return violation }
    if let id = conformanceCase.relationID,
      let relation = relations.first(where: { $0.id == id }),
      let variantScenario = relation.variant(of: conformanceCase.scenario)
    {
      let variant = try driver.run(variantScenario, checking: false)
      if let violation = relation.compare(base: base, variant: variant) { return violation }
    }
    return base.warning
  }

  /// Checks the scenario against every selected relation in turn, for replaying one scenario.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: The first error (rules first, then relations in ID order), else the first
  ///   warning, with the relation's ID when a relation broke.
  public func checkAll(_ scenario: Scenario) throws -> (Violation, relationID: String?)? {
    let base = try driver.run(scenario)
    if let violation = base.violation { return (violation, nil) }
    for relation in relations {
      guard let variantScenario = relation.variant(of: scenario) else { continue }
      let variant = try driver.run(variantScenario, checking: false)
      if let violation = relation.compare(base: base, variant: variant) {
        return (violation, relation.id)
      }
    }
    return base.warning.map { ($0, nil) }
  }
}
