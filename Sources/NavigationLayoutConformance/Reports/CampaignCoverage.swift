import Foundation
import GoogleNavigationModel
public import PropertyEngine
import UIKitModel

/// What a campaign exercised, over its generated cases: how many cases ran on each device
/// family, orientation, window kind, layout direction, Dynamic Type size and in wide mode;
/// which event kinds and SDK phases they visited; which metamorphic relations they checked;
/// the share that reached guidance with a prompt; and the property engine's own labels.
///
/// Each generated case carries one engine label (``label(for:screens:)``) that the engine
/// counts with its others, so the figures are the same in process and across isolation
/// workers, and the same seed gives the same figures. Seeds files replayed before generation
/// are not counted.
///
/// ```swift
/// let report = try Conformance.run { MyLayoutDelegate() }
/// print(report.coverage?.summary ?? "")
/// // coverage of 200 generated cases: phone 160, pad 40; portrait 120, landscape 80; …
/// ```
public struct CampaignCoverage: Hashable, Sendable {
  /// One value of a dimension and the cases that had it.
  public struct Count: Hashable, Sendable {
    /// The value, such as `RTL` or `showPrompt`.
    public var value: String
    /// The generated cases that had it.
    public var cases: Int
  }

  /// A dimension's counts: every value the generator can produce for it, in a fixed order,
  /// zero counts included, so what was never exercised shows.
  public struct Table: Hashable, Sendable {
    /// The dimension, such as `layout direction`.
    public var name: String
    /// The counts.
    public var counts: [Count]
  }

  /// Generated cases counted in the tables.
  public var cases: Int
  /// Generated cases missing from the tables: an isolated case whose worker crashed or hung
  /// reports nothing of what it exercised. Zero in process, where such a case ends the run.
  public var unreported: Int = 0
  /// Device family, orientation, window kind, layout direction, Dynamic Type size and wide
  /// mode, in that order.
  public var environment: [Table]
  /// Cases in which each event kind occurred.
  public var eventKinds: Table
  /// Cases that visited each SDK phase (the driver's closing disable always visits `off`).
  public var phases: Table
  /// Cases that checked each selected metamorphic relation.
  public var relations: Table
  /// Cases that reached guidance with a prompt shown.
  public var casesWithPrompt: Int
  /// The property engine's other labels (`phone`, `implausible environment`, …), by label.
  public var labels: [Count]
  /// How close the generated cases came to breaking each geometric rule, when the boundary
  /// search measured it (``ConformanceConfiguration/boundaryShare``): per rule, in ID order,
  /// its least slack in points and the subject it was measured on; empty when off.
  public var closest: [Closest] = []
  /// How many of the generated cases were the boundary search's mutations of tight cases.
  public var boundaryCases = 0
  /// What the campaign did not exercise at all, in words (`no right-to-left case (the
  /// profile portrait-phone excludes it)`); notes, never failures.
  public var gaps: [String]

  /// One rule's least slack over the campaign: how close a conforming checkpoint came to
  /// breaking it (``ConformanceRule/measureSlack(_:in:into:)``).
  public struct Closest: Hashable, Sendable {
    /// The rule, such as `NLC-003`.
    public var ruleID: String
    /// What the least slack was measured on: an element, a pair (`etaCard ~ orderStatus`) or a
    /// measure (`viewport size`).
    public var subject: String
    /// The slack, in points: 0 is touching (or at the floor), below -0.5 breaks the rule.
    public var points: Double
  }

  /// The per-rule least slack from the engine's per-label slacks (`RULE subject`), rules in ID
  /// order. The engine's slack is the distance to failing (the campaign adds
  /// ``RuleGeometry/tolerance`` to each reading); the report gives the gap itself back.
  static func closest(from slacks: [SlackObservation]) -> [Closest] {
    var found: [Closest] = []
    for slack in slacks {
      let parts = slack.label.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      let points = slack.slack - Double(RuleGeometry.tolerance)
      if let index = found.firstIndex(where: { $0.ruleID == parts[0] }) {
        if points < found[index].points {
          found[index] = Closest(ruleID: parts[0], subject: parts[1], points: points)
        }
      } else {
        found.append(Closest(ruleID: parts[0], subject: parts[1], points: points))
      }
    }
    return found.sorted { $0.ruleID < $1.ruleID }
  }

  /// `NLC-003 0 pt (etaCard ~ orderStatus)` for each rule.
  var closestText: String {
    closest.map { "\($0.ruleID) \(Environment.points(CGFloat($0.points))) pt (\($0.subject))" }
      .joined(separator: "; ")
  }

