// MARK: - Corpus replay phase

extension CampaignRun {
  /// Replays Seeds/ then the failure database; returns a stop reason when a failure ends the
  /// campaign early.
  func replayCorpus() throws(PropertyEngineError) -> StopReason? {
    let sources = [
      (configuration.seedsDirectory, false), (configuration.databaseDirectory, true),
    ]
    for case (let directory?, let isDatabase) in sources {
      let database = FailureDatabase(directory: directory)
      for (path, entry) in try database.entries(for: property.name) {
        if configuration.interruption?.isRequested == true { return .interrupted }
        let execution = evaluator.replay(entry.token.sequence)
        if let failure = evaluator.protocolFailure { throw failure }
        emit(.corpusEntryReplayed(path: path, outcome: execution.outcome))
        if execution.outcome.failure == nil {
          if isDatabase {
            try database.remove(at: path)
            emit(.corpusEntryRetired(path: path))
          }
          continue
        }
        if try handleFailure(execution, origin: .corpus(path: path)) {
          return .counterexampleFound
        }
      }
    }
    return nil
  }
}
