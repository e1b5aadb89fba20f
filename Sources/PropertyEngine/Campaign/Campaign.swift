/// Runs a property against many generated cases, after replaying saved failures, and shrinks
/// every failure it finds to a minimal counterexample.
///
/// Phases: corpus replay (Seeds/, then the failure database), generation within the case and
/// time budgets, then statistics and coverage. Events go to the caller's handler; the campaign
/// never prints.
///
/// ```swift
/// let reverse = Property("reverse", Gen.arrays(of: Gen<Int>.integers())) { list, context in
///   try context.require(list.reversed() == list, identity: "reverse", "\(list)")
/// }
/// let result = try Campaign(property: reverse, configuration: .init(seed: 1)).run()
/// print(result.counterexamples[0].valueDescription)  // [0, 1]
/// ```
public struct Campaign<Value>: Sendable {
  /// The property under test.
  public let property: Property<Value>
  /// How the campaign runs.
  public let configuration: CampaignConfiguration

  /// Creates a campaign.
  ///
  /// - Parameters:
  ///   - property: The property under test.
  ///   - configuration: How to run it; default budgets and seed 0 by default.
  public init(property: Property<Value>, configuration: CampaignConfiguration = .init()) {
    self.property = property
    self.configuration = configuration
  }

  /// Runs the campaign.
  ///
  /// - Parameter onEvent: Receives every event, in order, on the calling thread.
  /// - Returns: The counterexamples, counts, statistics and stop reason.
  /// - Throws: ``PropertyEngineError`` when a corpus file is malformed or unreadable, a
  ///   retired database entry cannot be deleted, or an isolation worker cannot be launched. A
  ///   failing property is a result, never an error; neither is a counterexample that could
  ///   not be saved (see ``CampaignResult/saveFailures``).
  public func run(
    onEvent: (CampaignEvent) -> Void = { _ in }
  ) throws(PropertyEngineError) -> CampaignResult {
    let evaluator = try makeEvaluator()
    defer { evaluator.shutDown() }
    return try withoutActuallyEscaping(onEvent) { emit throws(PropertyEngineError) in
      try CampaignRun(
        property: property, configuration: configuration, evaluator: evaluator, emit: emit
      ).execute()
    }
  }

  /// Replays one case from a replay token and checks it, for reproducing a reported failure.
  ///
  /// The token must hold every choice its case makes: a token cut short is an error, not a
  /// case padded with zeros, which could pass and hide the failure it was meant to show.
  ///
  /// - Parameter token: The token from a failure report.
  /// - Returns: The execution; its outcome says whether the case still fails.
  /// - Throws: ``PropertyEngineError/replayTokenExhausted(token:choices:)`` when the case needs
  ///   more choices than the token holds, and
  ///   ``PropertyEngineError/workerFailure(executable:reason:)`` when isolation is on and no
  ///   worker can be launched.
  public func replay(_ token: ReplayToken) throws(PropertyEngineError) -> CaseExecution {
    // Generate without checking first: a padded case must not reach the property (or a worker).
    let generated = property.execute(
      source: ReplayChoiceSource(token.sequence), maximumChoices: configuration.maximumChoices,
      checking: false)
    guard generated.sequence.count <= token.sequence.count else {
      throw .replayTokenExhausted(token: token.text, choices: token.sequence.count)
    }
    let evaluator = try makeEvaluator()
    defer { evaluator.shutDown() }
    let execution = evaluator.replay(token.sequence)
    if let failure = evaluator.protocolFailure { throw failure }
    return execution
  }

  private func makeEvaluator() throws(PropertyEngineError) -> any CaseEvaluator {
    switch configuration.isolation {
    case .inProcess:
      InProcessEvaluator(property: property, maximumChoices: configuration.maximumChoices)
    case .childProcesses(let children):
      try ChildProcessEvaluator(
        property: property, maximumChoices: configuration.maximumChoices, configuration: children,
        interruption: configuration.interruption)
    }
  }
}
