/// A labelled interval of choices drawn by one generator, so shrink passes can delete,
/// zero, sort or hoist whole structures without knowing their types.
///
/// ```swift
/// let span = Span(label: "element", start: 1, end: 3, depth: 1)
/// print(span.range)  // 1..<3
/// ```
public struct Span: Hashable, Sendable {
  /// The generator's label, such as `element` for one element of an array.
  public var label: String
  /// The index of the first choice inside the span.
  public var start: Int
  /// The index one past the last choice inside the span.
  public var end: Int
  /// How many spans enclose this one; top-level spans have depth 0.
  public var depth: Int

  /// Creates a span.
  ///
  /// - Parameters:
  ///   - label: The generator's label.
  ///   - start: The first choice index.
  ///   - end: One past the last choice index.
  ///   - depth: The nesting depth.
  public init(label: String, start: Int, end: Int, depth: Int) {
    self.label = label
    self.start = start
    self.end = end
    self.depth = depth
  }

  /// The choice indices the span covers.
  public var range: Range<Int> { start..<end }

  /// Whether the span covers no choice.
  public var isEmpty: Bool { start >= end }
}
