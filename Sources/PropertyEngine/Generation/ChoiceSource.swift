/// Where the indices of a test case come from: a seeded generator, a recorded sequence, or
/// raw bytes from a fuzzer.
///
/// A source only supplies indices; ``ChoiceRecorder`` clamps and records them, so any source
/// can drive any generator and the recorded sequence always replays to the same value.
///
/// ```swift
/// var source = ReplayChoiceSource([3, 1])
/// print(source.nextIndex(for: .pick(count: 5)))  // Optional(3)
/// ```
public protocol ChoiceSource {
  /// Returns the next index for a choice of the given kind, or nil when the source is spent
  /// and the case should end as an overrun.
  ///
  /// - Parameter kind: What the choice means; random sources use it to shape the distribution.
  /// - Returns: An index; values above `kind.maximumIndex` are clamped by the recorder.
  mutating func nextIndex(for kind: ChoiceKind) -> UInt64?

  /// Returns the next index for a choice of the given kind, seeing the choices the case has
  /// recorded so far, so a source can repeat one of them (value reuse).
  ///
  /// The default ignores the recorder and calls ``nextIndex(for:)``.
  ///
  /// - Parameters:
  ///   - kind: What the choice means.
  ///   - recorder: The recorder drawing; read its ``ChoiceRecorder/indices`` and
  ///     ``ChoiceRecorder/kinds``, never draw from it.
  /// - Returns: An index, or nil when the source is spent.
  mutating func nextIndex(for kind: ChoiceKind, after recorder: ChoiceRecorder) -> UInt64?
}

extension ChoiceSource {
  /// Calls ``nextIndex(for:)``: sources that do not reuse values ignore the recorder.
  public mutating func nextIndex(for kind: ChoiceKind, after recorder: ChoiceRecorder)
    -> UInt64?
  {
    nextIndex(for: kind)
  }
}
