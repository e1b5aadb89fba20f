/// Shrinks a failing case by editing its choice sequence until no pass can make it smaller.
///
/// Every candidate goes through one gate, ``consider(_:)``: it skips sequences already seen
/// and those that start with a sequence already executed (see ``ExecutedPrefixes``),
/// requires a sequence strictly shortlex-smaller than the current one, runs the property, and
/// accepts only a failure with the same identity whose actual sequence is still smaller.
/// Because each accepted step is strictly smaller in a well-order, shrinking terminates.
///
/// The passes run in a fixed order, chosen so cheap, large reductions come first:
/// delete spans, zero spans, promote descendants, replace span heads, minimise duplicates,
/// lower together, minimise choices, sort siblings, swap siblings, redistribute, close
/// difference, then any domain passes. The pair passes (lower together, close difference)
/// cost an evaluation per pair, so after the first round they only look at positions the
/// round before changed in step (see ``isFocused(_:)``). Rounds
/// repeat until one accepts nothing; then the fallback passes (delete chunks, lower and
/// delete, delete and shift, shift span, and the pair passes over every position) get one
/// sweep, and the rounds go on if they accepted
/// something, else the result is a fixpoint. A limit on rounds or evaluations also ends
/// shrinking.
///
/// Rules for writing a pass:
/// - Decide progress deterministically: the same current sequence must yield the same
///   candidates in the same order, so "no pass made progress" is a real fixpoint.
/// - Re-read ``current`` after every accepted candidate and keep loop indices in bounds;
///   an accepted candidate may change the sequence's shape.
/// - Make one sweep; do not loop to a fixpoint inside a pass, the round loop does that.
///
/// ```swift
/// let shrinker = Shrinker(initial: failingExecution, identity: "reverse") { candidate in
///   property.execute(source: ReplayChoiceSource(candidate))
/// }
/// let result = shrinker.shrink()
/// print(result.execution.sequence)  // [1, 0, 1, 1, 0]
/// ```
public final class Shrinker {
  /// The built-in passes, in the order each round runs them.
  public static let standardPasses: [any ShrinkPass] = [
    DeleteSpansPass(), ZeroSpansPass(), PromoteDescendantPass(), ReplaceSpanHeadPass(),
    MinimizeDuplicatesPass(), LowerTogetherPass(), MinimizeChoicesPass(), SortSiblingsPass(),
    SwapSiblingsPass(), RedistributePass(), CloseDifferencePass(),
  ]

  /// The built-in passes that run only when a round of the others accepted nothing; the
  /// pair passes run there again over every position.
  public static let fallbackPasses: [any ShrinkPass] = [
    DeleteChunksPass(), LowerAndDeletePass(), DeleteAndShiftPass(), ShiftSpanPass(),
    LowerTogetherPass(), CloseDifferencePass(),
  ]

  /// The smallest failing execution found so far.
  public private(set) var current: CaseExecution
  /// The identity every accepted candidate must fail with.
  public let identity: String
  /// Whether a candidate may show ``identity`` among its failure's
  /// ``PropertyFailure/alsoFound`` instead of as its own identity (shrinking a bug a case
  /// showed alongside the one it failed with).
  public let acceptsAlsoFound: Bool
  /// How many times the property has run.
  public private(set) var evaluations = 0
  /// How many candidates have been accepted.
  public private(set) var acceptedSteps = 0
  /// Limits and extra passes.
  public let configuration: ShrinkConfiguration

  private let evaluate: (ChoiceSequence) -> CaseExecution
  private let onAccept: (String, CaseExecution) -> Void
  private var seen: Set<ChoiceSequence> = []
  private var executed = ExecutedPrefixes()
  private var activePass = ""
  /// Which positions passes that work on pairs should look at; nil for all of them.
  private var focus: [Bool]? = []

