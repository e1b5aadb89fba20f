import Foundation

/// Renders the screen at a failing step as SVG: the map's bounds, its safe area dashed, every
/// element's frame outlined and labelled, visual rectangles shaded, the finding's rectangles
/// filled red, and a title line (DESIGN.md §1, "Repros").
///
/// Coordinates are the snapshot's map coordinates in points; the title sits in a 20-point
/// band above the map. Numbers are written as in reports (`12.5`), so the text is stable.
///
/// ```swift
/// let svg = ReproSVG.render(violation.snapshot, title: "NLC-003 at step 2 (startGuidance)",
///   highlights: violation.finding.highlights)
/// try svg.write(toFile: "nlc-003.svg", atomically: true, encoding: .utf8)
/// ```
public enum ReproSVG {
  /// The height of the title band above the map, in points.
  static let titleBand: CGFloat = 20

  /// The SVG document, ending with a newline.
  ///
  /// - Parameters:
  ///   - snapshot: The screen to draw.
  ///   - title: The title line, such as `NLC-005 at step 3 (showPrompt), settled`.
  ///   - highlights: Rectangles to fill red, with their labels.
  /// - Returns: The SVG text.
  public static func render(
    _ snapshot: LayoutSnapshot, title: String, highlights: [RuleFinding.Highlight]
  ) -> String {
    var extent = snapshot.mapBounds
    for element in snapshot.elements { extent = extent.union(element.frame) }
    for highlight in highlights { extent = extent.union(highlight.rect) }
    let top = extent.minY - titleBand
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(extent.minX)) \(n(top)) "
        + "\(n(extent.width)) \(n(extent.height + titleBand))\" width=\"\(n(extent.width))\" "
        + "height=\(quoted(extent.height + titleBand)) font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"10\">",
      "  <text x=\(quoted(extent.minX + 4)) y=\(quoted(top + 14)) font-size=\"12\">"
        + "\(escape(title))</text>",
      "  " + rect(snapshot.mapBounds, "fill=\"#f4f4f4\" stroke=\"#000\""),
      "  " + rect(snapshot.safeArea, "fill=\"none\" stroke=\"#888\" stroke-dasharray=\"4 3\""),
    ]
    for element in snapshot.elements where element.role != .ignored {
      let dash = element.isVisible ? "" : " stroke-dasharray=\"2 2\""
      lines.append("  <g>")
      if element.visualRect != element.frame {
        lines.append(
          "    " + rect(element.visualRect, "fill=\"#36c\" fill-opacity=\"0.1\" stroke=\"none\""))
      }
      lines.append("    " + rect(element.frame, "fill=\"none\" stroke=\"#36c\"" + dash))
      let label = element.name + (element.isVisible ? "" : " (hidden)")
      lines.append("    " + text(label, at: element.frame, color: "#036"))
      lines.append("  </g>")
    }
    for highlight in highlights {
      lines.append(
        "  " + rect(highlight.rect, "fill=\"#e00\" fill-opacity=\"0.35\" stroke=\"#e00\""))
      lines.append("  " + text(highlight.label, at: highlight.rect, color: "#a00", below: true))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func rect(_ rect: CGRect, _ style: String) -> String {
    "<rect x=\(quoted(rect.minX)) y=\(quoted(rect.minY)) width=\(quoted(rect.width)) "
      + "height=\(quoted(rect.height)) \(style)/>"
  }

  /// A label inside the rectangle's top-leading corner, or just under its bottom edge.
  private static func text(_ label: String, at rect: CGRect, color: String, below: Bool = false)
    -> String
  {
    let y = below ? rect.maxY + 11 : rect.minY + 11
    return
      "<text x=\(quoted(rect.minX + 2)) y=\(quoted(y)) fill=\"\(color)\">\(escape(label))</text>"
  }

  private static func n(_ value: CGFloat) -> String { Environment.points(value) }

  private static func quoted(_ value: CGFloat) -> String { "\"" + n(value) + "\"" }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
