/// Swaps adjacent sibling spans that are out of order, for groups where a full sort fails
/// because only some of the order matters.
///
/// ```swift
/// // Siblings [1, 9] [0] [1, 2] try [0] [1, 9] [1, 2], then [1, 9] [1, 2] [0] is not tried
/// // ([0] is already smaller than [1, 2]).
/// ```
public struct SwapSiblingsPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "swap siblings" }

  /// Tries swapping each out-of-order adjacent pair in each sibling group.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var groupIndex = 0
    while groupIndex < shrinker.siblingGroups().count, !shrinker.isExhausted {
      var member = 0
      while true {
        let groups = shrinker.siblingGroups()
        guard groupIndex < groups.count, member + 1 < groups[groupIndex].count,
          !shrinker.isExhausted
        else { break }
        let pair = [groups[groupIndex][member], groups[groupIndex][member + 1]]
        let first = shrinker.contents(of: pair[0])
        let second = shrinker.contents(of: pair[1])
        if ChoiceSequence(second) < ChoiceSequence(first) {
          shrinker.consider(shrinker.rearranging(pair, contents: [second, first]))
        }
        member += 1
      }
      groupIndex += 1
    }
  }
}