  /// Creates a shrinker for a failing execution.
  ///
  /// - Parameters:
  ///   - initial: The failing execution to shrink.
  ///   - identity: The failure identity candidates must keep.
  ///   - acceptsAlsoFound: Whether a candidate may show `identity` among its failure's
  ///     ``PropertyFailure/alsoFound``; false by default.
  ///   - configuration: Limits and extra passes.
  ///   - onAccept: Called with the pass name and new execution after each accepted step.
  ///   - evaluate: Runs the property on a candidate sequence.
  public init(
    initial: CaseExecution, identity: String, acceptsAlsoFound: Bool = false,
    configuration: ShrinkConfiguration = ShrinkConfiguration(),
    onAccept: @escaping (String, CaseExecution) -> Void = { _, _ in },
    evaluate: @escaping (ChoiceSequence) -> CaseExecution
  ) {
    current = initial
    self.identity = identity
    self.acceptsAlsoFound = acceptsAlsoFound
    self.configuration = configuration
    self.onAccept = onAccept
    self.evaluate = evaluate
    seen.insert(initial.sequence)
    executed.insert(initial.sequence)
  }

  /// Whether a pass that is costly per position (the pair passes) should look at a position
  /// this round: every position in the first round and in the fallback sweep; in later
  /// rounds only positions whose choice changed in the round before without the sequence
  /// changing length (values crawling in step).
  ///
  /// - Parameter position: A position of the current sequence.
  /// - Returns: Whether to look at it.
  public func isFocused(_ position: Int) -> Bool {
    guard let focus else { return true }
    return position < focus.count && focus[position]
  }

  /// Whether the evaluation budget is spent; passes may stop early when it is.
  public var isExhausted: Bool { evaluations >= configuration.maximumEvaluations }

  /// Offers a candidate; accepts it when it is new, strictly smaller, and fails the same way.
  ///
  /// - Parameter candidate: A proposed choice sequence.
  /// - Returns: True when the candidate (as actually executed) became ``current``.
  @discardableResult
  public func consider(_ candidate: ChoiceSequence) -> Bool {
    guard candidate < current.sequence, !isExhausted,
      seen.insert(candidate).inserted, !executed.containsPrefix(of: candidate)
    else { return false }
    evaluations += 1
    let execution = evaluate(candidate)
    seen.insert(execution.sequence)
    executed.insert(execution.sequence)
    guard execution.outcome.failure?.shows(identity, orAlsoFound: acceptsAlsoFound) == true,
      execution.sequence < current.sequence
    else { return false }
    current = execution
    acceptedSteps += 1
    onAccept(activePass, execution)
    return true
  }

  /// Offers the current sequence with some indices replaced.
  ///
  /// - Parameter replacements: Pairs of position and new index; out-of-range positions are
  ///   ignored.
  /// - Returns: Whether the candidate was accepted.
  @discardableResult
  public func consider(replacing replacements: [(Int, UInt64)]) -> Bool {
    var indices = current.sequence.indices
    for (position, index) in replacements where indices.indices.contains(position) {
      indices[position] = index
    }
    return consider(ChoiceSequence(indices))
  }

  /// Runs the passes to a bounded fixpoint.
  ///
  /// - Returns: The minimal execution found, its cost and why shrinking stopped.
  public func shrink() -> ShrinkResult {
    let passes = configuration.passes + configuration.additionalPasses
    var rounds = 0
    var stopReason = ShrinkStopReason.fixpoint
    // The first round looks at every position: nothing has been tried yet.
    var nextFocus: [Bool]? = nil
    while true {
      if rounds >= configuration.maximumRounds {
        stopReason = .roundLimitReached
        break
      }
      rounds += 1
      let before = current.sequence
      focus = nextFocus
      for pass in passes where !isExhausted {
        activePass = pass.name
        pass.run(on: self)
        // Invariant: passes only ever move the counterexample down the shortlex order.
        assert(!(before < current.sequence), "shrink pass \(pass.name) grew the sequence")
      }
      if isExhausted {
        stopReason = .evaluationLimitReached
        break
      }
      if current.sequence == before {
        focus = nil
        for pass in configuration.fallbackPasses where !isExhausted {
          activePass = pass.name
          pass.run(on: self)
        }
        if current.sequence == before { break }
      }
      let after = current.sequence.indices
      nextFocus =
        before.count == after.count ? zip(before.indices, after).map { $0 != $1 } : []
    }
    return ShrinkResult(
      execution: current, evaluations: evaluations, acceptedSteps: acceptedSteps,
      rounds: rounds, stopReason: stopReason)
  }
}
