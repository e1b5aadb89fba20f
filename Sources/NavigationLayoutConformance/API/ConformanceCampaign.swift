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

  /// The property: a failing case's identity is its first error bug's signature
  /// (``BugSignature``), else its first warning's; its other bugs are the failure's
  /// ``PropertyFailure/alsoFound``, so the engine counts and shrinks each on its own.
  /// Whether cases measure the rules' slack for the boundary search: when it has a share of
  /// the budget and cases run in this process (isolation workers send no slacks).
  var measuresSlack: Bool {
    guard configuration.boundaryShare > 0, case .inProcess = configuration.isolation else {
      return false
    }
    return true
  }

  var property: Property<ConformanceCase> {
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    let measures = measuresSlack
    let hopping =
      hopsPerStep
      ? HoppingCaseChecker(
        selection: rules, roles: roles, factory: factory, measuresSlack: measures) : nil
    return Property(Conformance.propertyName, generator.gen) { conformanceCase, context in
      let bugs: [Violation]
      let slacks: SlackReadings
      if let hopping {
        (bugs, slacks) = try hopping.bugsAndSlacks(conformanceCase)
      } else {
        (bugs, slacks) = try MainActor.assumeIsolated {
          () throws -> ([Violation], SlackReadings) in
          var checker = CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make)
          checker.driver.measuresSlack = measures
          return try checker.bugsAndSlacks(conformanceCase)
        }
      }
      // The engine's slack is the distance to failing, zero at the boundary; a rule's reading is
      // a gap, which breaks the rule only below -tolerance (CampaignCoverage.closest undoes it).
      for (label, points) in slacks.labels {
        context.slack(points + Double(RuleGeometry.tolerance), label: label)
      }
      context.label(conformanceCase.scenario.environment.device?.idiom.rawValue ?? "free size")
      // DESIGN.md §4: a screen too short for any conforming layout is a generator defect;
      // counted so the statistics show there are none.
      let screens =
        [conformanceCase.scenario.environment.screen]
        + conformanceCase.scenario.events
        .compactMap { event -> SimulatedScreen? in
          guard case .resize(let size, let insets) = event else { return nil }
          return SimulatedScreen(size: size, safeAreaInsets: insets)
        }
      if !screens.allSatisfy(ScenarioDraw.hasRoom) { context.label("implausible environment") }
      context.label(CampaignCoverage.label(for: conformanceCase, screens: screens))
      // Errors lead, so stopping at the first failure stops at an error, never a warning.
      let ordered = bugs.filter { $0.severity == .error } + bugs.filter { $0.severity == .warning }
      if let lead = ordered.first {
        var failure = PropertyFailure(
          identity: Self.identity(of: lead), message: lead.description,
          alsoFound: ordered.dropFirst().map {
            var other = PropertyFailure(identity: Self.identity(of: $0), message: $0.description)
            other.related = $0.consequenceSignatures
            return other
          })
        // The rules each bug's consequences broke, collected over every case that shows it.
        failure.related = lead.consequenceSignatures
        throw failure
      }
    }
  }

  var campaignConfiguration: CampaignConfiguration {
    var engine = CampaignConfiguration(seed: configuration.seed)
    engine.maximumCases = configuration.cases
    engine.timeBudget = configuration.timeBudget
    if let progressInterval { engine.progressInterval = progressInterval }
    engine.failureMode =
      configuration.stopsAtFirstFailure ? .stopAtFirstFailure : .collectDistinctFailures
    engine.maximumShrunkFailures = configuration.maximumShrunkBugs
    engine.boundaryShare = measuresSlack ? configuration.boundaryShare : 0
    // Warnings never stop a campaign: the verdict counts errors only. A warning's signature
    // ends with its own suffix, since some rules (NLC-016) warn or err by what they find.
    engine.nonStoppingIdentitySuffixes = [BugSignature.warningSuffix]
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

  /// The engine identity of a violation: its bug's signature (``BugSignature/description``),
  /// which ends with ``BugSignature/warningSuffix`` for a warning.
  static func identity(of violation: Violation) -> String {
    violation.signature.description
  }

  func run(onEvent: (CampaignEvent) -> Void = { _ in }) throws -> ConformanceReport {
    try configuration.validate()
    let seeds = try replaySeeds()
    if configuration.stopsAtFirstFailure,
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
    // One failure per bug: where a generated case showed a bug a seed showed too, the
    // generated one is kept (the engine shrank it further, and its token replays exactly),
    // counting the seed's case too.
    let failures =
      seeds.failures.map { seed in
        guard var found = generated.first(where: { $0.signature == seed.signature }) else {
          return seed
        }
        found.casesShowing += seed.casesShowing
        return found
      }
      + generated.filter { found in !seeds.failures.contains { $0.signature == found.signature } }
    // The printed tests make the delegate by its type when it has a plain name.
    let factory = factory
    let expression = failures.isEmpty ? nil : MainActorHop.run { factory.typeExpression }
    var named = Self.foldingConsequences(failures)
    if let expression {
      for index in named.indices { named[index].delegateExpression = expression }
    }
    var found = report(
      named, casesRun: seeds.count + result.summary.casesRun,
      stopReason: result.stopReason.description,
      isComplete: [.caseBudgetExhausted, .timeBudgetExhausted].contains(result.stopReason))
    found.coverage = CampaignCoverage(
      statistics: result.statistics,
      relationIDs: RuleCatalogue.relations.map(\.id).filter(configuration.rules.isEnabled),
      preset: configuration.environments)
    found.coverage?.closest = CampaignCoverage.closest(from: result.slacks)
    found.coverage?.boundaryCases = result.boundaryCases
    return found
  }

  /// The report over `failures`, causes first (``causeFirst(_:)``).
  func report(
    _ failures: [Counterexample], casesRun: Int, stopReason: String, isComplete: Bool
  ) -> ConformanceReport {
    var report = ConformanceReport(
      casesRun: casesRun, seed: configuration.seed,
      environments: configuration.environments.name, failures: Self.causeFirst(failures),
      disabledRules: configuration.rules.disabled, stopReason: stopReason,
      isComplete: isComplete)
    report.warningsFail = configuration.warningsFail
    return report
  }

  /// `failures` with every bug that showed mostly as another's consequence folded under that
  /// one: a signature seen as bug B's consequence in at least as many cases as it showed on its
  /// own (``Counterexample/consequencesSeen``) is B's, and is listed with it
  /// (``Counterexample/foldedBugs``) rather than as a bug of its own. One cause seen from
  /// several sides in different cases (a logo pinned with `leftAnchor` that overlaps a button
  /// in right-to-left cases and is not mirrored in others) is then one bug. Rarer bugs fold
  /// first, only into bugs seen at least as often, and an error never into a warning.
  static func foldingConsequences(_ failures: [Counterexample]) -> [Counterexample] {
    var kept = failures
    let rarestFirst = failures.indices.sorted {
      (failures[$0].casesShowing, $0) < (failures[$1].casesShowing, $1)
    }
    var folded: [BugSignature] = []
    for index in rarestFirst {
      let bug = failures[index]
      let text = bug.signature.description
      var best: (position: Int, cases: Int)?
      for (position, cause) in kept.enumerated()
      where cause.signature != bug.signature && !folded.contains(cause.signature)
        && cause.casesShowing >= bug.casesShowing
        && (cause.severity == .error || bug.severity == .warning)
      {
        guard let seen = cause.consequencesSeen.first(where: { $0.tag == text }),
          seen.cases >= bug.casesShowing, seen.cases > (best?.cases ?? 0)
        else { continue }
        best = (position, seen.cases)
      }
      guard let best else { continue }
      kept[best.position].foldedBugs.append(bug)
      folded.append(bug.signature)
    }
    return kept.filter { !folded.contains($0.signature) }
  }

  /// `failures` with causes before what they may cause: errors before warnings; within each,
  /// NLC-011 (Auto Layout's own problems) first, then by the step where the bug shows in its
  /// repro, then by the cause order at one checkpoint (``LifecycleDriver/causeRank(_:)``),
  /// then by signature. A trap (NLC-021) comes first: nothing after it ran.
  static func causeFirst(_ failures: [Counterexample]) -> [Counterexample] {
    func key(_ failure: Counterexample) -> (Int, Int, Int, Int, String) {
      let severity = failure.severity == .error ? 0 : 1
      let lead =
        failure.ruleID == RuleCatalogue.trapRuleID ? 0 : failure.ruleID == "NLC-011" ? 1 : 2
      let step = failure.violation?.step ?? 0
      let rank = LifecycleDriver.causeRank(failure.ruleID)
      return (severity, lead, step, rank, failure.signature.description)
    }
    return failures.sorted { key($0) < key($1) }
  }

  /// Rebuilds the case behind an engine counterexample and re-runs it for its violation, the
  /// way the campaign ran it (hopping per step when ``hopsPerStep``).
  func counterexample(_ found: PropertyEngine.Counterexample) throws -> Counterexample {
    let recorder = ChoiceRecorder(source: ReplayChoiceSource(found.sequence))
    let conformanceCase = try generator.gen.generate(using: recorder)
    // A trap or a hang has no rule to re-run.
    let rerun = found.failure.identity.hasPrefix("NLC-") ? try bugs(conformanceCase) : nil
    return try MainActorHop.run {
      try counterexample(found, conformanceCase: conformanceCase, rerun: rerun)
    }
  }

  /// Checks one case as the campaign's property does: a step per hop off the main actor, in
  /// place on it.
  private func bugs(_ conformanceCase: ConformanceCase) throws -> [Violation] {
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    if hopsPerStep {
      return try HoppingCaseChecker(
        selection: rules, roles: roles, factory: factory, attributingCauses: true
      )
      .bugs(conformanceCase)
    }
    return try MainActorHop.run {
      try CaseChecker(
        selection: rules, roles: roles, attributingCauses: true, makeDelegate: factory.make
      )
      .bugs(conformanceCase)
    }
  }

  /// The counterexample for `found`, its case rebuilt; `rerun` is the re-run's violation.
  @MainActor
  private func counterexample(
    _ found: PropertyEngine.Counterexample, conformanceCase: ConformanceCase, rerun: [Violation]?
  ) throws -> Counterexample {
    let token = ReplayToken(sequence: found.sequence, label: configuration.delegateName).text
    let identity = found.failure.identity
    let isWarning = identity.hasSuffix(BugSignature.warningSuffix)
    let ruleID = String(identity.prefix { $0 != " " && $0 != ":" })
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
      trap.casesShowing = found.casesShowing
      trap.isShrunk = found.shrinkStopReason != .notShrunk
      trap.trapIdentity = identity
      return trap
    }
    // The bug the case was shrunk for, with its consequences; the re-run shows it as one of
    // the case's bugs (the others are their own counterexamples).
    let violation = rerun?.first { Self.identity(of: $0) == identity }
    let severity: RuleSeverity = violation?.severity ?? (isWarning ? .warning : .error)
    var failure = Counterexample(
      ruleID: ruleID, severity: severity, scenario: conformanceCase.scenario,
      relationID: conformanceCase.relationID, replayToken: token,
      message: violation?.description ?? found.failure.message, violation: violation)
    failure.rules = configuration.rules
    failure.casesShowing = found.casesShowing
    failure.consequencesSeen = found.relatedSeen
    failure.isShrunk = found.shrinkStopReason != .notShrunk
    failure.otherBugs = (rerun ?? []).filter { Self.identity(of: $0) != identity }
    return failure
  }
}