  /// The prefix of the coverage label, which the tables are read from.
  static let labelPrefix = "coverage|"

  /// Event kinds by the bit they set in a case's label.
  static let eventKindNames = [
    "enableNavigation", "startGuidance", "showPrompt", "changePrompt", "hidePrompt",
    "stopGuidance", "disableNavigation", "resize", "speedWidget", "recenter", "advanceTime",
  ]

  /// Phases by the bit they set in a case's label.
  static let phaseNames = ["off", "ready", "guiding", "guiding with a prompt"]

  /// The one label a case carries for coverage: `coverage|` and its device family,
  /// orientation, window kind, layout direction, Dynamic Type size, wide mode, event-kind
  /// bits, phase bits and relation, separated by `|`.
  ///
  /// - Parameters:
  ///   - conformanceCase: The case.
  ///   - screens: Its screens: the environment's, then each resize's.
  static func label(for conformanceCase: ConformanceCase, screens: [SimulatedScreen]) -> String {
    let scenario = conformanceCase.scenario
    let environment = scenario.environment
    var events = 0
    for event in scenario.events { events |= 1 << eventKindIndex(event) }
    var phases = 1  // off, where every case starts and the closing disable ends
    // Wide mode changes only what guidance shows: a case exercises it when it guides on a
    // screen the policy makes wide (the screen after each resize is the next of `screens`).
    let policy = environment.configuration.wideModePolicy
    var screen = 0
    var guidedWide = false
    var guided = false
    let legal = (try? scenario.phases().get()) ?? []
    for (event, phase) in zip(scenario.events, legal) {
      if case .resize = event { screen = min(screen + 1, screens.count - 1) }
      switch phase {
      case .off: phases |= 1
      case .ready: phases |= 2
      case .guiding(let prompt):
        phases |= prompt ? 8 : 4
        guided = true
        if screens.indices.contains(screen), policy.isWide(screens[screen].size) {
          guidedWide = true
        }
      }
    }
    let wide = guidedWide ? "wide" : guided ? "narrow" : "no guidance"
    let family = environment.device.map { $0.idiom == .pad ? "pad" : "phone" } ?? "free size"
    let window: String
    switch environment.window {
    case .fullScreen: window = "full screen"
    case .splitView: window = "split view"
    case .stageManager: window = "Stage Manager"
    case .free: window = "free size"
    }
    let direction = environment.screen.layoutDirection == .rightToLeft ? "RTL" : "LTR"
    return labelPrefix + family + "|" + environment.orientation.rawValue + "|" + window + "|"
      + direction + "|" + environment.screen.preferredContentSizeCategory.name + "|"
      + wide + "|" + String(events, radix: 16) + "|"
      + String(phases, radix: 16) + "|" + (conformanceCase.relationID ?? "-")
  }

  private static func eventKindIndex(_ event: SDKEvent) -> Int {
    switch event {
    case .enableNavigation: 0
    case .startGuidance: 1
    case .showPrompt: 2
    case .changePrompt: 3
    case .hidePrompt: 4
    case .stopGuidance: 5
    case .disableNavigation: 6
    case .resize: 7
    case .speedWidget: 8
    case .recenter: 9
    case .advanceTime: 10
    }
  }

