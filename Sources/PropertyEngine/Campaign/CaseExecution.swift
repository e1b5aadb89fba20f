/// Everything one run of a test case recorded: its outcome, the choices it actually used,
/// their kinds, its spans and its labels.
///
/// The shrinker keeps the execution of its current counterexample, so passes can read the
/// spans and kinds of the sequence they edit.
///
/// ```swift
/// let execution = CaseExecution(outcome: .passed, sequence: [1, 0])
/// print(execution.sequence.count)  // 2
/// ```
public struct CaseExecution: Hashable, Sendable {
  /// How the case ended.
  public var outcome: CaseOutcome
  /// The choices the case used, which may differ from a replayed candidate (clamped or padded).
  public var sequence: ChoiceSequence
  /// The kind of each choice.
  public var kinds: [ChoiceKind]
  /// The spans, in opening order.
  public var spans: [Span]
  /// The labels the property attached, in first-use order, without repeats.
  public var labels: [String]
  /// The smallest slack per label the property recorded (``CaseContext/slack(_:label:)``);
  /// empty when it records none, and from isolation workers, which do not send slacks.
  public var slacks: [SlackObservation] = []

  /// Creates an execution record.
  ///
  /// - Parameters:
  ///   - outcome: How the case ended.
  ///   - sequence: The choices used.
  ///   - kinds: Their kinds; empty when unknown.
  ///   - spans: The spans; empty when unknown.
  ///   - labels: The labels.
  public init(
    outcome: CaseOutcome, sequence: ChoiceSequence, kinds: [ChoiceKind] = [],
    spans: [Span] = [], labels: [String] = []
  ) {
    self.outcome = outcome
    self.sequence = sequence
    self.kinds = kinds
    self.spans = spans
    self.labels = labels
  }
}
