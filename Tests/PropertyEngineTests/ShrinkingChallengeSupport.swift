import Benchmarks
import PropertyEngine

/// Runs one shrinking challenge from seeds 1...20 and collects what each seed shrank to.
struct ChallengeRun {
  /// What each seed found, in seed order.
  var outcomes: [ShrinkingChallenge.Outcome] = []

  /// The shrunk values, described, one per seed.
  var descriptions: [String] { outcomes.map(\.valueDescription) }

  /// How many seeds reached the challenge's minimum.
  let atMinimum: Int

  /// The median shrink evaluation count (upper median for even counts).
  var medianEvaluations: Int { Self.median(outcomes.map(\.evaluations)) }

  /// The median index of the first failing case.
  var medianCasesToFailure: Int { Self.median(outcomes.map(\.casesToFailure)) }

  /// Runs the challenge once per seed.
  init(_ challenge: ShrinkingChallenge, seeds: Int = 20) throws {
    for seed in 1...seeds {
      outcomes.append(try challenge.run(seed: UInt64(seed)))
    }
    atMinimum = outcomes.filter { $0.valueDescription == challenge.minimum }.count
  }

  private static func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
