/// A shrunk failing case, with everything needed to read it and replay it.
///
/// ```swift
/// // print(counterexample.valueDescription, counterexample.replayToken)  // [0, 1] pe1.AQABAQA
/// ```
public struct Counterexample: Hashable, Sendable {
  /// Where a counterexample was first seen.
  public enum Origin: Hashable, Sendable {
    /// Generated as the case with this zero-based index.
    case generated(caseIndex: Int)
    /// Replayed from a corpus or database file.
    case corpus(path: String)
  }

  /// The property's name.
  public var propertyName: String
  /// The minimal case's failure; its identity is the one the original case failed with.
  public var failure: PropertyFailure
  /// The minimal choice sequence.
  public var sequence: ChoiceSequence
  /// `String(describing:)` of the minimal value.
  public var valueDescription: String
  /// Where the failure was first seen.
  public var origin: Origin
  /// The number of choices before shrinking.
  public var originalChoiceCount: Int
  /// What shrinking cost and why it stopped.
  public var shrinkEvaluations: Int
  /// How many shrink steps were accepted.
  public var shrinkSteps: Int
  /// Why shrinking stopped; anything but a fixpoint is worth reporting as an engine issue.
  public var shrinkStopReason: ShrinkStopReason

  /// The token that replays the minimal case.
  public var replayToken: ReplayToken { ReplayToken(sequence: sequence) }

  /// Creates a counterexample.
  ///
  /// - Parameters:
  ///   - propertyName: The property's name.
  ///   - failure: The minimal case's failure.
  ///   - sequence: The minimal choices.
  ///   - valueDescription: The minimal value, described.
  ///   - origin: Where it was first seen.
  ///   - originalChoiceCount: Choices before shrinking.
  ///   - shrinkEvaluations: Property runs spent shrinking.
  ///   - shrinkSteps: Accepted shrink steps.
  ///   - shrinkStopReason: Why shrinking stopped.
  public init(
    propertyName: String, failure: PropertyFailure, sequence: ChoiceSequence,
    valueDescription: String, origin: Origin, originalChoiceCount: Int,
    shrinkEvaluations: Int, shrinkSteps: Int, shrinkStopReason: ShrinkStopReason
  ) {
    self.propertyName = propertyName
    self.failure = failure
    self.sequence = sequence
    self.valueDescription = valueDescription
    self.origin = origin
    self.originalChoiceCount = originalChoiceCount
    self.shrinkEvaluations = shrinkEvaluations
    self.shrinkSteps = shrinkSteps
    self.shrinkStopReason = shrinkStopReason
  }
}
