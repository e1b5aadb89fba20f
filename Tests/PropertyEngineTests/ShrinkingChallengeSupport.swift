import PropertyEngine

/// Runs one shrinking-challenge property from many seeds and collects what each run shrank to.
struct ChallengeRun {
  /// The minimal value each seed reached, described.
  var descriptions: [String] = []
  /// The minimal choice sequence each seed reached.
  var sequences: [ChoiceSequence] = []
  /// Property evaluations each shrink spent (the original failing run is not counted).
  var evaluations: [Int] = []
  /// Shrink stop reasons, one per seed.
  var stopReasons: [ShrinkStopReason] = []

  /// The median evaluation count (upper median for even counts).
  var medianEvaluations: Int {
    let sorted = evaluations.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// Runs the property's campaign once per seed in 1...seeds and records each counterexample.
  init<Value>(_ property: Property<Value>, seeds: Int = 20) throws {
    for seed in 1...seeds {
      var configuration = CampaignConfiguration(seed: UInt64(seed))
      configuration.maximumCases = 100_000
      configuration.progressInterval = 0
      let result = try Campaign(property: property, configuration: configuration).run()
      guard let counterexample = result.counterexamples.first else {
        descriptions.append("<no failure found>")
        continue
      }
      descriptions.append(counterexample.valueDescription)
      sequences.append(counterexample.sequence)
      evaluations.append(counterexample.shrinkEvaluations)
      stopReasons.append(counterexample.shrinkStopReason)
    }
  }
}
