import PropertyEngine

/// A scenario-aware shrink pass: removes one event and, at the same time, tries each of the
/// first windows for the environment's screen, so a case that starts on one screen and resizes
/// to another can start on the second instead (DESIGN.md §7, "drop events", "merge resizes").
///
/// The built-in passes change one thing at a time, and neither half of this step fails alone:
/// dropping the resize loses the screen the failure needs, and changing the starting window
/// keeps the resize. Removing the event's choices makes the candidate shorter, so the shrinker's
/// gate accepts it whatever window it ends on.
struct FoldEventIntoEnvironmentPass: ShrinkPass {
  /// How many window indices are tried for each event (a device's full-screen orientations and
  /// multitasking windows fit in this many).
  static let windowsTried: UInt64 = 12

  var name: String { "fold event into environment" }

  func run(on shrinker: Shrinker) {
    let spans = shrinker.current.spans
    guard let environment = spans.first(where: { $0.label == "environment" }),
      let events = spans.first(where: { $0.label == "events" })
    else { return }
    // The screen choices end where the environment's first nested span begins; the last of
    // them picks the window.
    let headEnd =
      spans.first { $0.depth > environment.depth && environment.range.contains($0.start) }?.start
      ?? environment.end
    guard headEnd > environment.start else { return }
    let window = headEnd - 1
    let elements = spans.filter {
      $0.label == "element" && $0.depth == events.depth + 1 && events.range.contains($0.start)
        && $0.end > $0.start
    }
    for element in elements.reversed() where !shrinker.isExhausted {
      let indices = shrinker.current.sequence.indices
      guard element.end <= indices.count else { continue }
      for value in 0..<Self.windowsTried where !shrinker.isExhausted {
        var candidate = indices
        candidate[window] = value
        candidate.removeSubrange(element.start..<element.end)
        if shrinker.consider(ChoiceSequence(candidate)) { return }
      }
    }
  }
}
