/// The mutable state of one campaign run: counts, statistics, counterexamples found so far.
///
/// Split from ``Campaign`` so the public type stays a value; each phase lives in its own
/// extension file.
final class CampaignRun<Value> {
  let property: Property<Value>
  let configuration: CampaignConfiguration
  let evaluator: any CaseEvaluator
  let emit: (CampaignEvent) -> Void
  var summary = CampaignSummary()
  var statistics = LabelStatistics()
  var counterexamples: [Counterexample] = []
  var saveFailures: [PropertyEngineError] = []
  /// How many cases showed each identity, in the order identities were first seen (an
  /// array, not a dictionary: the report's order must not depend on hashing).
  var identityCounts: [(identity: String, count: Int, related: [RelatedTag])] = []
  /// The least slack per label over valid generated cases, in first-seen order.
  var slacks: [SlackObservation] = []
  /// The boundary search, when ``CampaignConfiguration/boundaryShare`` is above 0.
  var boundary: BoundarySearch?
  /// Generated cases that were boundary mutations.
  var boundaryCases = 0

  init(
    property: Property<Value>, configuration: CampaignConfiguration,
    evaluator: any CaseEvaluator, emit: @escaping (CampaignEvent) -> Void
  ) {
    self.property = property
    self.configuration = configuration
    self.evaluator = evaluator
    self.emit = emit
    if configuration.boundaryShare > 0 {
      boundary = BoundarySearch(share: configuration.boundaryShare, seed: configuration.seed)
    }
  }

  /// Runs every phase and assembles the result.
  func execute() throws(PropertyEngineError) -> CampaignResult {
    emit(
      .started(
        property: property.name, seed: configuration.seed,
        maximumCases: configuration.maximumCases, shard: configuration.shard))
    var stop = try replayCorpus()
    if stop == nil { stop = try generate() }
    let shortfalls = checkCoverage()
    let reason = stop ?? .caseBudgetExhausted
    for index in counterexamples.indices {
      let identity = counterexamples[index].failure.identity
      let seen = identityCounts.first { $0.identity == identity }
      counterexamples[index].casesShowing = seen?.count ?? 1
      counterexamples[index].relatedSeen = seen?.related ?? []
    }
    emit(.finished(reason, summary))
    var result = CampaignResult(
      counterexamples: counterexamples, summary: summary, statistics: statistics,
      coverageShortfalls: shortfalls, stopReason: reason, saveFailures: saveFailures)
    result.slacks = slacks.sorted { $0.label < $1.label }
    result.boundaryCases = boundaryCases
    return result
  }

  /// Emits statistics and one event per unmet coverage requirement.
  private func checkCoverage() -> [CoverageShortfall] {
    if !statistics.counts.isEmpty { emit(.statistics(statistics)) }
    var shortfalls: [CoverageShortfall] = []
    for requirement in configuration.coverageRequirements {
      let count = statistics.count(of: requirement.label)
      if !requirement.isMet(count: count, of: statistics.validCases) {
        let shortfall = CoverageShortfall(
          requirement: requirement, count: count, total: statistics.validCases)
        shortfalls.append(shortfall)
        emit(.coverageInsufficient(shortfall))
      }
    }
    return shortfalls
  }

  /// Counts one failing case for its identity and each of its other failures' (once each).
  func count(_ failure: PropertyFailure) {
    var failures = [failure]
    for other in failure.alsoFound where !failures.contains(where: { $0.identity == other.identity }) {
      failures.append(other)
    }
    for found in failures {
      let index =
        identityCounts.firstIndex { $0.identity == found.identity }
        ?? {
          identityCounts.append((found.identity, 0, []))
          return identityCounts.count - 1
        }()
      identityCounts[index].count += 1
      var tags: [String] = []
      for tag in found.related where !tags.contains(tag) { tags.append(tag) }
      for tag in tags {
        if let slot = identityCounts[index].related.firstIndex(where: { $0.tag == tag }) {
          identityCounts[index].related[slot].cases += 1
        } else {
          identityCounts[index].related.append(RelatedTag(tag: tag, cases: 1))
        }
      }
    }
  }

  /// Whether a failure identity already has a counterexample.
  func isKnown(_ identity: String) -> Bool {
    counterexamples.contains { $0.failure.identity == identity }
  }
}
