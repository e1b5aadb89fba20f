import Foundation
public import GoogleNavigationModel

/// A campaign's report as one self-contained static HTML page (`index.html`): inline CSS and
/// SVG, no scripts, nothing fetched. It holds the verdict, the campaign's parameters, and for
/// each failure its replay command, the failing step's picture (``ReproPicture``) with every
/// finding there, a filmstrip of every step of the shrunk scenario (the SDK's phase and the
/// event under each), the failing step's element table and, for a metamorphic relation, the
/// variant's layout beside the case's; then what the campaign exercised
/// (``CampaignCoverage``), with any dimension it missed noted under the verdict.
///
/// The filmstrip comes from re-running each shrunk scenario step by step with the campaign's
/// rules and roles: the model is deterministic, so the same seed gives the same bytes.
///
/// ```swift
/// let report = try Conformance.run(configuration) { MyLayoutDelegate() }
/// let html = HTMLReport(report: report, configuration: configuration, delegateName: "mine") {
///   MyLayoutDelegate()
/// }
/// try html.write(toDirectory: "report")  // report/index.html
/// ```
public struct HTMLReport: Sendable {
  /// The campaign's report.
  public var report: ConformanceReport
  /// The configuration it ran with: its rules and roles re-run the failures.
  public var configuration: ConformanceConfiguration
  /// The delegate's name, for the heading.
  public var delegateName: String
  /// The command that runs the campaign again, when known (the command line's).
  public var campaignCommand: String?
  /// Makes a fresh delegate, to re-run each failure step by step.
  let factory: DelegateFactory

  /// Width of the failing step's picture, in CSS pixels.
  static let largeWidth: CGFloat = 420
  /// Width of a filmstrip picture, in CSS pixels.
  static let thumbnailWidth: CGFloat = 130

  /// Creates a report page.
  ///
  /// - Parameters:
  ///   - report: The campaign's report.
  ///   - configuration: The configuration it ran with.
  ///   - delegateName: The delegate's name.
  ///   - campaignCommand: The command that runs the campaign again, if known.
  ///   - delegate: Makes a fresh delegate.
  public init(
    report: ConformanceReport, configuration: ConformanceConfiguration, delegateName: String,
    campaignCommand: String? = nil,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) {
    self.report = report
    self.configuration = configuration
    self.delegateName = delegateName
    self.campaignCommand = campaignCommand
    factory = DelegateFactory(make: delegate)
  }

