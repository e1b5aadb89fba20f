import Foundation

extension RuleFinding {
  /// The finding for two elements whose visual rectangles overlap (NLC-003, NLC-004, NLC-005):
  /// `prompt #1 (0, 600, 393×218) overlaps button(compass) (337, 700, 48×48) in (337, 700, 48×48)`,
  /// highlighting both rectangles and the overlap, in map coordinates.
  ///
  /// - Parameters:
  ///   - first: The element named first.
  ///   - verb: What `first` does to `second`, such as `overlaps` or `covers`.
  ///   - second: The element named second.
  ///   - overlap: The overlap, from ``RuleGeometry/overlap(_:_:)``.
  /// - Returns: The finding.
  static func overlap(
    _ first: ElementSnapshot, _ verb: String, _ second: ElementSnapshot, in overlap: CGRect
  ) -> RuleFinding {
    RuleFinding(
      "\(first) \(verb) \(second) in \(RectText.describe(overlap))",
      highlights: [
        Highlight(first.name, first.visualRect), Highlight(second.name, second.visualRect),
        Highlight("overlap", overlap),
      ])
  }

  /// The finding for an element outside an area it must stay in (NLC-001, NLC-002, NLC-019):
  /// `googleLogo (16, 800, 80×24) is outside the safe area (0, 59, 393×759)`.
  ///
  /// - Parameters:
  ///   - element: The element; its visual rectangle is shown and highlighted.
  ///   - qualifier: Text between the element and `is outside`, such as `, interactive,`;
  ///     empty for none.
  ///   - area: The area's name, such as `the safe area`.
  ///   - rect: The area, in map coordinates.
  /// - Returns: The finding.
  static func outside(
    _ element: ElementSnapshot, qualifier: String = "", _ area: String, _ rect: CGRect
  ) -> RuleFinding {
    RuleFinding(
      "\(element)\(qualifier) is outside \(area) \(RectText.describe(rect))",
      highlights: [Highlight(element.name, element.visualRect), Highlight(area, rect)],
      kind: "outside " + area)
  }
}
