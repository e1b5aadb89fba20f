import Foundation
import Testing
import UIKitModel

// Every construct of the visual format language (Auto Layout Guide, appendix "Visual Format
// Language"), checked against equations and frames worked out by hand from the guide's
// grammar. Item order: a connection is `later.start REL earlier.end + c`, a leading bar
// `view.leading == bar.leading + c`, a closing bar `bar.trailing == view.trailing + c`
// (UIKit prints `[a]-8-[b]` as `b.leading == a.trailing + 8`). The map is 393 × 852 with
// safe-area insets 59/0/34/0 and 8-point margins, so its margins guide is 8, 67, 8, 42 in.

@MainActor
@Suite("Visual format language")
struct VisualFormatTests {
  let map = makeMap()
  let a = makeAutoLayoutView()
  let b = makeAutoLayoutView()
  let c = makeAutoLayoutView()

  init() {
    for view in [a, b, c] { map.addSubview(view) }
  }

  private var names: [(String, AnyObject)] { [("map", map), ("a", a), ("b", b), ("c", c)] }

  private func shapes(
    _ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) throws -> [String] {
    try NSLayoutConstraint.parseVisualFormat(
      format, options: options, metrics: metrics, views: ["a": a, "b": b, "c": c]
    ).map { shape($0, names) }
  }

  @Test("standard spacing between siblings is 8 points; flush views touch")
  func standardAndFlush() throws {
    #expect(try shapes("[a]-[b]") == ["b.leading == a.trailing + 8.0"])
    #expect(try shapes("[a][b]") == ["b.leading == a.trailing"])
    #expect(try shapes("[a]-0-[b]") == ["b.leading == a.trailing"])
  }

