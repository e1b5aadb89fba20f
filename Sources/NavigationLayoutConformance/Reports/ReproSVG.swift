public import Foundation

/// Draws a ``ReproPicture`` as SVG: the map's bounds, its safe area dashed and layout margins
/// dotted, every element outlined in its role's colour (hidden ones dashed and grey, the
/// viewport hatched), the offending elements outlined in red and an overlap filled red, the
/// labels where ``LabelPlacement`` put them (with leader lines), a legend and the findings
/// as red text under the map (DESIGN.md §1, "Repros").
///
/// Numbers are written as in reports (`12.5`), so the text is stable: same picture, same
/// bytes.
///
/// ```swift
/// let svg = ReproSVG.render(ReproPicture(violation: violation, title: "NLC-003 at step 2 …"))
/// try svg.write(toFile: "nlc-003.svg", atomically: true, encoding: .utf8)
/// ```
public enum ReproSVG {
  /// The SVG document of a snapshot with the given highlights, ending with a newline.
  ///
  /// - Parameters:
  ///   - snapshot: The screen to draw.
  ///   - title: The title line, such as `NLC-005 at step 3 (showPrompt), settled`.
  ///   - highlights: Rectangles a rule named, with their labels (see ``ReproPicture``).
  /// - Returns: The SVG text.
  public static func render(
    _ snapshot: LayoutSnapshot, title: String, highlights: [RuleFinding.Highlight]
  ) -> String {
    render(ReproPicture(snapshot: snapshot, title: title, highlights: highlights))
  }

