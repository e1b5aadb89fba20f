import Foundation
import GoogleNavigationModel
import PropertyEngine

/// The glue between ``Conformance`` and the engine: the property, the campaign, and the
/// counterexamples rebuilt from shrunk choice sequences.
struct ConformanceCampaign: Sendable {
  let configuration: ConformanceConfiguration
  let factory: DelegateFactory
  /// Cases between engine progress events, when a caller shows progress; the engine's
  /// default otherwise.
  var progressInterval: Int?
  /// Whether cases run from off the main thread, hopping to the main actor a step at a time
  /// (``HoppingCaseChecker``): set when the campaign is run off the main thread.
  var hopsPerStep = false

  var generator: ScenarioGenerator {
    ScenarioGenerator(
      preset: configuration.environments,
      relationIDs: RuleCatalogue.relations.map(\.id).filter(configuration.rules.isEnabled))
  }

  /// The property: a case fails with the broken rule's ID as its identity.
  var property: Property<ConformanceCase> {
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    let hopping =
      hopsPerStep ? HoppingCaseChecker(selection: rules, roles: roles, factory: factory) : nil
    return Property(Conformance.propertyName, generator.gen) { conformanceCase, context in
      let violation: Violation?
      if let hopping {
        violation = try hopping.check(conformanceCase)
      } else {
        violation = try MainActor.assumeIsolated { () throws -> Violation? in
          try CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make)
            .check(conformanceCase)
        }
      }
      context.label(conformanceCase.scenario.environment.device?.idiom.rawValue ?? "free size")
      // DESIGN.md §4: a screen too short for any conforming layout is a generator defect;
      // counted so the statistics show there are none.
      let screens = [conformanceCase.scenario.environment.screen] + conformanceCase.scenario.events
        .compactMap { event -> SimulatedScreen? in
          guard case .resize(let size, let insets) = event else { return nil }
          return SimulatedScreen(size: size, safeAreaInsets: insets)
        }
      if !screens.allSatisfy(ScenarioDraw.hasRoom) { context.label("implausible environment") }
      context.label(CampaignCoverage.label(for: conformanceCase, screens: screens))
      if let violation {
        // The other rules broken at the same checkpoint: --distinct shrinks each on its own.
        throw PropertyFailure(
          identity: Self.identity(of: violation), message: violation.description,
          alsoFound: violation.alsoFound.map {
            PropertyFailure(identity: Self.identity(of: $0), message: $0.description)
          })
      }
    }
  }

  var campaignConfiguration: CampaignConfiguration {
    var engine = CampaignConfiguration(seed: configuration.seed)
    engine.maximumCases = configuration.cases
    engine.timeBudget = configuration.timeBudget
    if let progressInterval { engine.progressInterval = progressInterval }
    engine.failureMode =
      configuration.collectsDistinctFailures ? .collectDistinctFailures : .stopAtFirstFailure
    // Warnings never stop a campaign: the verdict counts errors only. A rule's warnings have
    // their own identity, since some rules (NLC-016) warn or err by what they find.
    engine.nonStoppingIdentities = RuleCatalogue.entries.map { $0.id + Self.warningSuffix }
    engine.databaseDirectory = configuration.databaseDirectory
    engine.isolation = configuration.isolation
    if case .childProcesses(var children) = configuration.isolation,
      let caseTimeout = configuration.caseTimeout
    {
      children.timeout = caseTimeout
      engine.isolation = .childProcesses(children)
    }
    engine.shard = configuration.shard
    engine.interruption = configuration.interruption
    engine.shrinking.maximumEvaluations = configuration.maximumShrinkEvaluations
    // A wall-clock check would make the report depend on the machine's speed (and it counts
    // the first failure's shrinking): same seed, same report is the rule here.
    engine.healthChecks.suppressed.append(.tooSlow)
    engine.shrinking.additionalPasses = [SimplestEnvironmentPass(), FoldEventIntoEnvironmentPass()]
    return engine
  }

  /// What a warning's failure identity adds to its rule ID: `NLC-020 (warning)`. An error and
  /// a warning of one rule are different failures to the engine: the warning does not stop the
  /// campaign, does not hide a later error of the same rule, and shrinks to a warning.
  static let warningSuffix = " (warning)"

  /// The engine identity of a violation: its rule ID, plus ``warningSuffix`` for a warning.
  static func identity(of violation: Violation) -> String {
    violation.severity == .warning ? violation.ruleID + warningSuffix : violation.ruleID
  }

  /// `violation` reordered so the finding with engine identity `identity` leads and the
  /// others, lead first, are its ``Violation/alsoFound``; `violation` itself when it leads
  /// already or `identity` is not among its findings.
  static func leading(_ identity: String, in violation: Violation) -> Violation {
    guard Self.identity(of: violation) != identity,
      let index = violation.alsoFound.firstIndex(where: { Self.identity(of: $0) == identity })
    else { return violation }
    var lead = violation
    var others = lead.alsoFound
    var target = others.remove(at: index)
    lead.alsoFound = []
    target.alsoFound = [lead] + others
    return target
  }

  func run(onEvent: (CampaignEvent) -> Void = { _ in }) throws -> ConformanceReport {
    if let unknown = configuration.rules.unknownIDs.first {
      throw ConformanceError.unknownRule(unknown)
    }
    let seeds = try replaySeeds()
    if !configuration.collectsDistinctFailures,
      seeds.failures.contains(where: { $0.severity == .error })
    {
      return report(
        seeds.failures, casesRun: seeds.count, stopReason: "first failure (Seeds)",
        isComplete: false)
    }
    if configuration.interruption?.isRequested == true {
      return report(
        seeds.failures, casesRun: seeds.count, stopReason: StopReason.interrupted.description,
        isComplete: false)
    }
    // Off the main thread (Swift Testing) the engine runs here and each case hops to the main
    // actor a step at a time, so the delegate's main-queue work runs between the SDK's events;
    // on the main thread (the command line) everything runs in place.
    var glue = self
    glue.hopsPerStep = MainActorHop.canHop
    let campaign = Campaign(property: glue.property, configuration: campaignConfiguration)
    let result: CampaignResult
    do {
      // The campaign runs synchronously on this call, so the handler never escapes it.
      nonisolated(unsafe) let emit = onEvent
      result =
        try glue.hopsPerStep
        ? campaign.run(onEvent: emit) : MainActorHop.run { try campaign.run(onEvent: emit) }
    } catch {
      throw ConformanceError.engine(String(describing: error))
    }
    let generated = try result.counterexamples.map(glue.counterexample)
    // One failure per rule: where a generated case broke a rule a seed broke too, the
    // generated one is kept (the engine shrank it further, and its token replays exactly).
    let failures =
      seeds.failures.map { seed in generated.first { $0.ruleID == seed.ruleID } ?? seed }
      + generated.filter { found in !seeds.failures.contains { $0.ruleID == found.ruleID } }
    var found = report(
      failures, casesRun: seeds.count + result.summary.casesRun,
      stopReason: result.stopReason.description,
      isComplete: [.caseBudgetExhausted, .timeBudgetExhausted].contains(result.stopReason))
    found.coverage = CampaignCoverage(
      statistics: result.statistics,
      relationIDs: RuleCatalogue.relations.map(\.id).filter(configuration.rules.isEnabled),
      preset: configuration.environments)
    return found
  }

  /// The report over `failures`, errors first.
  func report(
    _ failures: [Counterexample], casesRun: Int, stopReason: String, isComplete: Bool
  ) -> ConformanceReport {
    let ordered =
      failures.filter { $0.severity == .error } + failures.filter { $0.severity == .warning }
    return ConformanceReport(
      casesRun: casesRun, seed: configuration.seed,
      environments: configuration.environments.name, failures: ordered,
      disabledRules: configuration.rules.disabled, stopReason: stopReason,
      isComplete: isComplete)
  }

  /// Rebuilds the case behind an engine counterexample and re-runs it for its violation, the
  /// way the campaign ran it (hopping per step when ``hopsPerStep``).
  func counterexample(_ found: PropertyEngine.Counterexample) throws -> Counterexample {
    let recorder = ChoiceRecorder(source: ReplayChoiceSource(found.sequence))
    let conformanceCase = try generator.gen.generate(using: recorder)
    // A trap or a hang has no rule to re-run.
    let rerun = found.failure.identity.hasPrefix("NLC-") ? try check(conformanceCase) : nil
    return try MainActorHop.run {
      try counterexample(found, conformanceCase: conformanceCase, rerun: rerun)
    }
  }

  /// Checks one case as the campaign's property does: a step per hop off the main actor, in
  /// place on it.
  private func check(_ conformanceCase: ConformanceCase) throws -> Violation? {
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    if hopsPerStep {
      return try HoppingCaseChecker(selection: rules, roles: roles, factory: factory)
        .check(conformanceCase)
    }
    return try MainActorHop.run {
      try CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make)
        .check(conformanceCase)
    }
  }

  /// The counterexample for `found`, its case rebuilt; `rerun` is the re-run's violation.
  @MainActor
  private func counterexample(
    _ found: PropertyEngine.Counterexample, conformanceCase: ConformanceCase, rerun: Violation?
  ) throws -> Counterexample {
    let token = found.replayToken.text
    let identity = found.failure.identity
    let ruleID =
      identity.hasSuffix(Self.warningSuffix) ? String(identity.dropLast(Self.warningSuffix.count)) : identity
    guard identity.hasPrefix("NLC-") else {
      // A trap or a timeout in a worker (NLC-021): a crash names its site, a hang its limit.
      let what =
        identity == PropertyFailure.timeoutIdentity
        ? "the delegate hung (no answer within the case timeout; --case-timeout or "
          + "ConformanceConfiguration.caseTimeout sets it)"
        : "the delegate crashed"
      var trap = Counterexample(
        ruleID: RuleCatalogue.trapRuleID, severity: .error, scenario: conformanceCase.scenario,
        relationID: conformanceCase.relationID, replayToken: token,
        message: "\(RuleCatalogue.trapRuleID): \(what): \(found.failure.message)",
        violation: nil)
      trap.rules = configuration.rules
      return trap
    }
    // A rule found beside another one's lead (shrunk with --distinct) is reported as itself,
    // the lead and the rest beside it.
    let violation = rerun.map { Self.leading(identity, in: $0) }
    // The re-run's own severity first (NLC-016 errs on a lost button but warns on a moved
    // one); the identity says which it was when the re-run finds nothing.
    let severity: RuleSeverity =
      violation?.severity ?? (identity.hasSuffix(Self.warningSuffix) ? .warning : .error)
    var failure = Counterexample(
      ruleID: ruleID, severity: severity, scenario: conformanceCase.scenario,
      relationID: conformanceCase.relationID, replayToken: token,
      message: violation?.description ?? found.failure.message, violation: violation)
    failure.rules = configuration.rules
    return failure
  }
}
