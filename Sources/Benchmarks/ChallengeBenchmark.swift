/// Runs the shrinking challenges from many seeds and reports, per challenge, how many seeds
/// reached the minimum and what shrinking cost. For `nav-layout-check bench challenges`; the
/// lines have the shape `Scripts/shrinking_challenges.py` prints for Hypothesis.
public enum ChallengeBenchmark {
  /// Runs each challenge from seeds 1...`seeds` and returns one JSON line per challenge.
  ///
  /// ```swift
  /// _ = try ChallengeBenchmark.run(seeds: 20, names: ["reverse"]) { print($0) }
  /// // {"workload": "challenge reverse", "engine": "PropertyEngine", "seeds": 20,
  /// //  "at_minimum": 20, "median_evaluations": …, "median_shrink_ms": …, …}
  /// ```
  ///
  /// - Parameters:
  ///   - seeds: How many seeds each challenge runs from.
  ///   - names: The challenges to run; all of ``ShrinkingChallenge/catalogue`` when empty.
  ///   - progress: Called with each line as soon as it is ready.
  /// - Returns: The JSON lines, in catalogue order.
  /// - Throws: ``BenchmarkFailure`` for an unknown name; ``PropertyEngineError`` when a
  ///   campaign cannot run.
  public static func run(
    seeds: Int = 20, names: [String] = [], progress: (String) -> Void = { _ in }
  ) throws -> [String] {
    let known = ShrinkingChallenge.catalogue.map(\.name)
    if let unknown = names.first(where: { !known.contains($0) }) {
      throw BenchmarkFailure(
        "unknown challenge \"\(unknown)\"; available: \(known.joined(separator: ", "))")
    }
    var lines: [String] = []
    let chosen = ShrinkingChallenge.catalogue.filter { names.isEmpty || names.contains($0.name) }
    for challenge in chosen {
      var outcomes: [ShrinkingChallenge.Outcome] = []
      for seed in 1...max(seeds, 1) {
        outcomes.append(try challenge.run(seed: UInt64(seed)))
      }
      let atMinimum = outcomes.filter { $0.valueDescription == challenge.minimum }.count
      let roundLimit = outcomes.filter { $0.stopReason == .roundLimitReached }.count
      let milliseconds = outcomes.map { BenchmarkTiming.microseconds($0.shrinkDuration) / 1000 }
      let line =
        #"{"workload": "challenge \#(challenge.name)", "engine": "PropertyEngine", "seeds": \#(outcomes.count), "at_minimum": \#(atMinimum), "median_evaluations": \#(upperMedian(outcomes.map(\.evaluations))), "median_shrink_ms": \#(BenchmarkTiming.format(median(milliseconds), 2)), "median_cases_to_failure": \#(upperMedian(outcomes.map(\.casesToFailure))), "round_limit_stops": \#(roundLimit), "minimum": "\#(challenge.minimum)"}"#
      lines.append(line)
      progress(line)
    }
    return lines
  }

  /// The upper median, as Python's `statistics.median_high`.
  private static func upperMedian(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// The median, averaging the middle two of an even count, as Python's `statistics.median`.
  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