  /// The SVG document of `picture`, ending with a newline.
  ///
  /// - Parameters:
  ///   - picture: What to draw.
  ///   - width: The width to display it at, in CSS pixels; nil for one pixel per point. The
  ///     height follows the picture's aspect ratio.
  ///   - idPrefix: Prefix of the document's element IDs (its hatch pattern), unique per
  ///     picture when several share one HTML page.
  /// - Returns: The SVG text.
  public static func render(_ picture: ReproPicture, width: CGFloat? = nil, idPrefix: String = "nlc")
    -> String
  {
    let layout = picture.layout()
    let box = layout.viewBox
    let shownWidth = width ?? box.width
    let shownHeight = (box.height * shownWidth / box.width).rounded()
    let snapshot = picture.snapshot
    let hatch = "\(idPrefix)-hatch"
    let viewportColour = ElementRole.viewport.pictureColour
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(n(box.minX)) \(n(box.minY)) "
        + "\(n(box.width)) \(n(box.height))\" width=\(quoted(shownWidth)) "
        + "height=\(quoted(shownHeight)) font-family=\"Helvetica, Arial, sans-serif\" "
        + "font-size=\"\(n(ReproPicture.fontSize))\">",
      "  <defs><pattern id=\"\(hatch)\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\" "
        + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" "
        + "stroke=\"\(viewportColour)\" stroke-width=\"1.5\" stroke-opacity=\"0.5\"/></pattern></defs>",
      "  " + rect(box, "fill=\"#ffffff\""),
    ]
    for (text, baseline) in layout.titleLines {
      lines.append(
        "  <text x=\(quoted(box.minX + 4)) y=\(quoted(baseline)) "
          + "font-size=\"\(n(ReproPicture.titleSize))\" font-weight=\"bold\">\(escape(text))</text>")
    }
    lines.append("  " + rect(snapshot.mapBounds, "fill=\"#f4f4f4\" stroke=\"#000\""))
    if let margins = snapshot.layoutMarginsFrame {
      lines.append(
        "  " + rect(margins, "fill=\"none\" stroke=\"#999\" stroke-dasharray=\"1 2\""))
    }
    lines.append(
      "  " + rect(snapshot.safeArea, "fill=\"none\" stroke=\"#666\" stroke-dasharray=\"4 3\""))
    let offending = picture.offendingElementNames
    for element in picture.drawnElements {
      let isOffending = offending.contains(element.name)
      let colour = isOffending ? ReproPicture.offendingColour : element.role.pictureColour
      let width = isOffending ? "2" : "1"
      if !element.isVisible {
        // Hidden: marked by a grey dashed outline, unless a rule named it.
        let stroke = isOffending ? colour : "#999"
        lines.append(
          "  " + rect(element.frame, "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(width)\" "
            + "stroke-dasharray=\"2 2\""))
        continue
      }
      if element.role == .viewport {
        lines.append("  " + rect(element.frame, "fill=\"url(#\(hatch))\" stroke=\"none\""))
      } else if element.role.isDrawn {
        lines.append(
          "  " + rect(element.visualRect, "fill=\"\(colour)\" fill-opacity=\"0.1\" stroke=\"none\""))
      }
      lines.append(
        "  " + rect(element.frame, "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(width)\""))
    }
    let elementNames = Set(picture.drawnElements.map(\.name))
    for highlight in picture.highlights where !elementNames.contains(highlight.label) {
      let red = ReproPicture.offendingColour
      let style =
        highlight.label == "overlap"
        ? "fill=\"\(red)\" fill-opacity=\"0.45\" stroke=\"\(red)\""
        : "fill=\"\(red)\" fill-opacity=\"0.06\" stroke=\"\(red)\" stroke-width=\"1.5\" "
          + "stroke-dasharray=\"6 3\""
      lines.append("  " + rect(highlight.rect, style))
    }
    for (label, colour) in layout.labels {
      if let start = label.leaderStart, let end = label.leaderEnd {
        lines.append(
          "  <line x1=\(quoted(start.x)) y1=\(quoted(start.y)) x2=\(quoted(end.x)) "
            + "y2=\(quoted(end.y)) stroke=\"\(colour)\" stroke-width=\"0.75\"/>")
      }
      lines.append("  " + rect(label.box, "fill=\"#ffffff\" fill-opacity=\"0.85\""))
      lines.append(
        "  <text x=\(quoted(label.box.minX + 1)) y=\(quoted(label.baseline)) "
          + "fill=\"\(colour)\">\(escape(label.text))</text>")
    }
    for entry in layout.legend {
      lines.append("  " + rect(entry.swatch, swatchStyle(entry.colour, entry.style, hatch: hatch)))
      lines.append(
        "  <text x=\(quoted(entry.swatch.maxX + 4)) y=\(quoted(entry.swatch.maxY - 1))>"
          + "\(escape(entry.name))</text>")
    }
    for note in layout.noteLines {
      lines.append(
        "  <text x=\(quoted(note.x)) y=\(quoted(note.baseline)) "
          + "fill=\"\(ReproPicture.offendingColour)\">\(escape(note.text))</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Pictures side by side in one SVG document, 16 points apart, each drawn as by
  /// ``render(_:width:idPrefix:)`` (a metamorphic relation's case and variant).
  ///
  /// - Parameters:
  ///   - pictures: The pictures, left to right.
  ///   - idPrefix: Prefix of the element IDs; each picture adds its position.
  /// - Returns: The SVG text, ending with a newline.
  public static func render(sideBySide pictures: [ReproPicture], idPrefix: String = "nlc")
    -> String
  {
    let gap: CGFloat = 16
    let boxes = pictures.map { $0.layout().viewBox }
    // Titles may wrap to different heights: the maps' tops are aligned instead.
    let titles = zip(pictures, boxes).map { $0.extent.minY - $1.minY }
    let tallest = titles.max() ?? 0
    var x: CGFloat = 0
    var height: CGFloat = 0
    var parts: [String] = []
    for (index, picture) in pictures.enumerated() {
      let y = tallest - titles[index]
      // A nested document, moved right by the widths before it and down to align the maps.
      let inner = render(picture, idPrefix: "\(idPrefix)\(index)")
        .replacingOccurrences(
          of: "<svg xmlns=\"http://www.w3.org/2000/svg\" ",
          with: "<svg x=\(quoted(x)) y=\(quoted(y)) ")
      parts.append(inner.hasSuffix("\n") ? String(inner.dropLast()) : inner)
      x += boxes[index].width + gap
      height = max(height, y + boxes[index].height)
    }
    let width = max(0, x - gap)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
      + "width=\(quoted(width)) height=\(quoted(height))>\n" + parts.joined(separator: "\n")
      + "\n</svg>\n"
  }

  private static func swatchStyle(_ colour: String, _ style: ReproPicture.LegendStyle, hatch: String)
    -> String
  {
    switch style {
    case .outline: "fill=\"\(colour)\" fill-opacity=\"0.1\" stroke=\"\(colour)\" stroke-width=\"1.5\""
    case .filled: "fill=\"\(colour)\" fill-opacity=\"0.45\" stroke=\"\(colour)\""
    case .dashed: "fill=\"none\" stroke=\"\(colour)\" stroke-dasharray=\"3 2\""
    case .dotted: "fill=\"none\" stroke=\"\(colour)\" stroke-dasharray=\"1 2\""
    case .hatched: "fill=\"url(#\(hatch))\" stroke=\"\(colour)\""
    }
  }

  private static func rect(_ rect: CGRect, _ style: String) -> String {
    "<rect x=\(quoted(rect.minX)) y=\(quoted(rect.minY)) width=\(quoted(rect.width)) "
      + "height=\(quoted(rect.height)) \(style)/>"
  }

  private static func n(_ value: CGFloat) -> String { Environment.points(value) }

  private static func quoted(_ value: CGFloat) -> String { "\"" + n(value) + "\"" }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
