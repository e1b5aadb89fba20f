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
  ///   - attributingCauses: Whether violations get their causes
  ///     (``LifecycleDriver/attributesCauses``): on for a run whose violations are printed.
  ///   - makeDelegate: Makes a fresh delegate per run.
  public init(
    selection: RuleSelection = RuleSelection(), roles: [String: ElementRole] = [:],
    attributingCauses: Bool = false,
    makeDelegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) {
    // Loops: a closure formed in main-actor code is checked for the main actor on each call.
    driver = LifecycleDriver(
      rules: selection.snapshotRules, roles: roles, makeDelegate: makeDelegate)
    driver.attributesCauses = attributingCauses
    var relations: [any MetamorphicRelation] = []
    for relation in RuleCatalogue.relations where selection.isEnabled(relation.id) {
      relations.append(relation)
    }
    self.relations = relations
  }

  /// The case's first error bug (with its consequences), else its first warning, else nil.
  ///
  /// - Parameter conformanceCase: The case; a relation it names that is not selected is
  ///   skipped.
  /// - Returns: The violation to report.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func check(_ conformanceCase: ConformanceCase) throws -> Violation? {
    Self.lead(of: try bugs(conformanceCase))
  }

  /// Every bug the case shows, with its consequences, in the order found: the scenario's,
  /// then, when the case names a relation and the run went to its end, the relation's.
  ///
  /// - Parameter conformanceCase: The case; a relation it names that is not selected is
  ///   skipped.
  /// - Returns: The bugs; empty when the case conforms.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func bugs(_ conformanceCase: ConformanceCase) throws -> [Violation] {
    let driver = driver
    return try Self.bugs(conformanceCase, relations: relations, attribute: attribution) {
      scenario, checking in
      try driver.run(scenario, checking: checking)
    }
  }

  /// The causes of a relation's violation, read in the run it blames (``RelationCauses``);
  /// nil when the driver does not attribute causes.
  private var attribution: ((Violation, Scenario, Scenario) throws -> [ConstraintCause])? {
    guard driver.attributesCauses else { return nil }
    let driver = driver
    return { violation, base, variant in
      let (scenario, step) = RelationCauses.run(for: violation, base: base, variant: variant)
      return try driver.causes(of: violation, in: scenario, at: step)
    }
  }

  /// ``bugs(_:)`` and the scenario run's slacks (``CaseRecord/slacks``; empty unless the
  /// driver measures them).
  func bugsAndSlacks(_ conformanceCase: ConformanceCase) throws -> ([Violation], SlackReadings) {
    var slacks = SlackReadings()
    let driver = driver
    let bugs = try Self.bugs(conformanceCase, relations: relations, attribute: attribution) {
      scenario, checking in
      let record = try driver.run(scenario, checking: checking)
      if checking { slacks = record.slacks }
      return record
    }
    return (bugs, slacks)
  }

  /// The first error among `bugs`, else the first warning.
  nonisolated static func lead(of bugs: [Violation]) -> Violation? {
    bugs.first { $0.severity == .error } ?? bugs.first
  }

  /// ``bugs(_:)`` with each run made by `run` (the scenario, and whether rules are checked).
  nonisolated static func bugs(
    _ conformanceCase: ConformanceCase, relations: [any MetamorphicRelation],
    attribute: ((Violation, Scenario, Scenario) throws -> [ConstraintCause])? = nil,
    run: (Scenario, Bool) throws -> CaseRecord
  ) throws -> [Violation] {
    var base = try run(conformanceCase.scenario, true)
    if !base.endedEarly, let id = conformanceCase.relationID,
      let relation = relations.first(where: { $0.id == id }),
      let variantScenario = relation.variant(of: conformanceCase.scenario)
    {
      let variant = try run(variantScenario, false)
      if var violation = relation.compare(base: base, variant: variant) {
        if let attribute {
          violation.causes = try attribute(violation, conformanceCase.scenario, variantScenario)
        }
        base.add([violation])
      }
    }
    return base.bugs
  }

  /// Checks the scenario against every selected relation in turn, for replaying one scenario.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: The first error bug, else the first warning, with the relation's ID when a
  ///   relation broke.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func checkAll(_ scenario: Scenario) throws -> (Violation, relationID: String?)? {
    guard let lead = Self.lead(of: try allBugs(scenario)) else { return nil }
    return (lead, relationIDs.contains(lead.ruleID) ? lead.ruleID : nil)
  }

  /// Every bug of the scenario, each selected relation included, in the order found.
  ///
  /// - Parameter scenario: The scenario.
  /// - Returns: The bugs; a relation's carries the relation's ID as its rule ID.
  /// - Throws: ``IllegalEvent`` or ``ScenarioError`` when the scenario cannot be run.
  public func allBugs(_ scenario: Scenario) throws -> [Violation] {
    let driver = driver
    return try Self.allBugs(scenario, relations: relations, attribute: attribution) {
      scenario, checking in
      try driver.run(scenario, checking: checking)
    }
  }

  /// The IDs of the selected relations.
  var relationIDs: [String] { relations.map(\.id) }

  /// ``allBugs(_:)`` with each run made by `run`.
  nonisolated static func allBugs(
    _ scenario: Scenario, relations: [any MetamorphicRelation],
    attribute: ((Violation, Scenario, Scenario) throws -> [ConstraintCause])? = nil,
    run: (Scenario, Bool) throws -> CaseRecord
  ) throws -> [Violation] {
    var base = try run(scenario, true)
    guard !base.endedEarly else { return base.bugs }
    for relation in relations {
      guard let variantScenario = relation.variant(of: scenario) else { continue }
      let variant = try run(variantScenario, false)
      if var violation = relation.compare(base: base, variant: variant) {
        if let attribute { violation.causes = try attribute(violation, scenario, variantScenario) }
        base.add([violation])
      }
    }
    return base.bugs
  }
}

