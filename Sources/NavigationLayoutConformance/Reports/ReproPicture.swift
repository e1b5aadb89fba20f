public import Foundation
import UIKitModel

/// What a failing step's picture shows and where everything goes: the map, every element in
/// its role's colour, the offending elements and rectangles in red, labels placed so that
/// none overlap (``LabelPlacement``), a legend, and the findings as red text under the map
/// (DESIGN.md §1, "Repros"). ``ReproSVG`` draws it.
///
/// Coordinates are the snapshot's map coordinates in points; the title sits above the map,
/// the legend and notes below it, and labels that find no room on the map go in a column to
/// its right.
public struct ReproPicture: Sendable {
  /// The screen to draw.
  public var snapshot: LayoutSnapshot
  /// The title, such as `NLC-005 at step 3 (showPrompt), settled`.
  public var title: String
  /// Rectangles a rule named, with their labels: one labelled like an element outlines that
  /// element in red; `overlap` is filled red; any other (an area such as `the safe area`) is
  /// outlined red and dashed.
  public var highlights: [RuleFinding.Highlight]
  /// Names of further elements to outline in red (the items an unsatisfiable set ties).
  public var offendingNames: [String]
  /// Lines of red text under the picture: the findings, the constraints of an unsatisfiable
  /// set, what differs from the pristine map.
  public var notes: [String]
  /// False for a thumbnail: no labels, legend or notes.
  public var isDetailed = true

  /// The font size of labels, legend and notes, in points.
  static let fontSize: CGFloat = 10
  /// The font size of the title, in points.
  static let titleSize: CGFloat = 12
  /// Red, for what a rule found wrong.
  public static let offendingColour = "#d50000"

  /// Creates a picture from its parts.
  public init(
    snapshot: LayoutSnapshot, title: String, highlights: [RuleFinding.Highlight],
    offendingNames: [String] = [], notes: [String] = []
  ) {
    self.snapshot = snapshot
    self.title = title
    self.highlights = highlights
    self.offendingNames = offendingNames
    self.notes = notes
  }

  /// The picture of a violation's checkpoint: the highlights of the violation and of its
  /// consequences found at the same step (``Violation/consequences``), the items of an unsatisfiable set in red
  /// with its constraints listed, and each finding's message as a note.
  ///
  /// - Parameters:
  ///   - violation: The violation.
  ///   - title: The title line.
  public init(violation: Violation, title: String) {
    let all = [violation] + violation.consequences.filter { $0.step == violation.step }
    var highlights: [RuleFinding.Highlight] = []
    for finding in all.map(\.finding) {
      for highlight in finding.highlights where !highlights.contains(highlight) {
        highlights.append(highlight)
      }
    }
    let snapshot = violation.snapshot
    // A detail lists its parts with "; " (the constraints of an unsatisfiable set, the
    // differences from the pristine map): one line each reads better.
    var notes: [String] = []
    for found in all {
      let parts = found.finding.detail.components(separatedBy: "; ")
      notes.append("\(found.ruleID): " + parts[0])
      notes += parts.dropFirst().map { "  " + $0 }
    }
    var offending: [String] = []
    if all.contains(where: { $0.ruleID == AutoLayoutCleanRule().id }) {
      offending += snapshot.elementsInConflict
    }
    if all.contains(where: { $0.ruleID == NavigationCleanupRule().id }),
      !snapshot.pristineLeftovers.isEmpty
    {
      notes.append(
        "not on the map before enableNavigationUI: "
          + snapshot.pristineLeftovers.joined(separator: ", "))
      offending += snapshot.pristineLeftovers
    }
    self.init(
      snapshot: snapshot, title: title, highlights: highlights, offendingNames: offending,
      notes: notes)
  }

  /// Where everything goes.
  public struct Layout: Sendable {
    /// The whole picture (the SVG's view box), in map coordinates.
    public var viewBox: CGRect
    /// The title's lines, with their baselines.
    public var titleLines: [(text: String, baseline: CGFloat)]
    /// The labels, in drawing order, with their colours.
    public var labels: [(label: LabelPlacement.Placed, colour: String)]
    /// The legend: swatch rectangle, colour, style and name of each entry.
    public var legend: [(swatch: CGRect, colour: String, style: LegendStyle, name: String)]
    /// The note lines, with their baselines and left edge.
    public var noteLines: [(text: String, x: CGFloat, baseline: CGFloat)]
  }

  /// How a legend entry's swatch is drawn.
  public enum LegendStyle: Sendable {
    /// Outlined in the colour, lightly filled.
    case outline
    /// Filled in the colour.
    case filled
    /// A dashed outline.
    case dashed
    /// A dotted outline.
    case dotted
    /// Hatched.
    case hatched
  }

  /// The elements drawn: all but ignored ones, in preorder.
  var drawnElements: [ElementSnapshot] { snapshot.elements.filter { $0.role != .ignored } }

  /// The names of the elements outlined in red.
  var offendingElementNames: Set<String> {
    let names = Set(drawnElements.map(\.name))
    return Set(highlights.map(\.label).filter(names.contains) + offendingNames)
  }

  /// The area the map, its elements and the highlights cover.
  var extent: CGRect {
    var extent = snapshot.mapBounds
    for element in drawnElements { extent = extent.union(element.frame) }
    for highlight in highlights { extent = extent.union(highlight.rect) }
    return extent
  }

