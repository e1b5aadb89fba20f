public import Foundation

/// What a rule found wrong in one snapshot: the detail of its message and the rectangles to
/// draw filled in the repro's picture.
public struct RuleFinding: Hashable, Sendable {
  /// What is wrong, naming the views (role and identifier), their rectangles and the overlap,
  /// in map coordinates; the driver prefixes the rule, step and event.
  public var detail: String
  /// The offending rectangles, labelled, in map coordinates.
  public var highlights: [Highlight]

  /// A labelled rectangle to fill in the picture.
  public struct Highlight: Hashable, Sendable {
    /// The label.
    public var label: String
    /// The rectangle, in map coordinates, in points.
    public var rect: CGRect

    /// Creates a highlight.
    public init(_ label: String, _ rect: CGRect) {
      self.label = label
      self.rect = rect
    }
  }

  /// Creates a finding.
  public init(_ detail: String, highlights: [Highlight] = []) {
    self.detail = detail
    self.highlights = highlights
  }
}
