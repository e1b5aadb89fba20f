public import GoogleNavigationModel
public import PropertyEngine

/// What command-line tools need beyond ``Conformance/check(_:delegate:)``: campaign events
/// for a progress display, and replaying or shrinking one case from its replay token
/// (DESIGN.md §7, §8: a token is printed with every failure).
extension Conformance {
  /// Runs a campaign and reports its events as they happen.
  ///
  /// - Parameters:
  ///   - configuration: Cases, seed, environments, rules, roles.
  ///   - delegate: Makes a fresh delegate for each run.
  ///   - progressInterval: Cases between ``CampaignEvent/progress(_:)`` events; 0 for none.
  ///   - onEvent: Receives every engine event, in order, on the main thread, before this
  ///     call returns.
  /// - Returns: The report; the same as ``run(_:delegate:)`` returns.
  /// - Throws: ``ConformanceError`` when a rule ID is unknown or a corpus file is bad.
  public static func run(
    _ configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate,
    progressInterval: Int, onEvent: (CampaignEvent) -> Void
  ) throws -> ConformanceReport {
    let report = try ConformanceCampaign(
      configuration: configuration, factory: DelegateFactory(make: delegate),
      progressInterval: progressInterval
    ).run(onEvent: onEvent)
    try writeReport(report, configuration, delegate: delegate)
    return report
  }

