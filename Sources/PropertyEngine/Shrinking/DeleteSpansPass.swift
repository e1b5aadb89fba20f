/// Deletes whole spans, last first: one array element, one filter attempt, one subtree.
///
/// Deleting from the end keeps earlier span positions valid after an accepted deletion.
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
      if index < spans.count, !spans[index].isEmpty {
        shrinker.consider(shrinker.deleting(spans[index].range))
      }
      index -= 1
    }
  }
}
