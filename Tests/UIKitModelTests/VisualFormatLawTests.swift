import Foundation
import PropertyEngine
import Testing
import UIKitModel

// A law of the visual format language: a random format makes exactly the constraints the
// equivalent anchor calls make, in the same order, whatever the metrics. The anchor side is
// written from the guide's reading of each construct, not from the builder: a connection
// `[a]-c-[b]` is `b.leading == a.trailing + c`, a bar's standard spacing is the superview's
// layout margin, `[a(w)]` is `a.width == w`.

@MainActor
@Suite("Visual format law")
struct VisualFormatLawTests {
  struct Link: Sendable, CustomStringConvertible {
    var kind: Int  // 0 flush, 1 standard, 2 metric, 3 >=, 4 <=
    var value: Int
    var priority: Int  // 0 required, 1 @750, 2 @250
    var description: String { "link(\(kind), \(value), \(priority))" }
  }

  struct Format: Sendable, CustomStringConvertible {
    var vertical: Bool
    var leadingBar: Bool
    var closingBar: Bool
    var links: [Link]  // links[0] joins the bar (or nothing) to v0, then views
    var widths: [Int?]
    var description: String { "\(vertical) \(leadingBar) \(closingBar) \(links) \(widths)" }
  }

  nonisolated static let link = Gen { recorder in
    Link(
      kind: try Gen<Int>.integers(in: 0...4).generate(using: recorder),
      value: try Gen<Int>.integers(in: 0...60).generate(using: recorder),
      priority: try Gen<Int>.integers(in: 0...2).generate(using: recorder))
  }

  nonisolated static let format = Gen { recorder in
    let count = try Gen<Int>.integers(in: 1...4).generate(using: recorder)
    var links: [Link] = []
    var widths: [Int?] = []
    for _ in 0...count { links.append(try link.generate(using: recorder)) }
    for _ in 0..<count {
      let has = try Gen<Bool>.booleans().generate(using: recorder)
      let value = try Gen<Int>.integers(in: 1...120).generate(using: recorder)
      widths.append(has ? value : nil)
    }
    return Format(
      vertical: try Gen<Bool>.booleans().generate(using: recorder),
      leadingBar: try Gen<Bool>.booleans().generate(using: recorder),
      closingBar: try Gen<Bool>.booleans().generate(using: recorder), links: links,
      widths: widths)
  }

  @Test("a random format makes the constraints of its anchor calls, in order")
  func formatEqualsAnchors() throws {
    let property = Property("vfl-anchors", Self.format) { format, _ in
      try MainActor.assumeIsolated { try Self.check(format) }
    }
    var configuration = CampaignConfiguration(seed: 14)
    configuration.maximumCases = 500
    let result = try Campaign(property: property, configuration: configuration).run()
    for counterexample in result.counterexamples {
      Issue.record(
        "\(counterexample.failure.message)\nshrunk format: \(counterexample.valueDescription)")
    }
    #expect(result.counterexamples.isEmpty)
  }