  /// Replays the case a replay token stands for, as a campaign with `configuration` would
  /// have generated it, and checks it.
  ///
  /// - Parameters:
  ///   - token: A token from a failure report (`pe1.…`).
  ///   - configuration: Its environments and rules must be the ones of the campaign that
  ///     printed the token, since they shape what the choices decode to.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The counterexample when the case still fails (warnings included), nil when it
  ///   passes.
  /// - Throws: ``PropertyEngineError/replayTokenExhausted(token:choices:)`` when the token is
  ///   cut short; ``ConformanceError`` when a rule ID is unknown or the token decodes to no
  ///   valid case.
  public static func replay(
    _ token: ReplayToken, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Counterexample? {
    let campaign = try ReplayCampaign(configuration, delegate)
    guard let execution = try campaign.failingExecution(token) else { return nil }
    return try campaign.counterexample(for: execution)
  }

  /// Replays a Seeds file exactly as written: every selected rule (or the file's relation),
  /// every event of the file, nothing dropped. ``shrink(_:configuration:delegate:)-(SeedFile,_,_)``
  /// shortens it as a campaign does.
  ///
  /// - Parameters:
  ///   - seed: The seed; its ``SeedFile/campaign`` is not consulted (pass its rules in
  ///     `configuration` to check what the saving campaign checked).
  ///   - configuration: Its rules and roles are used.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The counterexample, its scenario the file's, token `seed:<file>`; nil when the
  ///   seed passes.
  /// - Throws: ``ConformanceError`` when a rule ID is unknown or the scenario cannot be run.
  public static func replay(
    _ seed: SeedFile, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Counterexample? {
    try check(seed, configuration: configuration, delegate: delegate, shrinks: false)
  }

  /// Replays a Seeds file as a campaign replays its Seeds: every selected rule (or the file's
  /// relation), and a failure shortened by dropping events, so the repro is the one the
  /// campaign printed for the same file.
  ///
  /// - Parameters:
  ///   - seed: The seed; its ``SeedFile/campaign`` is not consulted.
  ///   - configuration: Its rules and roles are used.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The shortened counterexample, token `seed:<file>`; nil when the seed passes.
  /// - Throws: ``ConformanceError`` when a rule ID is unknown or the scenario cannot be run.
  public static func shrink(
    _ seed: SeedFile, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Counterexample? {
    try check(seed, configuration: configuration, delegate: delegate, shrinks: true)
  }

  private static func check(
    _ seed: SeedFile, configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate, shrinks: Bool
  ) throws -> Counterexample? {
    if let unknown = configuration.rules.unknownIDs.first {
      throw ConformanceError.unknownRule(unknown)
    }
    if let problem = PlausibilityLimits.problem(in: seed.scenario) {
      throw ConformanceError.scenarioNotRunnable(
        "\(seed.file ?? seed.name): implausible scenario: \(problem) (limits: CONFORMANCE.md §3)")
    }
    let factory = DelegateFactory(make: delegate)
    let rules = configuration.rules
    let roles = configuration.roles
    return try MainActorHop.run { () throws -> Counterexample? in
      // A handful of cases, each printed: their violations carry their causes.
      let checker = CaseChecker(
        selection: rules, roles: roles, attributingCauses: true, makeDelegate: factory.make)
      let found: (Violation, relationID: String?)?
      do {
        found = try seed.replay(with: checker)
      } catch {
        throw ConformanceError.scenarioNotRunnable("\(seed.file ?? seed.name): \(error)")
      }
      guard let (violation, relationID) = found else { return nil }
      return ConformanceCampaign.counterexample(
        seed, violation: violation, relationID: relationID, checker: checker, rules: rules,
        shrinks: shrinks)
    }
  }

  /// Replays a token's case and, when it fails, shrinks it to a minimal case failing the
  /// same rule, in this process, with the campaign's shrink passes and limits.
  ///
  /// - Parameters:
  ///   - token: A token from a failure report or from a case that was never shrunk.
  ///   - configuration: The campaign's environments, rules and shrink limit.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The minimal counterexample, with its own replay token; nil when the case
  ///   passes.
  /// - Throws: The errors of ``replay(_:configuration:delegate:)``, and
  ///   ``ConformanceError/scenarioNotRunnable(_:)`` when the configuration isolates cases
  ///   (shrinking runs in this process).
  public static func shrink(
    _ token: ReplayToken, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Counterexample? {
    if case .childProcesses = configuration.isolation {
      throw ConformanceError.scenarioNotRunnable(
        "shrinking runs in this process, where a trap would end it; replay the token with "
          + "isolation instead (a campaign run with isolation shrinks traps in workers)")
    }
    let campaign = try ReplayCampaign(configuration, delegate)
    guard let execution = try campaign.failingExecution(token) else { return nil }
    return try campaign.counterexample(for: campaign.shrink(execution))
  }
}

extension Conformance {
  /// Why one element is where it is at one step of a token's case: its frame and the
  /// constraints that placed it on each axis, with the lines that made them (what
  /// `nav-layout-check why` prints).
  ///
  /// - Parameters:
  ///   - token: A token from a failure report (`pe1.…`).
  ///   - element: An element's name as a report gives it (`opaqueOverlay 'orderCard'`), an
  ///     `accessibilityIdentifier` (`orderCard`) or a role (`etaCard`, `googleLogo`,
  ///     `viewport`, `prompt`).
  ///   - step: The step, 1-based (the report's step numbers; the closing settle is the
  ///     events' count + 1); nil for the step where the case fails, or its closing settle
  ///     when it passes.
  ///   - configuration: The campaign's environments and rules, which shape what the token
  ///     decodes to.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The explanation.
  /// - Throws: ``ConformanceError/scenarioNotRunnable(_:)`` when the token makes no case, the
  ///   step is past the case's end, or nothing at that step answers to `element` (the message
  ///   lists what was on the map).
  public static func why(
    _ token: ReplayToken, element: String, step: Int? = nil,
    configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> PlacementExplanation {
    let campaign = try ReplayCampaign(configuration, delegate)
    let conformanceCase = try campaign.conformanceCase(token)
    var chosen = step
    if chosen == nil, let execution = try campaign.failingExecution(token) {
      chosen = try campaign.counterexample(for: execution).violation?.step
    }
    return try explain(
      element, in: conformanceCase.scenario, at: chosen, configuration: configuration,
      delegate: delegate)
  }

  /// ``why(_:element:step:configuration:delegate:)-(ReplayToken,_,_,_,_)`` for a Seeds file's
  /// scenario, as written: any scenario, passing or failing, written by hand or saved by a
  /// campaign (`nav-layout-check why FILE --view V`).
  ///
  /// - Parameters:
  ///   - seed: The seed; its ``SeedFile/campaign`` is not consulted.
  ///   - element: As for a token.
  ///   - step: The step, 1-based; nil for the step where the file fails as written
  ///     (``replay(_:configuration:delegate:)-(SeedFile,_,_)``), or its closing settle when it
  ///     passes.
  ///   - configuration: Its rules and roles are used.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The explanation.
  /// - Throws: As for a token.
  public static func why(
    _ seed: SeedFile, element: String, step: Int? = nil,
    configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> PlacementExplanation {
    let chosen =
      try step ?? replay(seed, configuration: configuration, delegate: delegate)?.violation?.step
    return try explain(
      element, in: seed.scenario, at: chosen, configuration: configuration, delegate: delegate)
  }

  /// One element's placement at `step` of `scenario` (nil: the closing settle).
  private static func explain(
    _ element: String, in scenario: Scenario, at step: Int?,
    configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> PlacementExplanation {
    // The closing settle, then disableNavigation when navigation is still on.
    let endsOff = (try? scenario.phases().get())?.last.map { $0 == .off } ?? true
    let last = scenario.events.count + (endsOff ? 1 : 2)
    let at = step ?? scenario.events.count + 1
    guard (1...last).contains(at) else {
      throw ConformanceError.scenarioNotRunnable(
        "step \(at) is not in the case: its steps are 1 to \(last) (the events, then the "
          + "closing settle and, when navigation is on, disableNavigation)")
    }
    let factory = DelegateFactory(make: delegate)
    let roles = configuration.roles
    do {
      let explanation = try MainActorHop.run {
        try LifecycleDriver(rules: [], roles: roles, makeDelegate: factory.make)
          .explain(element, in: scenario, at: at)
      }
      guard let explanation else {
        throw ConformanceError.scenarioNotRunnable(
          "the case ended before step \(at) (an operation that raises on a device)")
      }
      return explanation
    } catch let error as ScenarioError {
      throw ConformanceError.scenarioNotRunnable(error.description)
    }
  }
}

/// One token's replay: the engine campaign and the conformance glue for one configuration.
private struct ReplayCampaign {
  let glue: ConformanceCampaign
  let engine: Campaign<ConformanceCase>

  init(
    _ configuration: ConformanceConfiguration,
    _ delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws {
    if let unknown = configuration.rules.unknownIDs.first {
      throw ConformanceError.unknownRule(unknown)
    }
    glue = ConformanceCampaign(
      configuration: configuration, factory: DelegateFactory(make: delegate))
    // Isolation as configured: a token of a trapping case (NLC-021) must replay in a worker.
    engine = Campaign(property: glue.property, configuration: glue.campaignConfiguration)
  }

  /// The case a token decodes to, as the campaign generated it.
  func conformanceCase(_ token: ReplayToken) throws -> ConformanceCase {
    let recorder = ChoiceRecorder(source: ReplayChoiceSource(token.sequence))
    do {
      return try glue.generator.gen.generate(using: recorder)
    } catch {
      throw ConformanceError.scenarioNotRunnable(
        "replay token \(token.text) makes no valid case (\(error)); it was printed by a "
          + "campaign with other environments or rules")
    }
  }

  /// The token's execution when it fails; nil when it passes.
  func failingExecution(_ token: ReplayToken) throws -> CaseExecution? {
    let engine = engine
    let execution = try MainActorHop.run { try engine.replay(token) }
    switch execution.outcome {
    case .passed: return nil
    case .failed: return execution
    case .rejected(let reason):
      throw ConformanceError.scenarioNotRunnable(
        "replay token \(token.text) makes no valid case (\(reason)); it was printed by a "
          + "campaign with other environments or rules")
    case .overrun:
      throw ConformanceError.scenarioNotRunnable(
        "replay token \(token.text) makes a case with too many choices")
    }
  }

  /// Shrinks a failing execution to a fixpoint under the campaign's limits.
  func shrink(_ execution: CaseExecution) -> CaseExecution {
    let property = engine.property
    let settings = engine.configuration
    let identity = execution.outcome.failure?.identity ?? ""
    return MainActorHop.run {
      Shrinker(initial: execution, identity: identity, configuration: settings.shrinking) {
        property.execute(
          source: ReplayChoiceSource($0), maximumChoices: settings.maximumChoices)
      }.shrink().execution
    }
  }

  /// The conformance counterexample for a failing execution, rebuilt as a campaign does.
  func counterexample(for execution: CaseExecution) throws -> Counterexample {
    let found = PropertyEngine.Counterexample(
      propertyName: Conformance.propertyName,
      failure: execution.outcome.failure ?? PropertyFailure(identity: "", message: ""),
      sequence: execution.sequence, valueDescription: "", origin: .generated(caseIndex: 0),
      originalChoiceCount: execution.sequence.count, shrinkEvaluations: 0, shrinkSteps: 0,
      shrinkStopReason: .fixpoint)
    let glue = glue
    return try glue.counterexample(found)
  }
}
