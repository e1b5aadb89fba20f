import PropertyEngine

/// A scenario-aware shrink pass: puts the case on the simplest screen (not a free size, left to
/// right, the smallest device, its first window) while keeping the SDK configuration it drew
/// (DESIGN.md §7, "pick simpler devices").
///
/// The generator draws the screen choices at the head of the `environment` span, before its
/// `configuration` span. Choosing a device instead of a free size draws fewer choices, so the
/// built-in passes cannot reach it: zeroing the head alone leaves the free size's extra
/// choices to be read as configuration, and zeroing the whole span loses the configuration
/// the failure needs (a compass switched off, say). This pass replaces the head with `k`
/// zeros, shortest first, and keeps everything after it.
struct SimplestEnvironmentPass: ShrinkPass {
  var name: String { "simplest environment" }

  func run(on shrinker: Shrinker) {
    let spans = shrinker.current.spans
    guard let environment = spans.first(where: { $0.label == "environment" }) else { return }
    let headEnd =
      spans.first { $0.depth > environment.depth && environment.range.contains($0.start) }?.start
      ?? environment.end
    let head = environment.start..<headEnd
    let indices = shrinker.current.sequence.indices
    for length in 0...head.count where !shrinker.isExhausted {
      let candidate =
        Array(indices[..<head.lowerBound]) + Array(repeating: 0, count: length)
        + Array(indices[head.upperBound...])
      if shrinker.consider(ChoiceSequence(candidate)) { return }
    }
  }
}
