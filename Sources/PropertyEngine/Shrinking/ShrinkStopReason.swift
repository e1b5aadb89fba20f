/// Why a shrink ended.
///
/// ```swift
/// print(ShrinkStopReason.fixpoint.description)  // no pass made progress
/// ```
public enum ShrinkStopReason: String, Hashable, Sendable, CustomStringConvertible {
  /// A whole round of passes accepted nothing: the counterexample is locally minimal.
  case fixpoint
  /// The round cap was hit; the result is valid but may not be minimal (worth a bug report).
  case roundLimitReached
  /// The evaluation budget ran out; the result is valid but may not be minimal.
  case evaluationLimitReached

  /// A human sentence for the reason.
  public var description: String {
    switch self {
    case .fixpoint: "no pass made progress"
    case .roundLimitReached: "round limit reached before a fixpoint"
    case .evaluationLimitReached: "evaluation limit reached before a fixpoint"
    }
  }
}
