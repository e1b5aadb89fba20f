/// Replaces a span with one of its descendants that has the same label, hoisting a subtree
/// into its parent's place (Hypothesis's "pass to descendant").
///
/// This is how a recursive value loses outer layers: `('+', 1, ('/', 0, e))` can become
/// `('/', 0, e)` in one step.
///
/// ```swift
/// // A `oneOf` span [1, 0, 5, 2, 0, 0, 0, 0] holding a nested `oneOf` span [2, 0, 0, 0, 0]
/// // becomes just [2, 0, 0, 0, 0].
/// ```
public struct PromoteDescendantPass: ShrinkPass {
  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "promote descendant" }

  /// Tries, for each span, each strictly smaller descendant span with the same label.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var index = 0
    while index < shrinker.current.spans.count, !shrinker.isExhausted {
      promote(spanAt: index, on: shrinker)
      index += 1
    }
  }

  private func promote(spanAt index: Int, on shrinker: Shrinker) {
    let spans = shrinker.current.spans
    let outer = spans[index]
    var inner = index + 1
    while inner < spans.count, spans[inner].start < outer.end {
      let candidate = spans[inner]
      if candidate.label == outer.label, candidate.end <= outer.end,
        candidate.range.count < outer.range.count,
        shrinker.consider(
          shrinker.rearranging([outer], contents: [shrinker.contents(of: candidate)]))
      {
        return
      }
      inner += 1
    }
  }
}
