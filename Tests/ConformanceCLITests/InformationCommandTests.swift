import ConformanceCLI
import Foundation
import Testing

/// `rules`, `explain`, `delegates`, `--help` and `--version`.
@Suite struct InformationCommandTests {
  @Test func rulesPrintsOneRowPerRuleUnderAHeader() {
    let result = CommandHarness.run(["rules"])
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(result.code == 0)
    #expect(lines.count == 28)  // header, 26 rules, the final newline
    #expect(lines[0] == "ID       SEVERITY          TITLE")
    #expect(lines[3] == "NLC-003  error             no overlap among visible elements")
    // NLC-016 errs on a lost button and warns on a moved one.
    #expect(
      lines[16]
        == "NLC-016  error or warning  button order and unknown button types do not move known "
        + "buttons")
    #expect(
      lines[20]
        == "NLC-020  warning           a prompt not at the bottom edge has all four corners rounded")
    #expect(lines[21] == "NLC-021  error             the delegate never traps (isolated runs)")
  }

  @Test func explainPrintsTheTitleThenTheExplanation() {
    let result = CommandHarness.run(["explain", "nlc-9"])
    #expect(result.code == 0)
    #expect(
      result.output == """
        NLC-009 (error): cleanup after hidePrompt and changePrompt: the old prompt is gone

        When: settled, after hidePrompt or changePrompt.
        The old prompt is gone from the hierarchy, including one hidden before its show
        animation completed.

        Switch it off: --disable NLC-009=REASON, or configuration.rules.disable("NLC-009", \
        because: REASON). Exact checks and tolerance: CONFORMANCE.md §1b.

        """)
  }

  @Test func everyRuleHasAnExplanation() {
    for id in (1...21).map({ "NLC-" + String(format: "%03d", $0) }) {
      let result = CommandHarness.run(["explain", id])
      #expect(result.code == 0)
      #expect(result.output.contains("\n\nWhen: "), "\(id) has no explanation")
    }
  }

  @Test func delegatesAreListedInNameOrderWithTheirRules() {
    let output = TextBuffer()
    let code = ConformanceCommand.run(
      arguments: ["delegates"],
      catalogue: [
        CommandDelegate(name: "zeta", summary: "conforms") { CommandHarness.delegates["reference"]!() },
        CommandDelegate(name: "alpha", ruleID: "NLC-009", summary: "leaves the prompt") {
          CommandHarness.delegates["reference"]!()
        },
      ], output: output, error: TextBuffer())
    #expect(code == 0)
    #expect(
      output.text == """
        NAME   BREAKS   SUMMARY
        alpha  NLC-009  leaves the prompt
        zeta   -        conforms

        """)
  }

  @Test func versionIsPrintedByEveryCommand() {
    for command in ["run", "replay", "shrink", "rules", "explain", "delegates", "bench"] {
      let result = CommandHarness.run([command, "--version"])
      #expect(result.code == 0)
      #expect(result.output == "nav-layout-check \(ConformanceCommand.version)\n")
    }
  }

  @Test func helpIsPrintedByEveryCommandAndNamesIt() {
    for command in ["run", "replay", "shrink", "rules", "explain", "delegates", "bench"] {
      let result = CommandHarness.run([command, "--help"])
      #expect(result.code == 0)
      #expect(result.output.hasPrefix("USAGE: nav-layout-check \(command)"))
      #expect(result.error == "")
    }
    #expect(CommandHarness.run([]).output.hasPrefix("USAGE: nav-layout-check <subcommand>"))
    #expect(CommandHarness.run(["-h"]).code == 0)
  }

  @Test func helpUsesTheExecutablesOwnName() {
    let output = TextBuffer()
    let code = ConformanceCommand.run(
      arguments: ["run", "--help"], delegates: [:], output: output, error: TextBuffer(),
      toolName: "acme-layout-check")
    #expect(code == 0)
    #expect(output.text.hasPrefix("USAGE: acme-layout-check run [options]\n"))
  }
}