  private static func check(_ format: Format) throws {
    let map = makeMap()
    let views = format.widths.map { _ in makeAutoLayoutView() }
    for view in views { map.addSubview(view) }
    var names: [(String, AnyObject)] = [("map", map), ("map.margins", map.layoutMarginsGuide)]
    var dictionary: [String: Any] = [:]
    for (index, view) in views.enumerated() {
      names.append(("v\(index)", view))
      dictionary["v\(index)"] = view
    }
    var text = format.vertical ? "V:" : "H:"
    var expected: [NSLayoutConstraint] = []
    var metrics: [String: Any] = [:]
    func connection(_ link: Link, index: Int) -> String {
      let priority = [1000, 750, 250][link.priority]
      let suffix = priority == 1000 ? "" : "@\(priority)"
      switch link.kind {
      case 0: return ""
      case 1: return "-"
      case 2:
        metrics["m\(index)"] = link.value
        return "-m\(index)\(suffix)-"
      case 3: return "-(>=\(link.value)\(suffix))-"
      default: return "-(<=\(link.value)\(suffix))-"
      }
    }
    func anchors(_ view: UIView) -> (start: AnyObject, end: AnyObject) {
      format.vertical
        ? (view.topAnchor, view.bottomAnchor) : (view.leadingAnchor, view.trailingAnchor)
    }
    func make(_ link: Link, later: Any, earlier: Any, toBar: Bool) -> NSLayoutConstraint {
      let constant: CGFloat =
        link.kind == 0 ? 0 : link.kind == 1 ? (toBar ? 0 : 8) : CGFloat(link.value)
      let made: NSLayoutConstraint
      switch (later, earlier) {
      case (let l as NSLayoutXAxisAnchor, let e as NSLayoutXAxisAnchor):
        made =
          link.kind == 3
          ? l.constraint(greaterThanOrEqualTo: e, constant: constant)
          : link.kind == 4
            ? l.constraint(lessThanOrEqualTo: e, constant: constant)
            : l.constraint(equalTo: e, constant: constant)
      case (let l as NSLayoutYAxisAnchor, let e as NSLayoutYAxisAnchor):
        made =
          link.kind == 3
          ? l.constraint(greaterThanOrEqualTo: e, constant: constant)
          : link.kind == 4
            ? l.constraint(lessThanOrEqualTo: e, constant: constant)
            : l.constraint(equalTo: e, constant: constant)
      default: preconditionFailure("mixed axes")
      }
      if link.kind >= 2, link.priority > 0 {
        made.priority = UILayoutPriority(Float([1000, 750, 250][link.priority]))
      }
      return made
    }
    let margins = map.layoutMarginsGuide
    let barStart: AnyObject = format.vertical ? map.topAnchor : map.leadingAnchor
    let barEnd: AnyObject = format.vertical ? map.bottomAnchor : map.trailingAnchor
    let marginStart: AnyObject = format.vertical ? margins.topAnchor : margins.leadingAnchor
    let marginEnd: AnyObject = format.vertical ? margins.bottomAnchor : margins.trailingAnchor
    if format.leadingBar {
      text += "|" + connection(format.links[0], index: 0)
    }
    for (index, view) in views.enumerated() {
      if index > 0 {
        let link = format.links[index]
        text += connection(link, index: index)
        expected.append(
          make(link, later: anchors(view).start, earlier: anchors(views[index - 1]).end,
            toBar: false))
      } else if format.leadingBar {
        let link = format.links[0]
        expected.append(
          make(link, later: anchors(view).start,
            earlier: link.kind == 1 ? marginStart : barStart, toBar: true))
      }
      text += "[v\(index)"
      if let width = format.widths[index] {
        text += "(\(width))"
        expected.append(
          (format.vertical ? view.heightAnchor : view.widthAnchor)
            .constraint(equalToConstant: CGFloat(width)))
      }
      text += "]"
    }
    if format.closingBar, let last = views.last {
      let link = format.links[views.count]
      text += connection(link, index: views.count) + "|"
      expected.append(
        make(link, later: link.kind == 1 ? marginEnd : barEnd, earlier: anchors(last).end,
          toBar: true))
    }
    let made = try NSLayoutConstraint.parseVisualFormat(
      text, metrics: metrics, views: dictionary)
    let got = made.map { normalized($0, names) }
    let want = expected.map { normalized($0, names) }
    if got != want {
      throw PropertyFailure(
        identity: "vfl", message: "\(text)\nformat made: \(got)\nanchors made: \(want)")
    }
  }

  /// A constraint's shape with a margin attribute written as the margins guide's edge.
  private static func normalized(_ constraint: NSLayoutConstraint, _ names: [(String, AnyObject)])
    -> String
  {
    shape(constraint, names)
      .replacingOccurrences(of: "map.leadingMargin", with: "map.margins.leading")
      .replacingOccurrences(of: "map.trailingMargin", with: "map.margins.trailing")
      .replacingOccurrences(of: "map.topMargin", with: "map.margins.top")
      .replacingOccurrences(of: "map.bottomMargin", with: "map.margins.bottom")
  }
}
