/// Records every choice and span of one test case while generators draw from a source.
///
/// Generators call ``draw(_:)`` for each decision; the recorder clamps the source's index to
/// the kind, appends it, and returns it. The recorded ``sequence`` replays to the same value
/// through ``ReplayChoiceSource``.
///
/// ```swift
/// let recorder = ChoiceRecorder(source: ReplayChoiceSource([2]))
/// let value = try Gen.integers(in: -5...5).generate(using: recorder)
/// print(value, recorder.sequence)  // -1 [2]
/// ```
public final class ChoiceRecorder {
  /// The recorded simplicity indices, in draw order.
  @exclusivity(unchecked) public private(set) var indices: [UInt64] = []
  /// The kind of each recorded choice, parallel to ``indices``.
  @exclusivity(unchecked) public private(set) var kinds: [ChoiceKind] = []
  /// Every span opened so far, in the order they were opened.
  @exclusivity(unchecked) public private(set) var spans: [Span] = []
  /// The most choices one case may make before it is stopped as an overrun.
  public let maximumChoices: Int
  @exclusivity(unchecked) private var source: any ChoiceSource
  @exclusivity(unchecked) private var openSpans: [Int] = []

  /// Creates a recorder over a source.
  ///
  /// - Parameters:
  ///   - source: Where indices come from.
  ///   - maximumChoices: The overrun limit; 8,192 by default.
  public init(source: any ChoiceSource, maximumChoices: Int = 8192) {
    self.source = source
    self.maximumChoices = maximumChoices
    indices.reserveCapacity(16)
  }

  /// The recorded choices as a sequence.
  public var sequence: ChoiceSequence { ChoiceSequence(indices) }

  /// Draws and records one choice.
  ///
  /// - Parameter kind: What the choice means.
  /// - Returns: The recorded index, at most `kind.maximumIndex`.
  /// - Throws: ``GenerationStop/overrun`` when the case already holds ``maximumChoices``
  ///   choices or the source is spent.
  public func draw(_ kind: ChoiceKind) throws(GenerationStop) -> UInt64 {
    guard indices.count < maximumChoices, let raw = source.nextIndex(for: kind, after: self)
    else { throw .overrun }
    let index = min(raw, kind.maximumIndex)
    indices.append(index)
    kinds.append(kind)
    return index
  }

  /// Runs a body inside a labelled span.
  ///
  /// - Parameters:
  ///   - label: The span's label.
  ///   - body: The draws that belong to the span.
  /// - Returns: The body's result.
  /// - Throws: Whatever ``GenerationStop`` the body throws; the span is closed either way.
  public func withSpan<T>(
    _ label: String, _ body: () throws(GenerationStop) -> T
  ) throws(GenerationStop) -> T {
    let spanIndex = spans.count
    spans.append(
      Span(
        label: label, start: indices.count, end: indices.count,
        depth: openSpans.count))
    openSpans.append(spanIndex)
    defer {
      openSpans.removeLast()
      spans[spanIndex].end = indices.count
    }
    return try body()
  }

  /// Renames the innermost open span, for generators that learn what a span was only after
  /// drawing into it (an array's final "no more elements" boolean becomes an `end` span).
  ///
  /// - Parameter label: The new label; ignored when no span is open.
  public func relabelInnermostSpan(_ label: String) {
    if let open = openSpans.last { spans[open].label = label }
  }
}
