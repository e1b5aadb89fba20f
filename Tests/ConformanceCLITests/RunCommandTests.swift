import ConformanceCLI
import Foundation
import PropertyEngine
import Testing

/// `run`, `replay` and `shrink` end to end on the reference delegate, with small budgets.
@Suite struct RunCommandTests {
  @Test func aConformingRunPrintsTheVerdictAndExitsZero() {
    let result = CommandHarness.run(["run", "--cases", "3", "--no-seeds"])
    #expect(result.code == 0)
    // The verdict, then what the three cases exercised.
    #expect(result.output.hasPrefix("conforming: 3 cases over all, seed 0\ncoverage of 3 generated cases: "))
    #expect(
      result.error == """
        checking reference over all, 3 cases, seed 0
        progress: 1 of 3 cases
        progress: 2 of 3 cases
        progress: 3 of 3 cases

        """)
  }

  @Test func optionsReachTheReport() {
    let result = CommandHarness.run([
      "run", "--no-seeds", "--cases=2", "--seed", "0x2A", "--profile", "phones", "--disable",
      "NLC-020=prompts are docked",
    ])
    #expect(result.code == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "conforming: 2 cases over phones, seed 42")
    #expect(lines.last == "disabled NLC-020: prompts are docked")
    // The phones profile has no iPads and no multitasking windows: the coverage says why.
    #expect(lines.contains {
      $0.hasPrefix("  not exercised: no iPad case (the profile phones excludes it); ")
        && $0.contains("no Split View or Stage Manager window (the profile phones excludes it)")
    })
  }

  @Test func aShardRunsItsShareOfTheCases() {
    let result = CommandHarness.run(["run", "--cases", "10", "--shard", "2/3", "--json", "--no-seeds"])
    #expect(result.code == 0)
    #expect(result.output.contains(#""cases":3,"#))
    #expect(result.output.contains(#""shard":"2/3","#))
    #expect(result.error.hasPrefix("checking reference over all, 10 cases, seed 0, shard 2/3\n"))
  }

  @Test func theReplayLineCarriesWhatTheTokenNeedsAndReplays() throws {
    let result = CommandHarness.run([
      "run", "--delegate", "portrait", "--profile", "phones", "--no-seeds",
    ])
    #expect(result.code == 1)
    let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Replay: ") })
    let words = line.split(separator: " ").map(String.init)
    #expect(Array(words.prefix(3)) == ["Replay:", "nav-layout-check", "replay"])
    #expect(Array(words.dropFirst(4)) == ["--delegate", "portrait", "--profile", "phones"])
    // Run as printed (less the tool name), it fails again.
    let replay = CommandHarness.run(Array(words.dropFirst(2)))
    #expect(replay.code == 1)
  }

  @Test func onlyTheFirstShardReplaysTheSeeds() {
    let seeds = FileFixture.packageRoot + "/Seeds"
    let first = CommandHarness.run(["run", "--cases", "4", "--shard", "1/2", "--json", "--seeds", seeds])
    let second = CommandHarness.run(["run", "--cases", "4", "--shard", "2/2", "--json", "--seeds", seeds])
    #expect(first.output.contains(#""cases":26,"#))
    #expect(second.output.contains(#""cases":2,"#))
  }

  @Test func jsonIsOneObjectWithStableKeys() {
    let result = CommandHarness.run(["run", "--cases", "2", "--json", "--rules", "NLC-003,NLC-005", "--no-seeds"])
    #expect(result.code == 0)
    #expect(
      result.output.hasPrefix(
        #"{"schemaVersion":2,"delegate":"reference","conforming":true,"errors":0,"warnings":0,"cases":2,"#
        + #""seed":0,"#
        + #""profile":"all","shard":null,"stopReason":"ran every case in the budget","#
        + #""disabled":[],"bugs":[],"coverage":{"cases":2,"promptCases":"#))
    // --rules selects no relation, so none is counted.
    #expect(result.output.contains(#""relations":{},"labels":"#))
    #expect(result.output.hasSuffix("]}}\n"))
  }

  @Test func aTerminalGetsABarRedrawnInPlace() {
    let result = CommandHarness.run(["run", "--cases", "3", "--no-seeds"], terminal: true)
    let clear = "\u{1B}[K"
    let bar = { (filled: Int, done: Int) in
      "\r[" + String(repeating: "#", count: filled) + String(repeating: "-", count: 30 - filled)
        + "] \(done)/3 cases" + clear
    }
    #expect(result.code == 0)
    #expect(
      result.error
        == "checking reference over all, 3 cases, seed 0\n" + bar(10, 1) + bar(20, 2) + bar(30, 3)
        + bar(30, 3) + "\n")
  }

  @Test func junitListsEveryCheckedRuleByItsID() throws {
    let path = FileFixture.temporaryPath("report.xml")
    let result = CommandHarness.run([
      "run", "--cases", "1", "--no-seeds", "--junit", path, "--rules", "NLC-001,NLC-020,NLC-021",
    ])
    #expect(result.code == 0)
    #expect(result.error.hasSuffix("junit: \(path)\n"))
    #expect(
      try FileFixture.read(path) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="nav-layout-check reference" tests="3" failures="0" skipped="1">
            <properties>
              <property name="delegate" value="reference"/>
              <property name="profile" value="all"/>
              <property name="seed" value="0"/>
              <property name="cases" value="1"/>
              <property name="stopReason" value="ran every case in the budget"/>
            </properties>
            <testcase classname="nav-layout-check reference" name="NLC-001">
              <properties>
                <property name="title" value="googleLogo present: in the map&apos;s hierarchy, visible, positive area, inside the safe area"/>
              </properties>
            </testcase>
            <testcase classname="nav-layout-check reference" name="NLC-020">
              <properties>
                <property name="title" value="a prompt not at the bottom edge has all four corners rounded"/>
              </properties>
            </testcase>
            <testcase classname="nav-layout-check reference" name="NLC-021">
              <properties>
                <property name="title" value="the delegate never traps (isolated runs)"/>
              </properties>
              <skipped message="checked only with --isolate"/>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  /// A campaign that stops at its first failure never checked the other rules on the cases
  /// after it: they are skipped with the reason, not passed.
  @Test(LongTests.only) func junitSkipsTheRulesAFirstFailureLeftUnreached() throws {
    let path = FileFixture.temporaryPath("report.xml")
    let result = CommandHarness.run([
      "run", "--delegate", "portrait", "--no-seeds", "--cases", "400", "--junit", path,
      "--rules", "NLC-001,NLC-003,NLC-006", "--first",
    ])
    #expect(result.code == 1)
    let xml = try FileFixture.read(path)
    #expect(xml.contains(#"failures="1" skipped="2">"#))
    #expect(xml.contains(#"<failure type="NLC-003""#))
    let skipped = xml.components(separatedBy: "<skipped message=\"not reached: the campaign stopped early (stopped at the first counterexample) after ")
    #expect(skipped.count == 3)
  }

  /// Each shard's file names its shard, so CI keeps both instead of overwriting one.
  @Test func junitNamesTheShard() throws {
    let path = FileFixture.temporaryPath("report.xml")
    _ = CommandHarness.run([
      "run", "--cases", "4", "--shard", "2/3", "--no-seeds", "--junit", path, "--rules", "NLC-001",
    ])
    let xml = try FileFixture.read(path)
    #expect(xml.contains(#"<testsuite name="nav-layout-check reference shard 2/3" tests="1""#))
    #expect(xml.contains(#"<property name="shard" value="2/3"/>"#))
    #expect(xml.contains(#"<testcase classname="nav-layout-check reference shard 2/3" name="NLC-001">"#))
  }

  @Test func svgAndSeedsDirectoriesAreCreatedBeforeTheCampaign() throws {
    let base = FileFixture.temporaryPath("out")
    let result = CommandHarness.run([
      "run", "--cases", "1", "--svg", base + "/svg", "--save-seeds", base + "/seeds",
    ])
    #expect(result.code == 0)
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: base + "/svg", isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    #expect(FileManager.default.fileExists(atPath: base + "/seeds"))
  }

  @Test func aFileWhereTheSVGDirectoryShouldBeIsBadInput() throws {
    let path = FileFixture.temporaryPath("taken")
    try FileFixture.write("x", to: path)
    let result = CommandHarness.run(["run", "--cases", "1", "--svg", path])
    #expect(result.code == 65)
    #expect(result.error == "error: --svg \(path): a file is in the way; name a directory\n")
  }

  /// All-zero choices are the simplest case: the first device, no relation.
  static let simplestToken = ReplayToken(sequence: ChoiceSequence(Array(repeating: 0, count: 64)))

  @Test func replayingAPassingTokenSaysSo() {
    let token = Self.simplestToken.text
    let result = CommandHarness.run(["replay", token])
    #expect(result.code == 0)
    #expect(result.output == "passes: \(token) does not fail on reference\n")
  }

  @Test func shrinkingAPassingTokenSaysSo() {
    let token = Self.simplestToken.text
    let result = CommandHarness.run(["shrink", token, "--profile", "portrait-phone"])
    #expect(result.code == 0)
    #expect(result.output == "passes: \(token) does not fail on reference; nothing to shrink\n")
  }
}
