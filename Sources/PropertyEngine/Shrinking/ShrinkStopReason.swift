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
  /// Not shrunk at all: the campaign had already shrunk as many distinct failures as
  /// ``CampaignConfiguration/maximumShrunkFailures`` allows; the case is the first one found.
  case notShrunk

  /// A human sentence for the reason.
  public var description: String {
    switch self {
    case .fixpoint: "no pass made progress"
    case .roundLimitReached: "round limit reached before a fixpoint"
    case .evaluationLimitReached: "evaluation limit reached before a fixpoint"
    case .notShrunk: "not shrunk: the campaign's limit on shrunk failures was reached"
    }
  }
}