  /// Writes `index.html` into `directory`, creating the directory when needed.
  ///
  /// - Parameter directory: The directory.
  /// - Returns: The file's path.
  /// - Throws: ``ConformanceError/reportNotWritable(_:)`` naming the path and the fix.
  @discardableResult
  public func write(toDirectory directory: String) throws -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw ConformanceError.reportNotWritable(
        "\(directory): a file is in the way; name a directory for the report")
    }
    let path = (directory as NSString).appendingPathComponent("index.html")
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try Data(html.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw ConformanceError.reportNotWritable(
        "cannot write \(path); name a writable directory for the report")
    }
    return path
  }

  /// The page.
  public var html: String {
    var body: [String] = []
    let verdict = report.description.split(separator: "\n").first.map(String.init) ?? ""
    body.append("<h1>nav-layout-check: \(escape(delegateName))</h1>")
    body.append(
      "<p class=\"verdict \(report.isConforming ? "pass" : "fail")\">\(escape(verdict))</p>")
    for gap in report.coverage?.gaps ?? [] {
      body.append("<p class=\"note\">not exercised: \(escape(gap))</p>")
    }
    body.append(parameters)
    for (index, failure) in report.failures.enumerated() {
      body.append(section(for: failure, index: index))
    }
    if let coverage = report.coverage { body.append(coverage.html) }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>nav-layout-check: \(escape(delegateName))</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  /// The campaign's parameters as a table.
  private var parameters: String {
    var rows: [(String, String)] = [
      ("delegate", delegateName),
      ("environments", report.environments),
      ("cases run", "\(report.casesRun)"),
      ("seed", "\(report.seed)"),
      ("stopped because", report.stopReason),
    ]
    if let shard = configuration.shard { rows.append(("shard", "\(shard)")) }
    for rule in report.disabledRules { rows.append(("disabled \(rule.id)", rule.reason)) }
    if let campaignCommand { rows.append(("run again", campaignCommand)) }
    return "<h2>Campaign</h2>\n" + Self.table(header: nil, rows: rows.map { [$0.0, $0.1] })
  }

  /// One failure: the message, the replay command, the failing step large, the filmstrip,
  /// the element table.
  private func section(for failure: Counterexample, index: Int) -> String {
    var parts: [String] = []
    let kind = failure.severity == .warning ? "warning" : "bug"
    parts.append("<section class=\"failure\">")
    parts.append("<h2>\(kind) \(index + 1): \(escape(failure.signature.description))</h2>")
    var seen = "Seen in \(failure.casesText)"
    if !failure.alsoSeenAs.isEmpty {
      seen +=
        "; also seen as " + failure.alsoSeenAs.joined(separator: ", ")
        + " (its consequences, below)"
    }
    if !failure.isShrunk {
      seen += "; not shrunk (the campaign's limit on shrunk bugs was reached)"
    }
    for other in failure.foldedBugs {
      seen += "; also seen on its own as \(other.signature) in \(other.casesText)"
    }
    parts.append("<p>" + escape(seen) + "</p>")
    var messages = [failure.message]
    messages += failure.violation?.consequenceLines ?? []
    parts.append(
      "<ul class=\"messages\">"
        + messages.map { "<li>\(escape($0))</li>" }.joined() + "</ul>")
    let replay = failure.replayCommand ?? "replay token \(failure.replayToken)"
    parts.append("<p>Replay: <code>\(escape(replay))</code></p>")
    parts.append("<p class=\"environment\">\(escape(failure.scenario.environment.description))</p>")
    guard let violation = failure.violation, let picture = failure.picture else {
      parts.append("<p>No picture: the case trapped, so there is no snapshot of its last step.</p>")
      parts.append(filmstrip(failure, record: nil, index: index))
      parts.append("</section>")
      return parts.joined(separator: "\n")
    }
    let record = rerun(failure.scenario)
    // `#bugN` widens the picture to the page (CSS :target, no script): an iPad's map at the
    // page's full width, for its labels.
    var large =
      "<div class=\"large\"><figure id=\"bug\(index)\">"
      + ReproSVG.render(picture, width: Self.largeWidth, idPrefix: "f\(index)")
      + "<figcaption><a href=\"#bug\(index)\">full width</a> · <a href=\"#\">fit</a>. "
      + "The failing step: \(escape(caption(violation.snapshot))). A card's, a "
      + "prompt's or the speed widget's outline is its frame; the rules judge what it draws, "
      + "its frame inset by its layout margins (the visual rectangle the message and the "
      + "element table give).</figcaption></figure>"
    if let variant = variantPicture(failure, violation: violation, index: index) {
      large += variant
    }
    large += "</div>"
    parts.append(large)
    parts.append(filmstrip(failure, record: record, index: index))
    parts.append("<h3>Elements at step \(violation.step)</h3>")
    parts.append(elementTable(picture))
    parts.append(causeTable(violation))
    parts.append("</section>")
    return parts.joined(separator: "\n")
  }

  /// The constraints behind the finding (``Violation/causes``), app code first; empty when
  /// there are none.
  private func causeTable(_ violation: Violation) -> String {
    guard let heading = violation.causeLines.first else { return "" }
    let rows = violation.causes.map { cause -> [String] in
      let axis = cause.axis.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? ""
      let made =
        cause.source.isApp ? cause.callSite?.description ?? "app code" : cause.source.description
      return [
        made, cause.constraint ?? "added \(cause.element)", axis, cause.state?.rawValue ?? "",
      ]
    }
    return "<h3>" + escape(heading.prefix(1).uppercased() + heading.dropFirst().dropLast())
      + "</h3>\n"
      + Self.table(
        header: ["made at", "constraint", "axis", "state"], rows: rows, codeColumns: [0, 1])
  }

  /// The filmstrip: every step in order with its event and the SDK's phase; the failing one
  /// framed red, showing what the rule judged (a sampled presentation frame during an
  /// animation) with the findings' rectangles.
  private func filmstrip(_ failure: Counterexample, record: CaseRecord?, index: Int) -> String {
    let violation = failure.violation
    var frames: [String] = []
    for step in record?.steps ?? [] {
      let failing = step.step == violation?.step
      var picture =
        failing
        ? (failure.picture ?? ReproPicture(snapshot: step, title: "", highlights: []))
        : ReproPicture(snapshot: step, title: "", highlights: [])
      picture.isDetailed = false
      frames.append(
        frame(picture, failing: failing, id: "f\(index)s\(step.step)"))
    }
    if frames.isEmpty {
      // A trapped case: its steps as text.
      return "<h3>Steps</h3>\n<pre>\(escape(failure.trace))</pre>"
    }
    return "<h3>Steps</h3>\n<div class=\"filmstrip\">\n" + frames.joined(separator: "\n")
      + "\n</div>"
  }

  /// One filmstrip picture with its step, event, phase and moment.
  private func frame(_ picture: ReproPicture, failing: Bool, id: String) -> String {
    let snapshot = picture.snapshot
    var small = picture
    small.title = "step \(snapshot.step)"
    let eventText = snapshot.event.map(ScenarioEventText.describe) ?? "settle (closing)"
    return "<figure class=\"frame\(failing ? " failing" : "")\">"
      + ReproSVG.render(small, width: Self.thumbnailWidth, idPrefix: id)
      + "<figcaption><b>\(snapshot.step). \(escape(eventText))</b><br>→ "
      + escape(ScenarioEventText.describe(snapshot.phase)) + "<br>"
      + escape(Violation.momentText(snapshot.moment)) + "</figcaption></figure>"
  }

  /// `step 3 (showPrompt) → guiding with a prompt, during animation (+0.45 s)`.
  private func caption(_ snapshot: LayoutSnapshot) -> String {
    let event = snapshot.event.map(ScenarioEventText.describe) ?? "closing settle"
    return "step \(snapshot.step) (\(event)) → \(ScenarioEventText.describe(snapshot.phase)), "
      + Violation.momentText(snapshot.moment)
  }

  /// For a metamorphic relation, the variant run's layout at the failing step, beside the
  /// case's (``Counterexample/variantPicture(configuration:delegate:)``).
  private func variantPicture(_ failure: Counterexample, violation: Violation, index: Int)
    -> String?
  {
    guard let picture = failure.variantPicture(configuration: configuration, delegate: factory.make)
    else { return nil }
    return "<figure>" + ReproSVG.render(picture, width: Self.largeWidth, idPrefix: "f\(index)v")
      + "<figcaption>the variant run: \(escape(caption(picture.snapshot)))</figcaption></figure>"
  }

  /// The failing step's elements: role, identifier, frame in points, whether visible; the
  /// offending ones marked.
  private func elementTable(_ picture: ReproPicture) -> String {
    let offending = picture.offendingElementNames
    var rows: [String] = [
      "<table class=\"elements\"><tr><th>#</th><th>role</th><th>name</th><th>identifier</th>"
        + "<th>frame (x, y, w×h) pt</th><th>visual rectangle, where it differs</th>"
        + "<th>visible</th></tr>"
    ]
    for element in picture.snapshot.elements {
      let mark = offending.contains(element.name) ? " class=\"offending\"" : ""
      // Cards, prompts and the speed widget draw inside their layout margins: the rules judge
      // that rectangle, which a finding's message names.
      let visual =
        element.visualRect == element.frame ? "—" : RectText.describe(element.visualRect)
      rows.append(
        "<tr\(mark)><td>\(element.index)</td><td>\(escape(element.role.description))</td>"
          + "<td>\(escape(element.name))</td><td>\(escape(element.identifier ?? "—"))</td>"
          + "<td>\(escape(RectText.describe(element.frame)))</td><td>\(escape(visual))</td>"
          + "<td>\(element.isVisible ? "yes" : "hidden")</td></tr>")
    }
    rows.append("</table>")
    return rows.joined(separator: "\n")
  }

  /// The scenario run again with the campaign's rules and roles, stopping where it fails;
  /// nil when it cannot run.
  private func rerun(_ scenario: Scenario, checking: Bool = true) -> CaseRecord? {
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = factory
    return try? MainActorHop.run {
      try CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make).driver
        .run(scenario, checking: checking)
    }
  }

  /// A table of text cells; `header` names the columns.
  static func table(header: [String]?, rows: [[String]], codeColumns: [Int] = []) -> String {
    var lines = ["<table>"]
    if let header {
      lines.append("<tr>" + header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>")
    }
    for row in rows {
      lines.append(
        "<tr>"
          + row.enumerated().map { column, cell in
            codeColumns.contains(column)
              ? "<td><code>\(escape(cell))</code></td>" : "<td>\(escape(cell))</td>"
          }.joined() + "</tr>")
    }
    lines.append("</table>")
    return lines.joined(separator: "\n")
  }

  private func escape(_ text: String) -> String { XMLText.escape(text) }

  private static func escape(_ text: String) -> String { XMLText.escape(text) }

  static let css = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #222; max-width: 1100px; }
    h1 { font-size: 22px; margin: 0 0 8px; }
    h2 { font-size: 18px; margin: 24px 0 8px; }
    h3 { font-size: 15px; margin: 16px 0 6px; }
    .verdict { font-size: 17px; font-weight: bold; padding: 8px 12px; border-radius: 4px; }
    .verdict.pass { background: #e8f5e9; color: #1b5e20; }
    .verdict.fail { background: #ffebee; color: #b71c1c; }
    .note { background: #fff8e1; padding: 6px 12px; border-radius: 4px; }
    table { border-collapse: collapse; margin: 4px 0 12px; font-size: 13px; }
    td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
    th { background: #f4f4f4; }
    tr.offending td { color: #d50000; font-weight: bold; }
    code { font-size: 12px; word-break: break-all; }
    .failure { border-top: 2px solid #d50000; margin-top: 24px; }
    .messages li { color: #b71c1c; margin: 2px 0; word-break: break-word; }
    .environment { color: #555; font-size: 13px; }
    .large { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .large figure { flex: 1 1 420px; }
    .large figure:target { flex-basis: 100%; }
    .large svg { width: 100%; height: auto; }
    figure { margin: 0; }
    figcaption { font-size: 12px; color: #444; margin-top: 4px; }
    .filmstrip { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
    .frame { border: 1px solid #ccc; padding: 4px; width: 130px; }
    .frame.failing { border: 2px solid #d50000; }
    .frame figcaption { font-size: 11px; }
    .coverage { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .coverage td.number { text-align: right; }
    .coverage tr.none td { color: #b71c1c; }
    .bar { display: inline-block; height: 10px; background: #1565c0; vertical-align: middle; }
    """
}
