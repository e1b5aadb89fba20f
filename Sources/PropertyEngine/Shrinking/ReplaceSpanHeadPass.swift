/// Lowers the first choice of a span to each smaller value below it (up to four) while
/// zeroing the rest of the span, so a branch can change shape and stay simple.
///
/// A `oneOf` that picked branch 2 with a complicated subtree can move to branch 1 with an
/// all-zero subtree in one candidate, which choice-by-choice minimising cannot do when the
/// intermediate step would pass.
///
/// ```swift
/// // Span [2, 0, 0, 0, 1] can become [0, 0, 0, 0, 0] or [1, 0, 0, 0, 0].
/// ```
public struct ReplaceSpanHeadPass: ShrinkPass {
  /// How many lower head values are tried per span.
  public static let headValuesTried: UInt64 = 4

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "replace span head" }

  /// Tries, for each span with a non-zero head, the lowest heads first with a zeroed tail.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = shrinker.current.spans.count - 1
    while index >= 0, !shrinker.isExhausted {
      let spans = shrinker.current.spans
      if index < spans.count, !spans[index].isEmpty {
        replaceHead(of: spans[index], on: shrinker)
      }
      index -= 1
    }
  }

  private func replaceHead(of span: Span, on shrinker: Shrinker) {
    let content = shrinker.contents(of: span)
    guard let head = content.first, head > 0 else { return }
    for lower in 0..<min(head, Self.headValuesTried) {
      let replacement = [lower] + Array(repeating: 0, count: content.count - 1)
      if shrinker.consider(shrinker.rearranging([span], contents: [replacement])) { return }
    }
  }
}
