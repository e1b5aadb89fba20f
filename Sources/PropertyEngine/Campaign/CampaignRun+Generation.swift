// MARK: - Generation phase

extension CampaignRun {
  /// Generates this shard's cases within the budgets; returns a stop reason when something
  /// other than the case budget ended the phase.
  func generate() throws(PropertyEngineError) -> StopReason? {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = configuration.timeBudget.map { start + $0 }
    let shard = configuration.shard
    let step = shard?.count ?? 1
    var caseIndex = (shard?.index ?? 1) - 1
    let batchSize = batchSizeForJobs()
    var slowCheckPending = true
    while caseIndex < configuration.maximumCases {
      if let deadline, clock.now >= deadline { return .timeBudgetExhausted }
      if configuration.interruption?.isRequested == true { return .interrupted }
      // A boundary case replays a mutation of a tight case, alone (pools fill in process only).
      if boundary?.isBoundaryCase(caseIndex) == true, let candidate = boundary?.nextCandidate() {
        let execution = evaluator.replay(candidate)
        if let failure = evaluator.protocolFailure { throw failure }
        boundaryCases += 1
        if let stop = try record(execution, caseIndex: caseIndex) { return stop }
        caseIndex += step
        continue
      }
      var indices: [Int] = []
      while indices.count < batchSize, caseIndex < configuration.maximumCases {
        indices.append(caseIndex)
        caseIndex += step
      }
      let executions = run(indices)
      if let failure = evaluator.protocolFailure { throw failure }
      for (index, execution) in zip(indices, executions) {
        if let stop = try record(execution, caseIndex: index) { return stop }
      }
      // Fewer results than cases: an interruption ended the wait for the rest.
      if executions.count < indices.count { return .interrupted }
      if slowCheckPending, summary.valid >= 10 {
        slowCheckPending = false
        if isTooSlow(start.duration(to: clock.now)) {
          emit(.healthCheckFailed(.tooSlow))
          return .healthCheckFailed(.tooSlow)
        }
      }
    }
    return nil
  }

  private func run(_ indices: [Int]) -> [CaseExecution] {
    let seed = configuration.seed
    if indices.count == 1 {
      let caseSeed = SplitMix64.caseSeed(campaignSeed: seed, index: indices[0])
      return evaluator.generate(caseSeed: caseSeed).map { [$0] } ?? []
    }
    return evaluator.generate(
      caseSeeds: indices.map { SplitMix64.caseSeed(campaignSeed: seed, index: $0) })
  }

  /// Counts one case and handles its failure; returns a stop reason to end generation.
  private func record(
    _ execution: CaseExecution, caseIndex: Int
  ) throws(PropertyEngineError) -> StopReason? {
    summary.record(execution.outcome)
    if !execution.slacks.isEmpty || boundary != nil {
      var hint = 0
      for slack in execution.slacks {
        SlackObservation.keepMinimum(slack.slack, label: slack.label, in: &slacks, hint: &hint)
      }
      boundary?.observe(execution)
    }
    switch execution.outcome {
    case .passed:
      statistics.record(execution.labels)
    case .failed:
      statistics.record(execution.labels)
      if try handleFailure(execution, origin: .generated(caseIndex: caseIndex)) {
        // Interrupted while it was shrunk: the shrink ended early, and the report says so.
        if configuration.interruption?.isRequested == true { return .interrupted }
        return .counterexampleFound
      }
    case .rejected, .overrun:
      if let check = configuration.healthChecks.failingCheck(
        valid: summary.valid, rejected: summary.rejected, overruns: summary.overruns)
      {
        emit(.healthCheckFailed(check))
        return .healthCheckFailed(check)
      }
    }
    let interval = configuration.progressInterval
    if interval > 0, summary.casesRun % interval == 0 { emit(.progress(summary)) }
    return nil
  }

  private func batchSizeForJobs() -> Int {
    if case .childProcesses(let children) = configuration.isolation {
      return children.jobs * max(children.casesPerWorker, 1)
    }
    return 1
  }

  private func isTooSlow(_ elapsed: Duration) -> Bool {
    let settings = configuration.healthChecks
    guard !settings.suppressed.contains(.tooSlow) else { return false }
    // Child processes pay for process start-up, which says nothing about the generator.
    if case .childProcesses = configuration.isolation { return false }
    return elapsed > settings.slowThreshold
  }
}
