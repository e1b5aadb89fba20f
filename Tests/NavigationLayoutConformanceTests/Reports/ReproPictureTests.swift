import Foundation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Label placement by hand-computed cases, and every faulty delegate's failing-step picture:
/// no two labels intersect, all lie inside the picture, and what broke is drawn in red.
@Suite struct ReproPictureTests {
  /// 10 characters × 0.6 × 10 pt + 2 × 1 padding = 62 wide; 10 × 1.3 + 2 = 15 high; it fits
  /// inside the logo, so it goes in the top-leading corner, one point in.
  @Test func labelGoesInsideItsRectangleWhenItFits() {
    let result = LabelPlacement(fontSize: 10).place(
      [.init(text: "googleLogo", anchor: CGRect(x: 16, y: 700, width: 80, height: 24))],
      within: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(result.labels.map(\.box) == [CGRect(x: 17, y: 701, width: 62, height: 15)])
    #expect(result.labels[0].leaderStart == nil)
    #expect(result.area == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  /// The same rectangle labelled twice: the second label goes just above it (its box ends at
  /// the rectangle's top, y 700 − 15 = 685).
  @Test func secondLabelOfTheSameRectangleMovesAbove() {
    let anchor = CGRect(x: 16, y: 700, width: 80, height: 24)
    let result = LabelPlacement(fontSize: 10).place(
      [.init(text: "googleLogo", anchor: anchor), .init(text: "overlap", anchor: anchor)],
      within: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(result.labels[1].box == CGRect(x: 16, y: 685, width: 44, height: 15))
  }

  /// A label wider than its rectangle's neighbourhood near the right edge is shifted back
  /// inside the area, never past it.
  @Test func labelNearTheEdgeStaysInside() {
    let result = LabelPlacement(fontSize: 10).place(
      [.init(text: "button(reporting)", anchor: CGRect(x: 370, y: 0, width: 20, height: 20))],
      within: CGRect(x: 0, y: 0, width: 393, height: 852))
    // 17 × 6 + 2 = 104 wide: above the top is outside, so below, shifted left to end at 393.
    #expect(result.labels[0].box == CGRect(x: 289, y: 20, width: 104, height: 15))
  }

  /// More labels than an area can hold: the rest go in a column to its right, with leaders,
  /// and the area grows to hold them.
  @Test func overflowGoesToAColumnBesideTheArea() {
    let anchor = CGRect(x: 0, y: 0, width: 60, height: 30)
    let requests = (0..<6).map { LabelPlacement.Request(text: "label \($0)", anchor: anchor) }
    let result = LabelPlacement(fontSize: 10).place(requests, within: anchor)
    // The first takes the top-leading corner (y 1 to 16); the 14 points left below it hold
    // no 15-point label, so the other five go beside the area, at x 60 + 6.
    #expect(result.labels.filter { $0.box.minX == 66 }.count == 5)
    #expect(result.labels.last?.leaderStart != nil)
    #expect(result.area == CGRect(x: 0, y: 0, width: 66 + 44, height: 4 * 16 + 15))
    Self.expectReadable(result.labels.map(\.box), inside: result.area)
  }

  /// Faulty delegates that trap have no snapshot to draw (NLC-021).
  static let drawable = FaultyDelegates.all.filter { $0.ruleID != "NLC-021" }.map(\.name)

  @Test(arguments: LongTests.sample(drawable, 4))
  func failingStepPictureIsReadable(_ name: String) throws {
    let faulty = try #require(FaultyDelegates.named(name))
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_000
    configuration.seedsDirectory = nil
    // One failing step's picture is what is judged: no need to collect every bug.
    configuration.stopsAtFirstFailure = true
    let report = try Conformance.run(configuration) { faulty.make() }
    let failure = try #require(report.failures.first, "\(name) conformed")
    let picture = try #require(failure.picture)
    let layout = picture.layout()
    Self.expectReadable(layout.labels.map(\.label.box), inside: layout.viewBox)
    let svg = ReproSVG.render(picture)
    let red = ReproPicture.offendingColour
    let violation = try #require(failure.violation)
    // The bug and its consequences at the same checkpoint are written out in red.
    for found in [violation] + violation.consequences.filter({ $0.step == violation.step }) {
      #expect(svg.contains("fill=\"\(red)\">\(found.ruleID): "), "\(found.ruleID)\n\(svg)")
    }
    // What a rule names on the map is outlined or filled red, and labelled in red.
    let named = !picture.highlights.isEmpty
      || picture.snapshot.elements.contains { picture.offendingNames.contains($0.name) }
    if named {
      #expect(svg.contains("stroke=\"\(red)\""), "\(svg)")
      #expect(layout.labels.contains { $0.colour == red })
    }
    // A finding that names nothing on the map (a constraint, a record) still lists it.
    #expect(named || !picture.notes.isEmpty)
  }

  static func expectReadable(
    _ boxes: [CGRect], inside area: CGRect, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, box) in boxes.enumerated() {
      #expect(area.contains(box), "\(box) outside \(area)", sourceLocation: sourceLocation)
      for other in boxes[..<index] {
        #expect(
          !LabelPlacement.intersects(box, other), "\(box) meets \(other)",
          sourceLocation: sourceLocation)
      }
    }
  }
}
