/// Deletes whole spans, last first: one array element, one filter attempt, one subtree.
///
/// Deleting from the end keeps earlier span positions valid after an accepted deletion. When
/// a deletion is accepted, the pass also tries deleting the run of siblings just before it
/// together, the run's length found by ``Shrinker/findLargest(upTo:_:)``, so a list that
/// loses `m` elements costs about `2 log2(m)` runs rather than `m`.
///
/// ```swift
/// // [1, 9, 1, 5, 0] is the array [9, 5]; if only 5 matters the pass reaches [1, 5, 0].
/// ```
public struct DeleteSpansPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "delete spans" }

  /// Tries deleting each non-empty span of the current execution.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = shrinker.current.spans.count - 1
    while index >= 0, !shrinker.isExhausted {
      let spans = shrinker.current.spans
      if index < spans.count, !spans[index].isEmpty,
        shrinker.consider(shrinker.deleting(spans[index].range))
      {
        deleteRun(endingAt: spans[index], on: shrinker)
      }
      index -= 1
    }
  }

  /// After `deleted` went, deletes the siblings that ended where it started, nearest first,
  /// as many together as still fail.
  private func deleteRun(endingAt deleted: Span, on shrinker: Shrinker) {
    let before = Self.precedingRun(of: deleted, in: shrinker.current.spans)
    guard !before.isEmpty else { return }
    let base = shrinker.current.sequence.indices
    shrinker.findLargest(upTo: UInt64(before.count)) { count in
      var indices = base
      indices.removeSubrange(before[Int(count) - 1].start..<deleted.start)
      return shrinker.consider(ChoiceSequence(indices))
    }
  }

  /// The spans with `deleted`'s label and depth that end where the next one starts, walking
  /// back from `deleted.start`, nearest first.
  static func precedingRun(of deleted: Span, in spans: [Span]) -> [Span] {
    var run: [Span] = []
    var end = deleted.start
    while let sibling = spans.last(where: {
      $0.end == end && $0.label == deleted.label && $0.depth == deleted.depth && !$0.isEmpty
    }) {
      run.append(sibling)
      end = sibling.start
    }
    return run
  }
}
