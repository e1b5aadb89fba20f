/// Moves the farther of two nearby integers toward the nearer one, the amount found by
/// ``Shrinker/findLargest(upTo:_:)``, so a difference shrinks in a logarithmic number of
/// steps.
///
/// Minimising a choice searches from its shrink target upward, which misses failures that
/// depend on the distance to another value ("b within 4 of a") when the values in between
/// pass; this pass searches from the value's current place toward its partner instead.
/// Both values must lie on the same side of their targets, so the moved one's index falls.
///
/// ```swift
/// // (10, 900) failing while b - a >= 7: probes 1, 2, 3, 4, 8, ..., 512, then a binary
/// // search settles on 883, giving (10, 17).
/// ```
public struct CloseDifferencePass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "close difference" }

  /// Tries each integer with each later integer in ``LowerTogetherPass/window``, both
  /// focused (see ``Shrinker/isFocused(_:)``).
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var first = 0
    while first < shrinker.current.sequence.count, !shrinker.isExhausted {
      var second = first + 1
      while shrinker.isFocused(first), second <= first + LowerTogetherPass.window,
        !shrinker.isExhausted
      {
        close(first, second, on: shrinker)
        second += 1
      }
      first += 1
    }
  }

  private func close(_ first: Int, _ second: Int, on shrinker: Shrinker) {
    guard shrinker.isFocused(second), let pair = shrinker.sameSideIntegers(first, second)
    else { return }
    let (firstDistance, secondDistance) = pair.distances
    guard firstDistance != secondDistance else { return }
    let base = shrinker.current.sequence.indices
    let (position, kind, value) =
      firstDistance > secondDistance
      ? (first, pair.kinds.0, pair.values.0) : (second, pair.kinds.1, pair.values.1)
    let gap = max(firstDistance, secondDistance) - min(firstDistance, secondDistance)
    shrinker.findLargest(upTo: gap) { amount in
      var indices = base
      indices[position] = kind.index(ofInteger: pair.toward(value, by: amount))
      return shrinker.consider(ChoiceSequence(indices))
    }
  }
}
