public import PropertyEngine

/// One public shrinking challenge (jlink/shrinking-challenge; MacIver and Donaldson, ECOOP
/// 2020): a failing property and the minimal counterexample every seed should reach.
///
/// The same challenges, with the same generators, are in `Scripts/shrinking_challenges.py`
/// for Hypothesis, so `bench challenges` and `Scripts/compare-shrinking-with-hypothesis.sh`
/// print comparable lines.
///
/// ```swift
/// let reverse = ShrinkingChallenge.catalogue.first { $0.name == "reverse" }!
/// print(try reverse.run(seed: 1).valueDescription)  // [0, 1]
/// ```
public struct ShrinkingChallenge: Sendable, CustomStringConvertible {
  /// What one seed's campaign found and what shrinking it cost.
  public struct Outcome: Sendable {
    /// The shrunk value, described; `<no failure found>` when the campaign found none.
    public var valueDescription: String
    /// The shrunk choice sequence; empty when no failure was found.
    public var sequence: ChoiceSequence
    /// The zero-based index of the first failing case.
    public var casesToFailure: Int
    /// Property evaluations spent shrinking, not counting the first failing run.
    public var evaluations: Int
    /// Rounds over the shrink passes.
    public var rounds: Int
    /// Why shrinking stopped; nil when no failure was found.
    public var stopReason: ShrinkStopReason?
    /// Wall time spent shrinking.
    public var shrinkDuration: Duration
    /// Choices in the first failing case.
    public var originalChoiceCount: Int
  }

  /// The challenge's name, as in the challenge repository (`lengthlist`, `difference_one`).
  public let name: String
  /// The minimal counterexample's description, in the challenge's notation.
  public let minimum: String
  private let body: @Sendable (CampaignConfiguration) throws -> Outcome

  /// Creates a challenge from a property.
  ///
  /// - Parameters:
  ///   - name: The challenge's name.
  ///   - minimum: The expected minimal counterexample, described as the value prints.
  ///   - property: The failing property.
  public init<Value>(_ name: String, minimum: String, _ property: Property<Value>) {
    self.name = name
    self.minimum = minimum
    body = { configuration in
      let result = try Campaign(property: property, configuration: configuration).run()
      guard let found = result.counterexamples.first else {
        return Outcome(
          valueDescription: "<no failure found>", sequence: [],
          casesToFailure: result.summary.casesRun,
          evaluations: 0, rounds: 0, stopReason: nil, shrinkDuration: .zero,
          originalChoiceCount: 0)
      }
      var caseIndex = 0
      if case .generated(let index) = found.origin { caseIndex = index }
      return Outcome(
        valueDescription: found.valueDescription, sequence: found.sequence,
        casesToFailure: caseIndex, evaluations: found.shrinkEvaluations,
        rounds: found.shrinkRounds, stopReason: found.shrinkStopReason,
        shrinkDuration: found.shrinkDuration, originalChoiceCount: found.originalChoiceCount)
    }
  }

  /// The challenge's name, so test reports and benchmark lines name it.
  public var description: String { name }

  /// Runs the challenge's campaign from one seed, in process, and shrinks its first failure.
  ///
  /// - Parameter seed: The campaign seed.
  /// - Returns: What the seed found.
  /// - Throws: ``PropertyEngineError`` when the campaign cannot run.
  public func run(seed: UInt64) throws -> Outcome {
    var configuration = CampaignConfiguration(seed: seed)
    configuration.maximumCases = 100_000
    configuration.progressInterval = 0
    return try body(configuration)
  }

  /// Runs the challenge's campaign with a configuration of its own (other shrink passes,
  /// budgets), in process.
  ///
  /// - Parameter configuration: The campaign configuration.
  /// - Returns: What the campaign found.
  /// - Throws: ``PropertyEngineError`` when the campaign cannot run.
  public func run(configuration: CampaignConfiguration) throws -> Outcome {
    try body(configuration)
  }
}
