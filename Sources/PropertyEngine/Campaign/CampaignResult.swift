/// What a campaign found: its counterexamples, counts, statistics and why it stopped.
///
/// ```swift
/// // let result = try Campaign(property: reverse).run()
/// // print(result.counterexamples.first?.valueDescription ?? "none")  // [0, 1]
/// ```
public struct CampaignResult: Hashable, Sendable {
  /// One counterexample per distinct failure identity, in discovery order.
  public var counterexamples: [Counterexample]
  /// Counts of generated cases.
  public var summary: CampaignSummary
  /// Label counts over valid generated cases.
  public var statistics: LabelStatistics
  /// Coverage requirements that were not met.
  public var coverageShortfalls: [CoverageShortfall]
  /// Why the campaign stopped.
  public var stopReason: StopReason
  /// Counterexamples that could not be saved to the failure database, in discovery order; the
  /// counterexamples themselves are still in ``counterexamples``.
  public var saveFailures: [PropertyEngineError]
  /// The least slack valid generated cases recorded per label (``CaseContext/slack(_:label:)``),
  /// sorted by label: how close the campaign came to failing there.
  public var slacks: [SlackObservation] = []
  /// How many generated cases were the boundary search's mutations
  /// (``CampaignConfiguration/boundaryShare``) rather than drawn from their seeds.
  public var boundaryCases = 0

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - counterexamples: The counterexamples.
  ///   - summary: The counts.
  ///   - statistics: The label counts.
  ///   - coverageShortfalls: Unmet coverage requirements.
  ///   - stopReason: Why it stopped.
  ///   - saveFailures: Failed saves to the failure database; none by default.
  public init(
    counterexamples: [Counterexample], summary: CampaignSummary, statistics: LabelStatistics,
    coverageShortfalls: [CoverageShortfall], stopReason: StopReason,
    saveFailures: [PropertyEngineError] = []
  ) {
    self.counterexamples = counterexamples
    self.summary = summary
    self.statistics = statistics
    self.coverageShortfalls = coverageShortfalls
    self.stopReason = stopReason
    self.saveFailures = saveFailures
  }

  /// Merges the results of the shards of one campaign deterministically: counts add up, and
  /// for each failure identity the shortlex-smallest counterexample is kept, sorted by identity.
  ///
  /// - Parameter shards: The shard results, in any order.
  /// - Returns: The merged result; its stop reason is the first shard's that is not
  ///   ``StopReason/caseBudgetExhausted``, or that reason when all ran to the end.
  public static func merging(_ shards: [CampaignResult]) -> CampaignResult {
    var summary = CampaignSummary()
    var statistics = LabelStatistics()
    var best: [Counterexample] = []
    var slacks: [SlackObservation] = []
    var boundaryCases = 0
    for shard in shards {
      summary.merge(shard.summary)
      boundaryCases += shard.boundaryCases
      for slack in shard.slacks {
        SlackObservation.keepMinimum(slack.slack, label: slack.label, in: &slacks)
      }
      statistics.merge(shard.statistics)
      for candidate in shard.counterexamples {
        if let slot = best.firstIndex(where: { $0.failure.identity == candidate.failure.identity })
        {
          let total = best[slot].casesShowing + candidate.casesShowing
          var related = best[slot].relatedSeen
          for tag in candidate.relatedSeen {
            if let index = related.firstIndex(where: { $0.tag == tag.tag }) {
              related[index].cases += tag.cases
            } else {
              related.append(tag)
            }
          }
          if candidate.sequence < best[slot].sequence { best[slot] = candidate }
          best[slot].casesShowing = total
          best[slot].relatedSeen = related
        } else {
          best.append(candidate)
        }
      }
    }
    best.sort { $0.failure.identity < $1.failure.identity }
    let shortfalls = shards.flatMap(\.coverageShortfalls).map(\.requirement)
    let unmet = uniqueRequirements(shortfalls).compactMap { requirement in
      let count = statistics.count(of: requirement.label)
      return requirement.isMet(count: count, of: statistics.validCases)
        ? nil
        : CoverageShortfall(requirement: requirement, count: count, total: statistics.validCases)
    }
    let stop = shards.map(\.stopReason).first { $0 != .caseBudgetExhausted } ?? .caseBudgetExhausted
    // Sorted, like the counterexamples, so the merge does not depend on shard order.
    let saveFailures = shards.flatMap(\.saveFailures).sorted { $0.description < $1.description }
    var merged = CampaignResult(
      counterexamples: best, summary: summary, statistics: statistics,
      coverageShortfalls: unmet, stopReason: stop, saveFailures: saveFailures)
    merged.slacks = slacks.sorted { $0.label < $1.label }
    merged.boundaryCases = boundaryCases
    return merged
  }

  private static func uniqueRequirements(_ all: [CoverageRequirement]) -> [CoverageRequirement] {
    var unique: [CoverageRequirement] = []
    for requirement in all where !unique.contains(requirement) { unique.append(requirement) }
    return unique
  }
}
