/// Deletes a span and lowers every later integer above its target by one in the same
/// candidate, for integers that index into what came before them.
///
/// A list whose values are positions in the list (`[0, 0, 3, 2]`, failing because positions
/// 2 and 3 point at each other) cannot lose an element alone: every later index would point
/// one place too far. Deleting the element and shifting the indices keeps the failure, so
/// `[0, 0, 3, 2]` becomes `[0, 2, 1]`, then `[1, 0]`.
///
/// The pass costs one evaluation per span, so it is a fallback: the shrinker runs it only in
/// rounds where the standard passes accepted nothing (see
/// ``ShrinkConfiguration/fallbackPasses``).
///
/// ```swift
/// // [1, 0, 1, 0, 1, 3, 1, 2, 0] is [0, 0, 3, 2]; deleting the first element's span [1, 0]
/// // and shifting gives [1, 0, 1, 2, 1, 1, 0]: [0, 2, 1].
/// ```
public struct DeleteAndShiftPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "delete and shift" }

  /// Tries each non-empty span followed by an integer above its target, last span first.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = shrinker.current.spans.count - 1
    while index >= 0, !shrinker.isExhausted {
      let spans = shrinker.current.spans
      if index < spans.count, !spans[index].isEmpty,
        let candidate = Self.deletingAndShifting(spans[index], in: shrinker.current)
      {
        shrinker.consider(candidate)
      }
      index -= 1
    }
  }

  /// The current sequence without the span, every later integer above its target one lower;
  /// nil when no later integer is above its target (plain deletion covers that case).
  static func deletingAndShifting(_ span: Span, in execution: CaseExecution) -> ChoiceSequence? {
    var indices = execution.sequence.indices
    let kinds = execution.kinds
    var shifted = false
    for position in span.end..<min(indices.count, kinds.count) {
      guard case .integer(_, _, let towards) = kinds[position] else { continue }
      let value = kinds[position].integerValue(at: indices[position])
      guard value > towards else { continue }
      indices[position] = kinds[position].index(ofInteger: value - 1)
      shifted = true
    }
    guard shifted, span.start < span.end, span.end <= indices.count else { return nil }
    indices.removeSubrange(span.range)
    return ChoiceSequence(indices)
  }
}
