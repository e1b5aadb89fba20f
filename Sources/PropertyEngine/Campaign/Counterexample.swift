/// A shrunk failing case, with everything needed to read it and replay it: the shrunk and
/// the first failing value (typed and described), and what shrinking cost.
///
/// Equality and hashing leave out the typed values (a value need not be `Hashable`; its
/// description stands for it) and the shrink duration (wall time differs between runs of the
/// same seed, everything else does not).
///
/// ```swift
/// // let counterexample = result.counterexamples[0]
/// // print(counterexample.value(as: [Int].self) ?? [], counterexample.replayToken)
/// // [0, 1] pe1.AQABAQA
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
  /// What shrinking cost: property evaluations, not counting the original failing run.
  public var shrinkEvaluations: Int
  /// How many shrink steps were accepted.
  public var shrinkSteps: Int
  /// Why shrinking stopped; anything but a fixpoint is worth reporting as an engine issue.
  public var shrinkStopReason: ShrinkStopReason
  /// The choice sequence of the first failing case, before shrinking.
  public var originalSequence: ChoiceSequence
  /// `String(describing:)` of the first failing value.
  public var originalValueDescription: String
  /// How many rounds over the shrink passes ran.
  public var shrinkRounds: Int
  /// The wall time shrinking took.
  public var shrinkDuration: Duration
  /// How many cases of the campaign showed this failure's identity, as their own or among
  /// their other failures (``PropertyFailure/alsoFound``); corpus replays included. 1 until
  /// the campaign ends and counts are filled in.
  public var casesShowing = 1
  /// Every ``PropertyFailure/related`` tag the cases showing this identity carried with it,
  /// in the order first seen, each with how many cases carried it.
  public var relatedSeen: [RelatedTag] = []
  /// The minimal value as the generator built it; nil when the counterexample was made
  /// without one (read from a report, or replayed without generating).
  public var value: Any? { storedValue?.value }
  /// The first failing value as the generator built it; nil as for ``value``.
  public var originalValue: Any? { storedOriginalValue?.value }
  private var storedValue: GeneratedValue?
  private var storedOriginalValue: GeneratedValue?

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
  ///   - originalSequence: The first failing choices; the minimal ones when not given.
  ///   - originalValueDescription: The first failing value, described; the minimal value's
  ///     description when not given.
  ///   - shrinkRounds: Rounds over the passes; 0 when not shrunk.
  ///   - shrinkDuration: Wall time spent shrinking; zero when not shrunk.
  ///   - value: The minimal value, when the caller has it.
  ///   - originalValue: The first failing value, when the caller has it.
  public init(
    propertyName: String, failure: PropertyFailure, sequence: ChoiceSequence,
    valueDescription: String, origin: Origin, originalChoiceCount: Int,
    shrinkEvaluations: Int, shrinkSteps: Int, shrinkStopReason: ShrinkStopReason,
    originalSequence: ChoiceSequence? = nil, originalValueDescription: String? = nil,
    shrinkRounds: Int = 0, shrinkDuration: Duration = .zero,
    value: Any? = nil, originalValue: Any? = nil
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
    self.originalSequence = originalSequence ?? sequence
    self.originalValueDescription = originalValueDescription ?? valueDescription
    self.shrinkRounds = shrinkRounds
    self.shrinkDuration = shrinkDuration
    storedValue = value.map(GeneratedValue.init)
    storedOriginalValue = originalValue.map(GeneratedValue.init)
  }

  /// The minimal value as a given type.
  ///
  /// - Parameter type: The property's value type.
  /// - Returns: The value, or nil when there is none or it has another type.
  public func value<Value>(as type: Value.Type = Value.self) -> Value? {
    value as? Value
  }

  /// The first failing value as a given type.
  ///
  /// - Parameter type: The property's value type.
  /// - Returns: The value, or nil when there is none or it has another type.
  public func originalValue<Value>(as type: Value.Type = Value.self) -> Value? {
    originalValue as? Value
  }

  /// Whether two counterexamples record the same case and shrink, leaving out the typed
  /// values and the duration.
  public static func == (lhs: Counterexample, rhs: Counterexample) -> Bool {
    lhs.propertyName == rhs.propertyName && lhs.failure == rhs.failure
      && lhs.sequence == rhs.sequence && lhs.valueDescription == rhs.valueDescription
      && lhs.origin == rhs.origin && lhs.originalChoiceCount == rhs.originalChoiceCount
      && lhs.shrinkEvaluations == rhs.shrinkEvaluations && lhs.shrinkSteps == rhs.shrinkSteps
      && lhs.shrinkStopReason == rhs.shrinkStopReason
      && lhs.originalSequence == rhs.originalSequence
      && lhs.originalValueDescription == rhs.originalValueDescription
      && lhs.shrinkRounds == rhs.shrinkRounds && lhs.casesShowing == rhs.casesShowing
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(propertyName)
    hasher.combine(failure)
    hasher.combine(sequence)
    hasher.combine(origin)
    hasher.combine(shrinkEvaluations)
    hasher.combine(shrinkRounds)
  }
}

/// A generated value of any type, so a `Sendable` counterexample can carry it.
///
/// Unchecked because `Property` does not require `Sendable` values: the engine builds each
/// value afresh from its choices for the counterexample alone and never touches it again, so
/// the only sharing is whatever the caller does with it.
private struct GeneratedValue: @unchecked Sendable {
  let value: Any
}
