/// Moves two nearby integers toward their shrink targets by the same amount (Hypothesis's
/// "lower integers together").
///
/// Values that must stay a fixed distance apart, such as `|a - b| == 1 && a >= 10`, cannot
/// move one at a time: every single change breaks the distance. Moving both keeps it. The
/// amount is searched as the distance left to the nearer value's target, by
/// ``Shrinker/findSmallest(below:_:)`` (0, 1, the midpoint, then galloping up and bisecting),
/// so `(1000, 1001)` reaches `(10, 11)` in about a dozen evaluations, and a pair of 64-bit
/// values not many more, rather than one unit a round. Both values must lie on the same side
/// of their targets, so both indices fall.
///
/// ```swift
/// // (1000, 1001) with |a - b| == 1 && a >= 10: a's distance left tries 0 and 1 (pass),
/// // 500 (fails), gallops 2, 4, 8, 16 (fails), bisects 12, 10, 9: (10, 11) in ten runs.
/// ```
public struct LowerTogetherPass: ShrinkPass {
  /// How many following positions are paired with each integer choice: enough to reach the
  /// next element of an array (a "one more?" boolean sits between).
  public static let window = 4

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "lower together" }

  /// Tries each integer with each later integer in the window, both focused (see
  /// ``Shrinker/isFocused(_:)``).
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var first = 0
    while first < shrinker.current.sequence.count, !shrinker.isExhausted {
      var second = first + 1
      while shrinker.isFocused(first), second <= first + Self.window,
        !shrinker.isExhausted
      {
        lower(first, second, on: shrinker)
        second += 1
      }
      first += 1
    }
  }

  private func lower(_ first: Int, _ second: Int, on shrinker: Shrinker) {
    guard shrinker.isFocused(second), let pair = shrinker.sameSideIntegers(first, second)
    else { return }
    let base = shrinker.current.sequence.indices
    let (firstDistance, secondDistance) = pair.distances
    let nearer = min(firstDistance, secondDistance)
    shrinker.findSmallest(below: nearer) { left in
      let amount = nearer - left
      var indices = base
      indices[first] = pair.kinds.0.index(ofInteger: pair.toward(pair.values.0, by: amount))
      indices[second] = pair.kinds.1.index(ofInteger: pair.toward(pair.values.1, by: amount))
      return shrinker.consider(ChoiceSequence(indices))
    }
  }
}
