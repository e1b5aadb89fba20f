import GoogleNavigationModel

extension ConformanceCampaign {
  /// Replays ``ConformanceConfiguration/seedsDirectory``'s files in file-name order, before any
  /// generated case (DESIGN.md §7), those whose screens the environments include
  /// (``EnvironmentPreset/admits(_:)``); a seed that fails becomes a counterexample whose replay
  /// token is `seed:<file>`, its scenario shortened by ``SeedShrinker``.
  ///
  /// - Returns: How many seeds ran, and the counterexamples, one per bug (the first seed
  ///   showing it, counted for each seed that does); with `stopsAtFirstFailure`, replay stops
  ///   at the first seed with an error.
  /// - Throws: ``ConformanceError/invalidSeedFile(_:)`` for a bad file or directory, and
  ///   ``ConformanceError/scenarioNotRunnable(_:)`` when a seed's scenario cannot be run.
  func replaySeeds() throws -> (count: Int, failures: [Counterexample]) {
    guard let directory = configuration.seedsDirectory else { return (0, []) }
    // Seeds are scenarios, not choice sequences, so they cannot go to a worker process; run
    // in this one, a delegate that traps would end the campaign instead of failing NLC-021.
    if case .childProcesses = configuration.isolation { return (0, []) }
    // Shards split the generated cases; the Seeds run once, in the first shard.
    if let shard = configuration.shard, shard.index != 1 { return (0, []) }
    let corpus: SeedCorpus
    do {
      corpus = try SeedCorpus(directory: directory)
    } catch {
      throw ConformanceError.invalidSeedFile(error)
    }
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    let stopsAtFirst = configuration.stopsAtFirstFailure
    let environments = configuration.environments
    let interruption = configuration.interruption
    return try MainActorHop.run { () throws -> (count: Int, failures: [Counterexample]) in
      // A handful of cases, each printed: their violations carry their causes.
      let checker = CaseChecker(
        selection: rules, roles: roles, attributingCauses: true, makeDelegate: factory.make)
      var failures: [Counterexample] = []
      var count = 0
      // Only Seeds whose screens the campaign's environments include.
      for seed in corpus.seeds where environments.admits(seed.scenario) {
        if interruption?.isRequested == true { break }
        count += 1
        let found: [(Violation, relationID: String?)]
        do {
          found = try seed.bugs(with: checker)
        } catch {
          throw ConformanceError.scenarioNotRunnable("\(seed.file ?? seed.name): \(error)")
        }
        // One failure per bug: the first seed that shows it, counted for every seed that does.
        for (violation, relationID) in found {
          if let index = failures.firstIndex(where: { $0.signature == violation.signature }) {
            failures[index].casesShowing += 1
            continue
          }
          failures.append(
            Self.counterexample(
              seed, violation: violation, relationID: relationID, checker: checker, rules: rules))
        }
        if stopsAtFirst, found.contains(where: { $0.0.severity == .error }) { break }
      }
      return (count, failures)
    }
  }

  /// A failing seed's counterexample, its token `seed:<file>`: its scenario shortened by
  /// ``SeedShrinker`` (what a campaign prints, and `shrink FILE`), or as written when
  /// `shrinks` is false (`replay FILE`).
  @MainActor
  static func counterexample(
    _ seed: SeedFile, violation: Violation, relationID: String?, checker: CaseChecker,
    rules: RuleSelection, shrinks: Bool = true
  ) -> Counterexample {
    let (scenario, shrunk) =
      shrinks
      ? SeedShrinker(checker: checker, relationID: relationID).shrink(seed.scenario, violation)
      : (seed.scenario, violation)
    var failure = Counterexample(
      ruleID: shrunk.ruleID, severity: shrunk.severity, scenario: scenario,
      relationID: relationID, replayToken: "seed:\(seed.file ?? seed.name)",
      message: shrunk.description, violation: shrunk)
    failure.rules = rules
    return failure
  }
}
