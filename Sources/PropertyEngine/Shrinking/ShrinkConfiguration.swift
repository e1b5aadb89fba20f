/// Limits and extra passes for one shrink.
///
/// ```swift
/// var configuration = ShrinkConfiguration()
/// configuration.maximumRounds = 20
/// print(configuration.maximumEvaluations)  // 20000
/// ```
public struct ShrinkConfiguration: Sendable {
  /// The most rounds over the pass list; reaching it is reported as
  /// ``ShrinkStopReason/roundLimitReached``.
  public var maximumRounds = 100
  /// The most property evaluations one shrink may spend.
  public var maximumEvaluations = 20_000
  /// The built-in passes each round runs, in order; tests narrow it to one pass.
  public var passes: [any ShrinkPass] = Shrinker.standardPasses
  /// Domain passes run after the built-in ones in every round.
  public var additionalPasses: [any ShrinkPass] = []
  /// Passes too costly to run every round: they run only after a round in which every other
  /// pass accepted nothing, and when one of them accepts a candidate the rounds go on.
  public var fallbackPasses: [any ShrinkPass] = Shrinker.fallbackPasses

  /// Creates the default configuration: 100 rounds, 20,000 evaluations, the standard and
  /// fallback passes and no domain passes.
  public init() {}
}
