/// What a shrink produced: the minimal execution found and what it cost.
///
/// ```swift
/// // let result = shrinker.shrink()
/// // print(result.execution.sequence, result.evaluations)  // [1, 0, 0] 17
/// ```
public struct ShrinkResult: Hashable, Sendable {
  /// The smallest failing execution found.
  public var execution: CaseExecution
  /// How many times the property ran during the shrink.
  public var evaluations: Int
  /// How many candidates the gate accepted.
  public var acceptedSteps: Int
  /// How many rounds over the pass list ran.
  public var rounds: Int
  /// Why the shrink ended.
  public var stopReason: ShrinkStopReason

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - execution: The minimal execution.
  ///   - evaluations: Property runs spent.
  ///   - acceptedSteps: Accepted candidates.
  ///   - rounds: Rounds run.
  ///   - stopReason: Why it ended.
  public init(
    execution: CaseExecution, evaluations: Int, acceptedSteps: Int, rounds: Int,
    stopReason: ShrinkStopReason
  ) {
    self.execution = execution
    self.evaluations = evaluations
    self.acceptedSteps = acceptedSteps
    self.rounds = rounds
    self.stopReason = stopReason
  }
}
