/// Replaces every choice of a span with its simplest index at once.
///
/// One candidate per span makes a whole structure trivial (an element becomes zero, a
/// subtree becomes a leaf) where minimising choice by choice would need many steps.
///
/// ```swift
/// // Span [3, 7] of [1, 3, 7, 0] becomes [0, 0]: candidate [1, 0, 0, 0].
/// ```
public struct ZeroSpansPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "zero spans" }

  /// Tries zeroing each span that holds a non-zero index, last span first.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = shrinker.current.spans.count - 1
    while index >= 0, !shrinker.isExhausted {
      let spans = shrinker.current.spans
      if index < spans.count {
        let span = spans[index]
        let content = shrinker.contents(of: span)
        if content.contains(where: { $0 != 0 }) {
          shrinker.consider(
            shrinker.rearranging([span], contents: [Array(repeating: 0, count: content.count)]))
        }
      }
      index -= 1
    }
  }
}
