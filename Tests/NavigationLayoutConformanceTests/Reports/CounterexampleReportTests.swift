import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing

/// Trace, SVG and description of a hand-built counterexample: a prompt over the logo.
@Suite struct CounterexampleReportTests {
  static let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance()
    .showPrompt(contentHeight: 200)

  static let snapshot = SnapshotFixture(
    phase: .guiding(prompt: true), step: 3, event: .showPrompt(contentHeight: 200)
  )
  .adding(.googleLogo, CGRect(x: 16, y: 700, width: 80, height: 24))
  .adding(
    .prompt, CGRect(x: 0, y: 600, width: 393, height: 218),
    visual: CGRect(x: 8, y: 608, width: 377, height: 202), promptSerial: 1
  )
  .adding(
    .container, CGRect(x: 300, y: 100, width: 80, height: 40), visible: false,
    identifier: "a<b"
  )
  .snapshot

  static let violation = Violation(
    ruleID: "NLC-005", severity: .error, snapshot: snapshot,
    finding: RuleFinding(
      "prompt #1 (8, 608, 377×202) covers googleLogo (16, 700, 80×24)",
      highlights: [.init("overlap", CGRect(x: 16, y: 700, width: 80, height: 24))]))

  static let counterexample = Counterexample(
    ruleID: "NLC-005", severity: .error, scenario: scenario, relationID: nil,
    replayToken: "AAEC", message: violation.description, violation: violation)

  @Test func traceMarksTheFailingStep() {
    #expect(
      Self.counterexample.trace == """
        iPhone 15, portrait, full screen: 393×852 pt, safe area insets (top 59, left 0, bottom 34, right 0), LTR, @3x, compact width, regular height
        1. enableNavigation  → ready
        2. startGuidance  → guiding
        3. showPrompt(contentHeight: 200)  → guiding with a prompt  ✗ NLC-005 (settled)
        NLC-005 at step 3 (showPrompt(contentHeight: 200)), settled: prompt #1 (8, 608, 377×202) covers googleLogo (16, 700, 80×24)
        """)
  }

  @Test func closingStepsAppearWhenTheFailureIsThere() {
    let trace = ReproTrace.render(
      Scenario(device: .iPhone15).enableNavigation().startGuidance(), failingStep: 3,
      ruleID: "NLC-007", moment: "settled", relationID: "NLC-018", message: "m")
    #expect(
      trace.split(separator: "\n").dropFirst().joined(separator: "\n") == """
        1. enableNavigation  → ready
        2. startGuidance  → guiding
        3. settle (closing)  → guiding  ✗ NLC-007 (settled)
        relation: NLC-018
        m
        """)
  }

  @Test func svgDrawsBoundsSafeAreaElementsAndHighlights() throws {
    let svg = try #require(Self.counterexample.svg)
    let red = ReproPicture.offendingColour
    // The fixture's safe area: insets 59 and 34 on an 852-point-high map.
    #expect(svg.contains(
      "<rect x=\"0\" y=\"59\" width=\"393\" height=\"759\" fill=\"none\" stroke=\"#666\" stroke-dasharray=\"4 3\"/>"))
    // The overlap filled red.
    #expect(svg.contains(
      "<rect x=\"16\" y=\"700\" width=\"80\" height=\"24\" fill=\"\(red)\" fill-opacity=\"0.45\" stroke=\"\(red)\"/>"))
    // The hidden container is marked by a grey dashed outline and left unlabelled.
    #expect(svg.contains(
      "<rect x=\"300\" y=\"100\" width=\"80\" height=\"40\" fill=\"none\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>"))
    #expect(!svg.contains(">container &apos;a&lt;b&apos;"))
    // "overlap" (44 × 15) goes inside the logo's top-leading corner, baseline 716 − 1 − 2.5;
    // "googleLogo" (62 × 15) then finds that taken and goes just above the logo.
    #expect(svg.contains("<text x=\"18\" y=\"712.5\" fill=\"\(red)\">overlap</text>"))
    #expect(svg.contains("<text x=\"17\" y=\"696.5\" fill=\"#8e24aa\">googleLogo</text>"))
    #expect(svg.contains("fill=\"\(red)\">NLC-005: prompt #1 (8, 608, 377×202) covers"))
    for entry in ["prompt", "googleLogo", "container", "found wrong", "overlap", "safe area", "hidden"] {
      #expect(svg.contains(">\(entry)</text>"), "legend \(entry)")
    }
  }

  @Test func svgIsNilWithoutASnapshot() {
    var trapped = Self.counterexample
    trapped.violation = nil
    #expect(trapped.svg == nil)
    #expect(trapped.testName == "nlc005")
  }

  @Test func descriptionIsMessageTraceTokenAndTest() {
    let lines = Self.counterexample.description.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    let expected: [String] = [
      "bug NLC-005 — seen in 1 case",
      "NLC-005 at step 3 (showPrompt(contentHeight: 200)), settled: prompt #1 "
        + "(8, 608, 377×202) covers googleLogo (16, 700, 80×24)",
      "",
      "Steps:",
      "iPhone 15, portrait, full screen: 393×852 pt, safe area insets (top 59, left 0, bottom 34, "
        + "right 0), LTR, @3x, compact width, regular height",
      "1. enableNavigation  → ready",
      "2. startGuidance  → guiding",
      "3. showPrompt(contentHeight: 200)  → guiding with a prompt  ✗ NLC-005 (settled)",
      "",
    ]
    #expect(Array(lines.prefix(9)) == expected)
    #expect(lines[9] == "Replay token: AAEC (same delegate, environments and rules)")
    #expect(lines.contains("@Test func nlc005_step3_showPrompt() throws {"))
    #expect(lines.contains("  try Conformance.check(scenario, bug: \"NLC-005\") { MyLayoutDelegate() }"))
  }

  @Test func jsonIsASeedFileThatReadsBack() throws {
    let seed = try SeedFile(parsing: Self.counterexample.json)
    #expect(seed.name == "nlc-005-counterexample")
    #expect(
      seed.provenance.hasPrefix(
        "nav-layout-check counterexample (replay token AAEC): NLC-005 at step 3"))
    #expect(seed.scenario == Self.scenario)
    #expect(seed.expected.isEmpty)
  }

  @Test func reportDescriptionHoldsEachRepro() {
    let report = ConformanceReport(
      casesRun: 12, seed: 7, environments: "phones", failures: [Self.counterexample],
      disabledRules: [], stopReason: "first failure")
    let text = report.description
    #expect(
      text.hasPrefix(
        "not conforming: 1 bug (errors) in 12 cases over phones, seed 7\n\n"
          + "bug NLC-005 — seen in 1 case\nNLC-005 at step 3 "))
    #expect(text.hasSuffix("  try Conformance.check(scenario, bug: \"NLC-005\") { MyLayoutDelegate() }\n}\n"))
  }
}
