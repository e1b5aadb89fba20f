/// Sorts sibling spans with the same label by their own shortlex order, so equivalent
/// counterexamples normalise to one canonical arrangement.
///
/// ```swift
/// // Elements [1, 9] [1, 2] [1, 5] of one array become [1, 2] [1, 5] [1, 9].
/// ```
public struct SortSiblingsPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "sort siblings" }

  /// Tries the sorted arrangement of each sibling group.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var groupIndex = 0
    var groups = shrinker.siblingGroups()
    while groupIndex < groups.count, !shrinker.isExhausted {
      let group = groups[groupIndex]
      let contents = group.map { shrinker.contents(of: $0) }
      let sorted = contents.sorted { ChoiceSequence($0) < ChoiceSequence($1) }
      if sorted != contents, shrinker.consider(shrinker.rearranging(group, contents: sorted)) {
        groups = shrinker.siblingGroups()
      }
      groupIndex += 1
    }
  }
}
