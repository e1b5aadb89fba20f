/// Turns campaign events into lines for people: a progress bar, each counterexample with its
/// replay token and next step, and a closing summary.
///
/// Shrink steps are summarised rather than listed, so a long shrink does not flood a terminal.
///
/// ```swift
/// let recorder = HumanReadableRecorder()
/// print(recorder.lines(for: .progress(summary), maximumCases: 1000))
/// // ["[#####...............] 250/1000 cases (250 passed, 0 rejected)"]
/// ```
public struct HumanReadableRecorder: Sendable {
  /// The width of the progress bar in characters.
  public var barWidth = 20

  /// Creates a recorder.
  public init() {}

  /// Returns the lines (possibly none) to print for an event.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - maximumCases: The campaign's case budget, for the progress bar.
  /// - Returns: Lines without newlines.
  public func lines(for event: CampaignEvent, maximumCases: Int) -> [String] {
    switch event {
    case .started(let property, let seed, let cases, let shard):
      let slice = shard.map { ", shard \($0)" } ?? ""
      return ["Checking \(property): up to \(cases) cases, seed \(seed)\(slice)"]
    case .corpusEntryReplayed(let path, let outcome):
      return ["Replayed \(path): \(outcome.name)"]
    case .corpusEntryRetired(let path):
      return ["Retired \(path): it no longer fails"]
    case .progress(let summary):
      return [progressLine(summary, maximumCases: maximumCases)]
    case .counterexampleFound(let caseIndex, let failure, let choiceCount):
      let at = caseIndex.map { "case \($0)" } ?? "a corpus entry"
      return ["Failure at \(at) (\(failure.identity), \(choiceCount) choices); shrinking..."]
    case .shrinkStepAccepted:
      return []
    case .counterexampleShrunk(let counterexample):
      return report(counterexample)
    case .counterexampleSaved(let path):
      return ["Saved to \(path)"]
    case .counterexampleAlreadySaved(let path):
      return ["Already saved at \(path)"]
    case .counterexampleNotSaved(let error):
      return ["Not saved: \(error)"]
    case .healthCheckFailed(let check):
      return ["Health check failed: \(check)"]
    case .statistics(let statistics):
      return statisticsLines(statistics)
    case .coverageInsufficient(let shortfall):
      return ["Coverage too low: \(shortfall)"]
    case .finished(let reason, let summary):
      return [
        "Finished: \(reason). \(summary.casesRun) cases: \(summary.passed) passed, "
          + "\(summary.failed) failed, \(summary.rejected) rejected, \(summary.overruns) overran."
      ]
    }
  }

  private func progressLine(_ summary: CampaignSummary, maximumCases: Int) -> String {
    let filled = maximumCases > 0 ? min(barWidth, summary.casesRun * barWidth / maximumCases) : 0
    let bar =
      String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
    return "[\(bar)] \(summary.casesRun)/\(maximumCases) cases "
      + "(\(summary.passed) passed, \(summary.rejected) rejected)"
  }

  private func report(_ counterexample: Counterexample) -> [String] {
    var lines = [
      "Counterexample for \(counterexample.propertyName) [\(counterexample.failure.identity)]:",
      "  value:   \(counterexample.valueDescription)",
      "  failure: \(counterexample.failure.message)",
      "  shrunk from \(counterexample.originalChoiceCount) to \(counterexample.sequence.count) "
        + "choices in \(counterexample.shrinkSteps) steps, \(counterexample.shrinkEvaluations) runs",
      "  replay:  \(counterexample.replayToken.text)",
    ]
    if counterexample.shrinkStopReason != .fixpoint {
      lines.append(
        "  note: shrinking stopped early (\(counterexample.shrinkStopReason)); please report it")
    }
    lines.append("Next: replay the token to debug it, then add it to Seeds/ once fixed.")
    return lines
  }

  private func statisticsLines(_ statistics: LabelStatistics) -> [String] {
    ["Labels over \(statistics.validCases) valid cases:"]
      + statistics.counts.map { entry in
        let share = Double(entry.count) * 100 / Double(max(statistics.validCases, 1))
        return "  \(CoverageShortfall.format(share))% \(entry.label)"
      }
  }
}