  @Test("a bar is the superview: standard spacing there is its layout margin")
  func superviewAndMargins() throws {
    #expect(
      try shapes("|-[a]-|") == ["a.leading == map.leadingMargin", "map.trailingMargin == a.trailing"])
    #expect(try shapes("|[a]|") == ["a.leading == map.leading", "map.trailing == a.trailing"])
    #expect(
      try shapes("|-50-[a]-50-|")
        == ["a.leading == map.leading + 50.0", "map.trailing == a.trailing + 50.0"])
    #expect(
      try shapes("V:|-[a]-|") == ["a.top == map.topMargin", "map.bottomMargin == a.bottom"])
  }

  @Test("orientation: H: is the default, V: uses top, bottom and height")
  func orientation() throws {
    #expect(try shapes("H:[a]-10-[b]") == ["b.leading == a.trailing + 10.0"])
    #expect(
      try shapes("V:[a(20)]-10-[b]") == ["a.height == 20.0", "b.top == a.bottom + 10.0"])
  }

  @Test("size predicates: constants, relations, lists, priorities, other views, metrics")
  func sizePredicates() throws {
    #expect(try shapes("[a(>=50)]") == ["a.width >= 50.0"])
    #expect(try shapes("[a(100@20)]") == ["a.width == 100.0 @20.0"])
    #expect(try shapes("[a(==b)]") == ["a.width == b.width"])
    #expect(try shapes("[a(==b@250)]") == ["a.width == b.width @250.0"])
    #expect(try shapes("[a(==50@250)]") == ["a.width == 50.0 @250.0"])
    #expect(try shapes("[a(>=70,<=100)]") == ["a.width >= 70.0", "a.width <= 100.0"])
    #expect(
      try shapes("[a(w@p)]", metrics: ["w": 44, "p": 750.0])
        == ["a.width == 44.0 @750.0"])
    #expect(try shapes("[a(<=w)]", metrics: ["w": NSNumber(value: 30)]) == ["a.width <= 30.0"])
  }

  @Test("connection predicates: relations, lists, metrics, priorities, negative numbers")
  func connectionPredicates() throws {
    #expect(try shapes("[a]-(>=8)-[b]") == ["b.leading >= a.trailing + 8.0"])
    #expect(
      try shapes("[a]-(>=8,<=20@750)-[b]")
        == ["b.leading >= a.trailing + 8.0", "b.leading <= a.trailing + 20.0 @750.0"])
    #expect(try shapes("[a]-gap-[b]", metrics: ["gap": CGFloat(12)]) == [
      "b.leading == a.trailing + 12.0"
    ])
    #expect(try shapes("[a]-12@high-[b]", metrics: ["high": 750]) == [
      "b.leading == a.trailing + 12.0 @750.0"
    ])
    #expect(try shapes("[a]-(-5)-[b]") == ["b.leading == a.trailing + -5.0"])
    #expect(try shapes("|-(>=20)-[a]") == ["a.leading >= map.leading + 20.0"])
  }

  @Test("a complete line of layout comes out in format order")
  func completeLine() throws {
    // The guide's own example, |-[find]-[findNext]-[findField(>=20)]-|.
    #expect(
      try shapes("|-[a]-[b]-[c(>=20)]-|") == [
        "a.leading == map.leadingMargin", "b.leading == a.trailing + 8.0",
        "c.leading == b.trailing + 8.0", "c.width >= 20.0", "map.trailingMargin == c.trailing",
      ])
  }

  @Test("direction options: leading to trailing by default, left to right, right to left")
  func directions() throws {
    #expect(
      try shapes("|-[a]-[b]", .directionLeftToRight)
        == ["a.left == map.leftMargin", "b.left == a.right + 8.0"])
    // Right to left the first view is the rightmost: the mirror of left to right.
    #expect(
      try shapes("|-[a]-[b]-4-|", .directionRightToLeft) == [
        "map.rightMargin == a.right", "a.left == b.right + 8.0", "b.left == map.left + 4.0",
      ])
    // Direction options do not touch V:.
    #expect(try shapes("V:[a]-[b]", .directionRightToLeft) == ["b.top == a.bottom + 8.0"])
  }

  @Test("alignment options align each view with the one before it, after the spacing")
  func alignment() throws {
    #expect(
      try shapes("[a]-[b]-[c]", [.alignAllTop, .alignAllBottom]) == [
        "b.leading == a.trailing + 8.0", "c.leading == b.trailing + 8.0",
        "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
      ])
    #expect(
      try shapes("V:[a][b]", .alignAllLeading) == ["b.top == a.bottom", "a.leading == b.leading"])
    #expect(
      try shapes("[a][b]", .alignAllFirstBaseline)
        == ["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"])
  }

  @Test("baseline-to-baseline spacing in V: joins last and first baselines")
  func baselineSpacing() throws {
    #expect(
      try shapes("V:|-[a]-[b]", .spacingBaselineToBaseline)
        == ["a.top == map.topMargin", "b.firstBaseline == a.lastBaseline + 8.0"])
  }

  @Test("spaces between tokens are skipped")
  func spaces() throws {
    #expect(try shapes("H: | - [a] - 8 - [b]") == [
      "a.leading == map.leadingMargin", "b.leading == a.trailing + 8.0",
    ])
  }

  @Test("the order follows the format, never the dictionary")
  func orderIsFormatOrder() throws {
    var views: [String: Any] = [:]
    var expected: [String] = []
    var previous: UIView?
    var names = names
    // 12 views named in an order unlike their keys' order or hash order.
    let keys = (0..<12).map { "v\(($0 * 7) % 12)" }
    for key in keys {
      let view = makeAutoLayoutView()
      map.addSubview(view)
      views[key] = view
      names.append((key, view))
      if let previous, let name = names.first(where: { $0.1 === previous })?.0 {
        expected.append("\(key).leading == \(name).trailing + 8.0")
      }
      previous = view
    }
    let format = keys.map { "[\($0)]" }.joined(separator: "-")
    let made = try NSLayoutConstraint.parseVisualFormat(format, metrics: nil, views: views)
    #expect(made.map { shape($0, names) } == expected)
  }

  @Test("a VFL layout lays out where the guide's pictures put it")
  func frames() {
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "|-[a]-9-[b(==a)]-|", options: .alignAllTop, metrics: nil,
        views: ["a": a, "b": b])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-[a(44)]", metrics: nil, views: ["a": a, "b": b])
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:[b(==a)]", metrics: nil, views: ["a": a, "b": b]))
    map.layoutIfNeeded()
    // Margins 8 and 8 on 393: 377 for two equal widths and a 9-point gap: 184 each.
    #expect(a.frame == CGRect(x: 8, y: 67, width: 184, height: 44))
    #expect(b.frame == CGRect(x: 201, y: 67, width: 184, height: 44))
    #expect(map.layoutIssues.isEmpty)
  }
}