/// A ``CaseChecker`` for a caller off the main thread: every run hops to the main actor a step
/// at a time (``LifecycleDriver/runHopping(_:_:checking:)``), so the main queue turns between
/// the SDK's callbacks as on a device. What Swift Testing gets; the command line runs on the
/// main thread and drains the queue itself.
struct HoppingCaseChecker: Sendable {
  private let driver: MainActorBox<LifecycleDriver>
  private let relations: [any MetamorphicRelation]
  private let attributes: Bool

  /// A checker for `selection`, `roles` and the delegate `factory` makes.
  init(
    selection: RuleSelection, roles: [String: ElementRole], factory: DelegateFactory,
    attributingCauses: Bool = false, measuresSlack: Bool = false
  ) {
    let checker = MainActorHop.run {
      var checker = CaseChecker(
        selection: selection, roles: roles, attributingCauses: attributingCauses,
        makeDelegate: factory.make)
      checker.driver.measuresSlack = measuresSlack
      return MainActorBox(value: checker)
    }
    driver = MainActorBox(value: checker.value.driver)
    relations = checker.value.relations
    attributes = attributingCauses
  }

  /// The causes of a relation's violation, read on the main actor in the run it blames
  /// (``RelationCauses``); nil when not attributing.
  private var attribute: ((Violation, Scenario, Scenario) throws -> [ConstraintCause])? {
    guard attributes else { return nil }
    let driver = driver
    return { violation, base, variant in
      let (scenario, step) = RelationCauses.run(for: violation, base: base, variant: variant)
      return try MainActorHop.run {
        try driver.value.causes(of: violation, in: scenario, at: step)
      }
    }
  }

  /// ``CaseChecker/bugs(_:)``, hopping.
  func bugs(_ conformanceCase: ConformanceCase) throws -> [Violation] {
    try CaseChecker.bugs(conformanceCase, relations: relations, attribute: attribute) {
      scenario, checking in
      try LifecycleDriver.runHopping(driver, scenario, checking: checking)
    }
  }

  /// ``CaseChecker/bugsAndSlacks(_:)``, hopping.
  func bugsAndSlacks(_ conformanceCase: ConformanceCase) throws -> ([Violation], SlackReadings) {
    var slacks = SlackReadings()
    let bugs = try CaseChecker.bugs(conformanceCase, relations: relations) { scenario, checking in
      let record = try LifecycleDriver.runHopping(driver, scenario, checking: checking)
      if checking { slacks = record.slacks }
      return record
    }
    return (bugs, slacks)
  }

  /// ``CaseChecker/allBugs(_:)``, hopping.
  func allBugs(_ scenario: Scenario) throws -> [Violation] {
    try CaseChecker.allBugs(scenario, relations: relations, attribute: attribute) {
      scenario, checking in
      try LifecycleDriver.runHopping(driver, scenario, checking: checking)
    }
  }
}
