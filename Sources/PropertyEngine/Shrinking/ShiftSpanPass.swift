/// Shifts every integer of one kind inside a span by the same amount, toward the shrink
/// target of the first of them that is off its target, the amount found by
/// ``Shrinker/findLargest(upTo:_:)``.
///
/// Values that must keep their order and spacing, such as the keys of a heap where
/// `(-1, None, (-1, (-1, None, None), (0, None, None)))` fails only because of how the keys
/// compare, move as one: adding 1 to all four gives the simpler
/// `(0, None, (0, (0, None, None), (1, None, None)))`, although the last key moves away from
/// its target. Integers of other kinds in the span (sizes, branch picks) stay as they are.
///
/// The pass is a fallback (see ``ShrinkConfiguration/fallbackPasses``): it runs only in
/// rounds where the other passes accepted nothing.
///
/// ```swift
/// // Keys -1, -1, -1, 0 of one span become 0, 0, 0, 1 in one accepted candidate.
/// ```
public struct ShiftSpanPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "shift span" }

  /// Tries each span, last first, then the whole sequence, and in each every integer kind
  /// with at least two choices, led by the first of them off its target.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = shrinker.current.spans.count - 1
    while index >= 0, !shrinker.isExhausted {
      let spans = shrinker.current.spans
      if index < spans.count { shift(spans[index], on: shrinker) }
      index -= 1
    }
    // The whole case is a structure too, though no span records it.
    let count = shrinker.current.sequence.count
    shift(Span(label: "", start: 0, end: count, depth: -1), on: shrinker)
  }

  /// Shifts each integer kind of the span in turn, in order of first appearance.
  private func shift(_ span: Span, on shrinker: Shrinker) {
    var kindsTried: [ChoiceKind] = []
    var position = span.start
    while position < min(span.end, shrinker.current.kinds.count), !shrinker.isExhausted {
      let kind = shrinker.current.kinds[position]
      if case .integer = kind, !kindsTried.contains(kind) {
        kindsTried.append(kind)
        shift(kind, in: span, on: shrinker)
      }
      position += 1
    }
  }

  private func shift(_ kind: ChoiceKind, in span: Span, on shrinker: Shrinker) {
    guard case .integer(let lower, let upper, let towards) = kind else { return }
    let base = shrinker.current.sequence.indices
    let kinds = shrinker.current.kinds
    let positions = span.range.clamped(to: 0..<min(base.count, kinds.count))
      .filter { kinds[$0] == kind }
    guard positions.count >= 2, let lead = positions.first(where: { base[$0] > 0 }) else {
      return
    }
    let values = positions.map { kind.integerValue(at: base[$0]) }
    let leadValue = kind.integerValue(at: base[lead])
    let upward = leadValue < towards
    let distance =
      upward
      ? UInt64(bitPattern: towards &- leadValue) : UInt64(bitPattern: leadValue &- towards)
    shrinker.findLargest(upTo: distance) { amount in
      var indices = base
      for (position, value) in zip(positions, values) {
        // Unsigned room on the side of the move keeps 64-bit ranges from overflowing.
        let room =
          upward ? UInt64(bitPattern: upper &- value) : UInt64(bitPattern: value &- lower)
        guard amount <= room else { return false }
        let moved =
          upward ? value &+ Int64(bitPattern: amount) : value &- Int64(bitPattern: amount)
        indices[position] = kind.index(ofInteger: moved)
      }
      return shrinker.consider(ChoiceSequence(indices))
    }
  }
}
