/// Lowers every copy of a duplicated value together: choices of the same kind holding the
/// same non-zero index, anywhere in the sequence (Hypothesis's "minimize duplicated nodes").
///
/// Properties that tie values together, such as `a == b && a >= 10` or "the deleted element
/// is still in the list", fail only while the copies stay equal, so lowering one copy alone
/// always passes. Only integers are grouped: boolean copies are everywhere (every "one more?"
/// of an array) and lowering them is the deletion passes' job, and equal branch picks are
/// rarely tied to each other.
///
/// ```swift
/// // (535, 535) failing when a == b && a >= 10 becomes (10, 10) by one binary search.
/// ```
public struct MinimizeDuplicatesPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "minimize duplicates" }

  /// Lowers each group of two or more equal choices, by first position.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    for group in Self.duplicateGroups(in: shrinker.current) where !shrinker.isExhausted {
      // An earlier group's shrink may have moved or changed these positions.
      let indices = shrinker.current.sequence.indices
      let kinds = shrinker.current.kinds
      guard let first = group.first, group.allSatisfy({ $0 < indices.count && $0 < kinds.count }),
        group.allSatisfy({ indices[$0] == indices[first] && kinds[$0] == kinds[first] })
      else { continue }
      MinimizeChoicesPass().minimize(at: group, on: shrinker)
    }
  }

  /// The positions of each set of equal integer choices with a non-zero index, groups of two
  /// or more only, ordered by their first position.
  static func duplicateGroups(in execution: CaseExecution) -> [[Int]] {
    let indices = execution.sequence.indices
    let kinds = execution.kinds
    var groups: [[Int]] = []
    // Linear search over the (few) groups keeps the order deterministic without hashing.
    var keys: [(kind: ChoiceKind, index: UInt64)] = []
    for position in 0..<min(indices.count, kinds.count) where indices[position] > 0 {
      guard case .integer = kinds[position] else { continue }
      if let slot = keys.firstIndex(where: {
        $0.index == indices[position] && $0.kind == kinds[position]
      }) {
        groups[slot].append(position)
      } else {
        keys.append((kinds[position], indices[position]))
        groups.append([position])
      }
    }
    return groups.filter { $0.count >= 2 }
  }
}