  /// The coverage read from the engine's label counts.
  ///
  /// - Parameters:
  ///   - statistics: The engine's counts over the generated cases.
  ///   - relationIDs: The metamorphic relations the campaign could check.
  ///   - preset: The environments the cases were drawn from, to say why a value is missing.
  init(statistics: LabelStatistics, relationIDs: [String], preset: EnvironmentPreset) {
    // A case is in the tables when it reported its coverage label; every case does, but one
    // whose worker died before answering.
    var labelled = 0
    for entry in statistics.counts where entry.label.hasPrefix(Self.labelPrefix) {
      labelled += entry.count
    }
    cases = labelled
    unreported = max(0, statistics.validCases - labelled)
    let dimensions = [
      "device family", "orientation", "window", "layout direction", "Dynamic Type size",
      "wide mode (in guidance)",
    ]
    let known: [[String]] = [
      ["phone", "pad", "free size"],
      Orientation.allCases.map(\.rawValue),
      ["full screen", "split view", "Stage Manager", "free size"],
      ["LTR", "RTL"],
      UIContentSizeCategory.allSizes.map(\.name),
      ["wide", "narrow", "no guidance"],
    ]
    var environmentCounts = known.map { $0.map { Count(value: $0, cases: 0) } }
    var eventCounts = Self.eventKindNames.map { Count(value: $0, cases: 0) }
    var phaseCounts = Self.phaseNames.map { Count(value: $0, cases: 0) }
    var relationCounts = relationIDs.map { Count(value: $0, cases: 0) }
    var labels: [Count] = []
    for entry in statistics.counts {
      guard entry.label.hasPrefix(Self.labelPrefix) else {
        labels.append(Count(value: entry.label, cases: entry.count))
        continue
      }
      let fields = entry.label.dropFirst(Self.labelPrefix.count)
        .split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 9 else { continue }
      for dimension in 0..<6 {
        if let index = environmentCounts[dimension].firstIndex(where: {
          $0.value == fields[dimension]
        }) {
          environmentCounts[dimension][index].cases += entry.count
        } else {
          environmentCounts[dimension].append(Count(value: fields[dimension], cases: entry.count))
        }
      }
      let events = Int(fields[6], radix: 16) ?? 0
      for bit in eventCounts.indices where events & (1 << bit) != 0 {
        eventCounts[bit].cases += entry.count
      }
      let phases = Int(fields[7], radix: 16) ?? 0
      for bit in phaseCounts.indices where phases & (1 << bit) != 0 {
        phaseCounts[bit].cases += entry.count
      }
      if let index = relationCounts.firstIndex(where: { $0.value == fields[8] }) {
        relationCounts[index].cases += entry.count
      }
    }
    // The Dynamic Type sizes are many: only those drawn, and the default, are listed.
    environmentCounts[4] = environmentCounts[4].filter { $0.cases > 0 || $0.value == "large" }
    environment = zip(dimensions, environmentCounts).map { Table(name: $0, counts: $1) }
    eventKinds = Table(name: "event kinds", counts: eventCounts)
    phases = Table(name: "SDK phases", counts: phaseCounts)
    relations = Table(name: "metamorphic relations", counts: relationCounts)
    casesWithPrompt = phaseCounts[3].cases
    self.labels = labels
    gaps = []
    gaps = cases == 0 ? [] : gapNotes(preset: preset)
  }

  /// A note for each whole dimension value never exercised, saying when the profile is why.
  private func gapNotes(preset: EnvironmentPreset) -> [String] {
    func count(_ dimension: Int, _ values: [String]) -> Int {
      environment[dimension].counts.filter { values.contains($0.value) }.map(\.cases).reduce(0, +)
    }
    let excluded = " (the profile \(preset.name) excludes it)"
    var notes: [String] = []
    if count(0, ["pad"]) == 0 {
      notes.append("no iPad case" + (preset.devices.contains { $0.idiom == .pad } ? "" : excluded))
    }
    if count(1, ["landscapeLeft", "landscapeRight"]) == 0 {
      notes.append(
        "no landscape case"
          + (preset.orientations.contains { $0 != .portrait } ? "" : excluded))
    }
    if count(2, ["split view", "Stage Manager"]) == 0 {
      notes.append(
        "no Split View or Stage Manager window" + (preset.includesMultitasking ? "" : excluded))
    }
    if count(3, ["RTL"]) == 0 {
      notes.append(
        "no right-to-left case" + (preset.layoutDirections.contains(.rightToLeft) ? "" : excluded))
    }
    if environment[4].counts.filter({ $0.cases > 0 }).count <= 1 {
      notes.append(
        "no Dynamic Type size other than the default"
          + (preset.contentSizeCategories.count > 1 ? "" : excluded))
    }
    if count(5, ["wide"]) == 0 { notes.append("no case guided in wide mode") }
    if casesWithPrompt == 0 { notes.append("no case reached guidance with a prompt") }
    for relation in relations.counts where relation.cases == 0 {
      notes.append("metamorphic relation \(relation.value) never checked")
    }
    return notes
  }

  /// The share of cases with a prompt, as `45%`.
  public var promptShare: String {
    cases == 0 ? "0%" : "\(Int((Double(casesWithPrompt) * 100 / Double(cases)).rounded()))%"
  }

