import Foundation
@testable import ConformanceCLI
import NavigationLayoutConformance
import Testing

/// The JSON and JUnit writers on a report with failures, built by hand (the campaign tests
/// above only see conforming runs).
@Suite struct ReportTests {
  static let failing: ConformanceReport = {
    let scenario = Scenario(device: .iPhoneSE).enableNavigation().startGuidance().showPrompt()
    let error = Counterexample(
      ruleID: "NLC-005", severity: .error, scenario: scenario, relationID: nil,
      replayToken: "pe1.AQID",
      message: "NLC-005 at step 3 (showPrompt), settled: prompt \"covers\" logo", violation: nil)
    let warning = Counterexample(
      ruleID: "NLC-020", severity: .warning, scenario: scenario, relationID: nil,
      replayToken: "pe1.BAU", message: "NLC-020 at step 3: square corners", violation: nil)
    var rules = RuleSelection()
    rules.disable("NLC-013", because: "legacy & new")
    return ConformanceReport(
      casesRun: 17, seed: 9, environments: "phones", failures: [error, warning],
      disabledRules: rules.disabled, stopReason: "stopped at the first counterexample")
  }()

  /// Schema version 2 (Docs/JSON-report.md): one entry per bug, with its signature, counts and
  /// consequences, keys in a fixed order.
  @Test func jsonCarriesEveryFailureInOrder() {
    let json = JSONReport(report: Self.failing, delegate: "mine", shard: nil).text
    #expect(
      json
        == #"{"schemaVersion":2,"delegate":"mine","conforming":false,"errors":1,"warnings":1,"#
        + #""cases":17,"seed":9,"profile":"phones","shard":null,"#
        + #""stopReason":"stopped at the first counterexample","#
        + #""disabled":[{"rule":"NLC-013","reason":"legacy & new"}],"bugs":["#
        + #"{"signature":"NLC-005","rule":"NLC-005","severity":"error","kind":null,"subjects":[],"#
        + #""cases":1,"shrunk":true,"step":null,"events":3,"replay":"pe1.AQID","command":null,"#
        + #""message":"NLC-005 at step 3 (showPrompt), settled: prompt \"covers\" logo","#
        + #""causes":[],"alsoSeenAs":[],"alsoSeenOnItsOwnAs":[],"consequences":[]},"#
        + #"{"signature":"NLC-020 (warning)","rule":"NLC-020","severity":"warning","kind":null,"#
        + #""subjects":[],"cases":1,"shrunk":true,"step":null,"events":3,"replay":"pe1.BAU","#
        + #""command":null,"message":"NLC-020 at step 3: square corners","causes":[],"#
        + #""alsoSeenAs":[],"#
        + #""alsoSeenOnItsOwnAs":[],"consequences":[]}],"coverage":null}"#)
  }

  /// A generated campaign's JSON carries its coverage: 5 cases, all of them starting (and
  /// ending) with the SDK off.
  @Test func jsonCarriesTheCoverage() {
    let result = CommandHarness.run(["run", "--cases", "5", "--no-seeds", "--json"])
    #expect(result.output.contains(
      #""coverage":{"cases":5,"promptCases":"#), "\(result.output)")
    #expect(result.output.contains(#""environment":{"device family":{"phone":"#))
    #expect(result.output.contains(#""phases":{"off":5,"ready":"#))
    #expect(result.output.contains(#""relations":{"NLC-016":"#))
  }

  @Test func junitFailsErrorRulesAndPassesWarnings() {
    var rules = RuleSelection()
    rules.only = ["NLC-005", "NLC-013", "NLC-020"]
    let xml = JUnitReport(report: Self.failing, delegate: "mine", rules: rules, isolated: true).text
    let lines = xml.split(separator: "\n").map(String.init)
    #expect(lines[2] == #"  <testsuite name="nav-layout-check mine" tests="3" failures="1" skipped="1">"#)
    // One test case per bug, named by its signature, with how many cases showed it.
    #expect(lines.contains(#"    <testcase classname="nav-layout-check mine" name="NLC-005">"#))
    #expect(lines.contains(#"        <property name="cases" value="1"/>"#))
    #expect(
      xml.contains(
        #"      <failure type="NLC-005" message="NLC-005 at step 3 (showPrompt), settled: prompt &quot;covers&quot; logo">bug NLC-005 — seen in 1 case"#),
      "\(xml)")
    #expect(xml.contains(#"<skipped message="legacy &amp; new"/>"#))
    #expect(xml.contains("<system-out>warning NLC-020 (warning) — seen in 1 case\nNLC-020 at step 3: square corners"))
    #expect(!xml.contains("NLC-001"))
  }

  @Test func failureFilesAreNamedByRuleAndNumberedWhenARuleRepeats() {
    var report = Self.failing
    report.failures.append(report.failures[0])
    #expect(ReportFiles.fileName(for: report.failures[0], index: 0, in: report) == "NLC-005")
    #expect(ReportFiles.fileName(for: report.failures[2], index: 2, in: report) == "NLC-005-2")
  }

  @Test func aCounterexampleReportExitsOneThroughTheVerdict() {
    #expect(!Self.failing.isConforming)
    #expect(
      Self.failing.description.hasPrefix(
        "not conforming: 1 bug (errors) in 17 cases over phones, seed 9, 1 warning\n"))
  }

  /// A real run whose failing step breaks more than the rule of its cause: text, JSON and
  /// JUnit fold the others under it as its consequences (the autoresizing holder's logo,
  /// NLC-001, under its NLC-011).
  @Test func everyOutputFoldsTheConsequencesUnderTheirCause() throws {
    let arguments = [
      "run", "--delegate", "autoresizing-holder", "--profile", "phones", "--cases", "5",
      "--no-seeds",
    ]
    let text = CommandHarness.run(arguments, faulty: true)
    #expect(text.code == 1)
    // The conflict (NLC-011) leaves the logo at the map's top corner, out of the safe area
    // (NLC-001, and NLC-019 for an interactive view) and the viewport 0 tall (NLC-002): one bug.
    // The holder has no disableNavigationUI, so what it added stays after disable: a second,
    // independent bug (NLC-008), listed after the first.
    #expect(text.output.hasPrefix("not conforming: 2 bugs (errors) in "), "\(text.output)")
    #expect(
      text.output.contains(
        "\nbug NLC-011 unsatisfiable: container UIView — seen in 5 cases; also seen as NLC-001, "
          + "NLC-002, NLC-019\n"), "\(text.output)")
    #expect(
      text.output.contains("\nbug NLC-008 left on the map: container UIView, viewport — seen in 5 cases"),
      "\(text.output)")
    #expect(text.output.contains("\nNLC-011 at step 1 (enableNavigation), settled: "), "\(text.output)")
    #expect(
      text.output.contains("\nconsequence at step 1 (settled): NLC-001: "), "\(text.output)")
    let json = CommandHarness.run(arguments + ["--json"], faulty: true)
    #expect(
      json.output.contains(
        #"{"rule":"NLC-001","severity":"error","step":1,"message":"NLC-001 at step 1 "#
          + #"(enableNavigation), settled: "#), "\(json.output)")
    #expect(json.output.contains(#""consequences":[{"rule":"NLC-011","#), "\(json.output)")
    let junit = FileFixture.temporaryPath("report.xml")
    _ = CommandHarness.run(arguments + ["--junit", junit], faulty: true)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("consequence at step 1 (settled): NLC-001: "), "\(xml)")
    #expect(xml.contains(#"name="NLC-011 unsatisfiable: container UIView">"#), "\(xml)")
    #expect(xml.contains(#"failures="2""#), "\(xml)")
  }
}
