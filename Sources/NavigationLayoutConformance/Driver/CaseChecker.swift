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
    // Loops: a closure formed in main-actor code is checked for the main actor on each call.
    var rules: [any ConformanceRule] = []
    for rule in RuleCatalogue.rules where selection.isEnabled(rule.id) { rules.append(rule) }
    driver = LifecycleDriver(rules: rules, roles: roles, makeDelegate: makeDelegate)
    var relations: [any MetamorphicRelation] = []
    for relation in RuleCatalogue.relations where selection.isEnabled(relation.id) {
      relations.append(relation)
    }
    self.relations = relations
  }

  /// The first error of the case (its first failing checkpoint's root cause, with the other
  /// rules broken there as ``Violation/alsoFound``), else its first warning, else nil.
  ///
  /// - Parameter conformanceCase: The case; a relation it names that is not selected is
  ///   skipped.
  /// - Returns: The violation to report.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func check(_ conformanceCase: ConformanceCase) throws -> Violation? {
    try Self.check(conformanceCase, relations: relations) { scenario, checking in
      try driver.run(scenario, checking: checking)
    }
  }

  /// ``check(_:)`` with each run made by `run` (the scenario, and whether rules are checked).
  nonisolated static func check(
    _ conformanceCase: ConformanceCase, relations: [any MetamorphicRelation],
    run: (Scenario, Bool) throws -> CaseRecord
  ) throws -> Violation? {
    let base = try run(conformanceCase.scenario, true)
    if let violation = base.violation { return violation }
    if let id = conformanceCase.relationID,
      let relation = relations.first(where: { $0.id == id }),
      let variantScenario = relation.variant(of: conformanceCase.scenario)
    {
      let variant = try run(variantScenario, false)
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
    try Self.checkAll(scenario, relations: relations) { scenario, checking in
      try driver.run(scenario, checking: checking)
    }
  }

  /// ``checkAll(_:)`` with each run made by `run`.
  nonisolated static func checkAll(
    _ scenario: Scenario, relations: [any MetamorphicRelation],
    run: (Scenario, Bool) throws -> CaseRecord
  ) throws -> (Violation, relationID: String?)? {
    let base = try run(scenario, true)
    if let violation = base.violation { return (violation, nil) }
    for relation in relations {
      guard let variantScenario = relation.variant(of: scenario) else { continue }
      let variant = try run(variantScenario, false)
      if let violation = relation.compare(base: base, variant: variant) {
        return (violation, relation.id)
      }
    }
    return base.warning.map { ($0, nil) }
  }
}

/// A ``CaseChecker`` for a caller off the main thread: every run hops to the main actor a step
/// at a time (``LifecycleDriver/runHopping(_:_:checking:)``), so the main queue turns between
/// the SDK's callbacks as on a device. What Swift Testing gets; the command line runs on the
/// main thread and drains the queue itself.
struct HoppingCaseChecker: Sendable {
  private let driver: MainActorBox<LifecycleDriver>
  private let relations: [any MetamorphicRelation]

  /// A checker for `selection`, `roles` and the delegate `factory` makes.
  init(selection: RuleSelection, roles: [String: ElementRole], factory: DelegateFactory) {
    let checker = MainActorHop.run {
      MainActorBox(value: CaseChecker(selection: selection, roles: roles, makeDelegate: factory.make))
    }
    driver = MainActorBox(value: checker.value.driver)
    relations = checker.value.relations
  }

  /// ``CaseChecker/check(_:)``, hopping.
  func check(_ conformanceCase: ConformanceCase) throws -> Violation? {
    try CaseChecker.check(conformanceCase, relations: relations) { scenario, checking in
      try LifecycleDriver.runHopping(driver, scenario, checking: checking)
    }
  }

  /// ``CaseChecker/checkAll(_:)``, hopping.
  func checkAll(_ scenario: Scenario) throws -> (Violation, relationID: String?)? {
    try CaseChecker.checkAll(scenario, relations: relations) { scenario, checking in
      try LifecycleDriver.runHopping(driver, scenario, checking: checking)
    }
  }
}
