// MARK: - Shrinking and saving failures

extension CampaignRun {
  /// Shrinks a failure with a new identity, records and saves its counterexample; returns
  /// whether the campaign should stop. Collecting distinct failures, each identity of the
  /// failure's ``PropertyFailure/alsoFound`` not seen yet is shrunk too, as its own bug.
  func handleFailure(
    _ execution: CaseExecution, origin: Counterexample.Origin
  ) throws(PropertyEngineError) -> Bool {
    guard let failure = execution.outcome.failure else { return false }
    let collects = configuration.failureMode == .collectDistinctFailures
    if collects { count(failure) }
    var stops = false
    if !isKnown(failure.identity) {
      try shrink(execution, for: failure, alsoFound: collects, origin: origin)
      stops = !collects && !isNonStopping(failure.identity)
    }
    if collects {
      for other in failure.alsoFound where !isKnown(other.identity) {
        try shrink(execution, for: other, alsoFound: true, origin: origin)
      }
    }
    return stops
  }

  /// Whether failures with `identity` never stop a campaign (a conformance warning): they
  /// are shrunk and reported, and do not count against the limit on shrunk failures.
  func isNonStopping(_ identity: String) -> Bool {
    configuration.nonStoppingIdentities.contains(identity)
      || configuration.nonStoppingIdentitySuffixes.contains { identity.hasSuffix($0) }
  }

  /// Shrinks `execution` keeping `failure`'s identity (as the case's own identity, or, with
  /// `alsoFound`, also among its other failures), then records and saves the counterexample.
  private func shrink(
    _ execution: CaseExecution, for failure: PropertyFailure, alsoFound: Bool,
    origin: Counterexample.Origin
  ) throws(PropertyEngineError) {
    let caseIndex: Int? =
      if case .generated(let index) = origin { index } else { nil }
    emit(
      .counterexampleFound(
        caseIndex: caseIndex, failure: failure, choiceCount: execution.sequence.count))
    if configuration.failureMode == .collectDistinctFailures,
      !isNonStopping(failure.identity),
      counterexamples.count(where: {
        $0.shrinkStopReason != .notShrunk && !isNonStopping($0.failure.identity)
      }) >= configuration.maximumShrunkFailures
    {
      // Past the limit the case is kept as found: listed, counted, never shrunk.
      let counterexample = Counterexample(
        propertyName: property.name,
        failure: execution.outcome.failure?.failure(identity: failure.identity) ?? failure,
        sequence: execution.sequence,
        valueDescription: property.describeValue(for: execution.sequence), origin: origin,
        originalChoiceCount: execution.sequence.count, shrinkEvaluations: 0, shrinkSteps: 0,
        shrinkStopReason: .notShrunk,
        value: property.value(for: execution.sequence).map { $0 as Any })
      counterexamples.append(counterexample)
      self.emit(.counterexampleShrunk(counterexample))
      return
    }
    let emit = self.emit
    let evaluator = self.evaluator
    let shrinker = Shrinker(
      initial: execution, identity: failure.identity, acceptsAlsoFound: alsoFound,
      configuration: configuration.shrinking,
      onAccept: { pass, accepted in
        emit(.shrinkStepAccepted(pass: pass, choiceCount: accepted.sequence.count))
      },
      evaluate: { evaluator.replay($0) })
    // A hang is shrunk with the short limit: each smaller case that still hangs would
    // otherwise cost the whole per-case timeout.
    evaluator.isShrinkingHang = failure.identity == PropertyFailure.timeoutIdentity
    // A trap is shrunk without the workers' backtraces (a tenth of the time per trap), then
    // the minimal case runs once more with them, for the crash site its report names.
    let isTrap = failure.identity.hasPrefix(PropertyFailure.trapIdentity)
    evaluator.isShrinkingTrap = isTrap
    let clock = ContinuousClock()
    let start = clock.now
    let result = shrinker.shrink()
    let duration = start.duration(to: clock.now)
    evaluator.isShrinkingHang = false
    evaluator.isShrinkingTrap = false
    var minimal = result.execution
    if isTrap, minimal.sequence != execution.sequence {
      let again = evaluator.replay(minimal.sequence)
      if again.outcome.failure?.identity == failure.identity { minimal = again }
    }
    if let failure = evaluator.protocolFailure { throw failure }
    let value = property.value(for: minimal.sequence)
    let originalValue = property.value(for: execution.sequence)
    let counterexample = Counterexample(
      propertyName: property.name,
      failure: minimal.outcome.failure?.failure(identity: failure.identity) ?? failure,
      sequence: minimal.sequence, valueDescription: property.describeValue(for: minimal.sequence),
      origin: origin, originalChoiceCount: execution.sequence.count,
      shrinkEvaluations: result.evaluations, shrinkSteps: result.acceptedSteps,
      shrinkStopReason: result.stopReason, originalSequence: execution.sequence,
      originalValueDescription: property.describeValue(for: execution.sequence),
      shrinkRounds: result.rounds, shrinkDuration: duration,
      value: value.map { $0 as Any }, originalValue: originalValue.map { $0 as Any })
    counterexamples.append(counterexample)
    self.emit(.counterexampleShrunk(counterexample))
    save(counterexample)
  }

  /// Saves a counterexample to the database, if there is one. A failed save is recorded, not
  /// thrown: the counterexample, just found and shrunk, must still reach the result.
  private func save(_ counterexample: Counterexample) {
    guard let directory = configuration.databaseDirectory else { return }
    let entry = CorpusEntry(
      property: property.name, identity: counterexample.failure.identity,
      token: counterexample.replayToken, summary: counterexample.valueDescription)
    do {
      let saved = try FailureDatabase(directory: directory).save(entry)
      emit(
        saved.wasWritten
          ? .counterexampleSaved(path: saved.path) : .counterexampleAlreadySaved(path: saved.path))
    } catch {
      saveFailures.append(error)
      emit(.counterexampleNotSaved(error))
    }
  }
}
