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

  @Test func jsonCarriesEveryFailureInOrder() {
    let json = JSONReport(report: Self.failing, delegate: "mine", shard: nil).text
    #expect(
      json
        == #"{"schemaVersion":1,"delegate":"mine","conforming":false,"warnings":1,"cases":17,"seed":9,"#
        + #""profile":"phones","shard":null,"stopReason":"stopped at the first counterexample","#
        + #""disabled":[{"rule":"NLC-013","reason":"legacy & new"}],"failures":["#
        + #"{"rule":"NLC-005","severity":"error","events":3,"replay":"pe1.AQID","command":null,"#
        + #""message":"NLC-005 at step 3 (showPrompt), settled: prompt \"covers\" logo","#
        + #""alsoAtThisStep":[]},"#
        + #"{"rule":"NLC-020","severity":"warning","events":3,"replay":"pe1.BAU","command":null,"#
        + #""message":"NLC-020 at step 3: square corners","alsoAtThisStep":[]}],"coverage":null}"#)
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
    #expect(
      lines[14]
        == #"      <failure type="NLC-005" message="NLC-005 at step 3 (showPrompt), settled: prompt &quot;covers&quot; logo">NLC-005 at step 3 (showPrompt), settled: prompt &quot;covers&quot; logo"#)
    #expect(xml.contains(#"<skipped message="legacy &amp; new"/>"#))
    #expect(xml.contains("<system-out>warning: NLC-020 at step 3: square corners"))
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
        "not conforming: 1 rule(s) broken in 17 cases over phones, seed 9, 1 warning(s)\n"))
  }

  /// A real run whose failing step breaks more than its leading rule: text, JSON and JUnit
  /// list the others (the autoresizing holder's logo, NLC-001, beside its NLC-011).
  @Test func everyOutputListsTheOtherRulesAtTheFailingStep() throws {
    let arguments = [
      "run", "--delegate", "autoresizing-holder", "--profile", "phones", "--cases", "5",
      "--no-seeds",
    ]
    let text = CommandHarness.run(arguments, faulty: true)
    #expect(text.code == 1)
    // The conflict (NLC-011) leaves the logo at the map's top corner, out of the safe area
    // (NLC-001, and NLC-019 for an interactive view) and the viewport 0 tall (NLC-002).
    #expect(text.output.hasPrefix("not conforming: 4 rule(s) broken in "), "\(text.output)")
    #expect(text.output.contains("\nNLC-011 at step 1 (enableNavigation), settled: "), "\(text.output)")
    #expect(
      text.output.contains("\nalso at this step: NLC-001 (settled): "), "\(text.output)")
    let json = CommandHarness.run(arguments + ["--json"], faulty: true)
    #expect(
      json.output.contains(
        #""alsoAtThisStep":[{"rule":"NLC-001","severity":"error","message":"NLC-001 at step 1 "#
          + #"(enableNavigation), settled: "#), "\(json.output)")
    let junit = FileFixture.temporaryPath("report.xml")
    _ = CommandHarness.run(arguments + ["--junit", junit], faulty: true)
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("also at this step: NLC-001 (settled): "), "\(xml)")
    // NLC-001 has no repro of its own without --distinct, but it broke: a failure holding
    // NLC-011's repro, not "not reached".
    #expect(xml.contains(#"<failure type="NLC-001" message="NLC-001 at step 1 (enableNavigation)"#), "\(xml)")
    #expect(xml.contains(#"failures="4""#), "\(xml)")
  }
}