  /// Lays the picture out.
  public func layout() -> Layout {
    let extent = extent
    let placement = LabelPlacement(fontSize: Self.fontSize)
    var labels: [(LabelPlacement.Placed, String)] = []
    var area = extent
    if isDetailed {
      let requests = labelRequests()
      let result = placement.place(requests.map(\.request), within: extent)
      labels = zip(result.labels, requests.map(\.colour)).map { ($0, $1) }
      area = result.area
    }
    let width = max(area.width, 240)
    // The title, wrapped to the picture's width.
    let titleHeight = Self.titleSize * 1.3
    // A thumbnail's caption says which step it is; a title there would be unreadably small.
    let titleText = isDetailed ? Self.wrap(title, width: width - 8, fontSize: Self.titleSize) : []
    let top = extent.minY - CGFloat(titleText.count) * titleHeight - 6
    let titleLines = titleText.enumerated().map { index, line in
      (line, top + CGFloat(index + 1) * titleHeight - 2)
    }
    var y = area.maxY + 8
    var legend: [(CGRect, String, LegendStyle, String)] = []
    var noteLines: [(String, CGFloat, CGFloat)] = []
    let lineHeight = Self.fontSize * 1.4
    if isDetailed {
      // The legend flows left to right, wrapping at the picture's width.
      var x = area.minX + 4
      for (colour, style, name) in legendEntries() {
        let entryWidth = 14 + placement.size(of: name).width + 10
        if x + entryWidth > area.minX + width, x > area.minX + 4 {
          x = area.minX + 4
          y += lineHeight
        }
        legend.append((CGRect(x: x, y: y + 1, width: 10, height: 10), colour, style, name))
        x += entryWidth
      }
      y += lineHeight + 4
      for note in notes {
        let indent = note.prefix(while: { $0 == " " }).count
        for line in Self.wrap(note, width: width - 8 - CGFloat(indent) * 6, fontSize: Self.fontSize) {
          noteLines.append((line, area.minX + 4 + CGFloat(indent) * 6, y + Self.fontSize))
          y += lineHeight
        }
      }
    }
    let viewBox = CGRect(x: area.minX - 2, y: top, width: width + 4, height: y - top + 2)
    return Layout(
      viewBox: viewBox, titleLines: titleLines, labels: labels, legend: legend, noteLines: noteLines)
  }

  /// The labels to place, most important first: the highlights, then the other offending
  /// elements, then every visible element that is drawn (and named containers), in preorder.
  private func labelRequests() -> [(request: LabelPlacement.Request, colour: String)] {
    var requests: [(LabelPlacement.Request, String)] = []
    var labelled: Set<String> = []
    for highlight in highlights where !labelled.contains(highlight.label) {
      labelled.insert(highlight.label)
      requests.append((.init(text: highlight.label, anchor: highlight.rect), Self.offendingColour))
    }
    let offending = offendingElementNames
    for element in drawnElements where offending.contains(element.name) && !labelled.contains(element.name) {
      labelled.insert(element.name)
      requests.append((.init(text: element.name, anchor: element.frame), Self.offendingColour))
    }
    for element in drawnElements where element.isVisible && !labelled.contains(element.name) {
      let named = element.role.isDrawn || element.role == .viewport
        || (element.role == .container && element.identifier != nil)
      guard named else { continue }
      labelled.insert(element.name)
      requests.append((.init(text: element.name, anchor: element.frame), element.role.pictureColour))
    }
    return requests
  }

  /// The legend: the roles present, then the marks used.
  private func legendEntries() -> [(String, LegendStyle, String)] {
    var roles: [ElementRole] = []
    for element in drawnElements
    where !roles.contains(where: { $0.legendName == element.role.legendName }) {
      roles.append(element.role)
    }
    roles.sort { ElementRole.legendRank($0) < ElementRole.legendRank($1) }
    var entries = roles.map { role in
      (role.pictureColour, role == .viewport ? LegendStyle.hatched : .outline, role.legendName)
    }
    if !offendingElementNames.isEmpty || !highlights.isEmpty {
      entries.append((Self.offendingColour, .outline, "found wrong"))
    }
    if highlights.contains(where: { $0.label == "overlap" }) {
      entries.append((Self.offendingColour, .filled, "overlap"))
    }
    entries.append(("#666666", .dashed, "safe area"))
    if snapshot.layoutMarginsFrame != nil { entries.append(("#999999", .dotted, "layout margins")) }
    if drawnElements.contains(where: { !$0.isVisible }) {
      entries.append(("#999999", .dashed, "hidden"))
    }
    return entries
  }

  /// `text` broken at spaces into lines of at most `width` points (estimated as
  /// ``LabelPlacement`` does); a word longer than a line is cut.
  static func wrap(_ text: String, width: CGFloat, fontSize: CGFloat) -> [String] {
    let limit = max(8, Int(width / (LabelPlacement.characterWidth * fontSize)))
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = String(word)
      let candidate = line.isEmpty ? word : line + " " + word
      if candidate.count <= limit {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      while word.count > limit {
        lines.append(String(word.prefix(limit)))
        word = String(word.dropFirst(limit))
      }
      line = word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