  /// Two or three lines for the text report: the environment counts (values with cases
  /// only), the prompt share and relations, and the gaps.
  public var summary: String {
    var parts: [String] = []
    for table in environment {
      let seen = table.counts.filter { $0.cases > 0 }
      // Twelve Dynamic Type sizes would fill the line: their number says enough here.
      if seen.count > 4 {
        parts.append("\(seen.count) \(table.name)s")
        continue
      }
      parts.append(seen.map { "\($0.value) \($0.cases)" }.joined(separator: ", "))
    }
    let missing =
      unreported == 0
      ? "" : " (\(unreported) more ended in a crash or a hang before reporting theirs)"
    let counts = parts.filter { !$0.isEmpty }.joined(separator: "; ")
    var lines = [
      "coverage of \(cases) generated cases\(missing)" + (counts.isEmpty ? "" : ": " + counts),
      "  guidance with a prompt in \(promptShare); relations checked: "
        + (relations.counts.isEmpty
          ? "none selected"
          : relations.counts.map { "\($0.value) \($0.cases)" }.joined(separator: ", ")),
    ]
    if !gaps.isEmpty { lines.append("  not exercised: " + gaps.joined(separator: "; ")) }
    if !closest.isEmpty {
      lines.append(
        "  closest to breaking (least slack; boundary search \(boundaryCases) cases): "
          + closestText)
    }
    return lines.joined(separator: "\n")
  }

  /// The `coverage` member of the command line's JSON report: `cases`, `unreported` (only
  /// when some isolated cases died before reporting), `promptCases`,
  /// `environment` (an object per dimension, value → cases, in the tables' order),
  /// `eventKinds`, `phases`, `relations`, `labels` (value → cases each) and `gaps`.
  public var json: JSONValue {
    func object(_ counts: [Count]) -> JSONValue {
      .object(counts.map { JSONMember($0.value, .integer($0.cases)) })
    }
    var members = [JSONMember("cases", .integer(cases))]
    if unreported > 0 { members.append(JSONMember("unreported", .integer(unreported))) }
    return .object(
      members + [
        JSONMember("promptCases", .integer(casesWithPrompt)),
        JSONMember(
          "environment", .object(environment.map { JSONMember($0.name, object($0.counts)) })),
        JSONMember("eventKinds", object(eventKinds.counts)),
        JSONMember("phases", object(phases.counts)),
        JSONMember("relations", object(relations.counts)),
        JSONMember("labels", object(labels)),
        JSONMember("gaps", .array(gaps.map(JSONValue.string))),
      ] + closestJSON)
  }

  /// The `boundary` member, when the boundary search measured slack: `cases` (its mutations)
  /// and `closest`, an object per rule with `subject` and `slack` in points.
  private var closestJSON: [JSONMember] {
    guard !closest.isEmpty else { return [] }
    let rules = closest.map {
      JSONMember(
        $0.ruleID,
        .object([
          JSONMember("subject", .string($0.subject)),
          JSONMember("slack", .number(Environment.points(CGFloat($0.points)))),
        ]))
    }
    return [
      JSONMember(
        "boundary",
        .object([
          JSONMember("cases", .integer(boundaryCases)), JSONMember("closest", .object(rules)),
        ]))
    ]
  }

  /// The coverage section of the HTML report: a table per dimension with a bar per value.
  var html: String {
    var parts = ["<h2>Coverage</h2>"]
    parts.append(
      "<p>\(cases) generated cases (Seeds files are not counted); guidance with a prompt in "
        + "\(promptShare) of them (\(casesWithPrompt)).</p>")
    if !gaps.isEmpty {
      parts.append(
        "<p class=\"note\">not exercised: " + XMLText.escape(gaps.joined(separator: "; "))
          + "</p>")
    }
    if !closest.isEmpty {
      parts.append(
        "<p>Closest to breaking (least slack, in points; the boundary search ran "
          + "\(boundaryCases) cases): " + XMLText.escape(closestText) + ".</p>")
    }
    parts.append("<div class=\"coverage\">")
    let labelTable = Table(name: "property engine labels", counts: labels)
    for table in environment + [eventKinds, phases, relations, labelTable] {
      var rows = ["<table><tr><th colspan=\"3\">\(XMLText.escape(table.name))</th></tr>"]
      for count in table.counts {
        let width = cases == 0 ? 0 : Int((Double(count.cases) * 120 / Double(cases)).rounded())
        rows.append(
          "<tr\(count.cases == 0 ? " class=\"none\"" : "")><td>\(XMLText.escape(count.value))</td>"
            + "<td class=\"number\">\(count.cases)</td>"
            + "<td><span class=\"bar\" style=\"width: \(width)px\"></span></td></tr>")
      }
      rows.append("</table>")
      parts.append(rows.joined(separator: "\n"))
    }
    parts.append("</div>")
    return parts.joined(separator: "\n")
  }
}
