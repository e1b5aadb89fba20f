/// Lowers one choice by a single step and deletes a later span in the same candidate, for
/// choices that decide how much follows (a length drawn before its elements).
///
/// Lowering a length alone drops the last element, which may be the one that fails; deleting
/// an earlier element at the same time keeps the failing one. Each choice tries the first few
/// spans after it.
///
/// ```swift
/// // [3, 0, 0, 950] is "3 elements then [0, 0, 950]"; lowering 3 and deleting the first
/// // element's span gives [2, 0, 950].
/// ```
public struct LowerAndDeletePass: ShrinkPass {
  /// How many following spans are tried for each lowered choice.
  public static let spansTried = 6

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "lower and delete" }

  /// Tries, for each non-boolean choice above zero, lowering it and deleting a later span.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var position = 0
    while position < shrinker.current.sequence.count, !shrinker.isExhausted {
      lowerAndDelete(at: position, on: shrinker)
      position += 1
    }
  }

  private func lowerAndDelete(at position: Int, on shrinker: Shrinker) {
    let current = shrinker.current
    let index = current.sequence.indices[position]
    guard index > 0, position < current.kinds.count else { return }
    let kind = current.kinds[position]
    if case .boolean = kind { return }
    let lowered = Self.oneStepLower(index, kind: kind)
    var tried = 0
    for span in current.spans where span.start > position && !span.isEmpty {
      if tried == Self.spansTried || shrinker.isExhausted { return }
      tried += 1
      var indices = current.sequence.indices
      indices[position] = lowered
      indices.removeSubrange(span.range)
      if shrinker.consider(ChoiceSequence(indices)) { return }
    }
  }

  /// One step toward simpler: an integer one unit closer to its target, any other kind one
  /// index lower.
  static func oneStepLower(_ index: UInt64, kind: ChoiceKind) -> UInt64 {
    guard case .integer(_, _, let towards) = kind else { return index - 1 }
    let value = kind.integerValue(at: index)
    return kind.index(ofInteger: value > towards ? value - 1 : value + 1)
  }
}
