import ConformanceCLI
import Foundation
import NavigationLayoutConformance
import Testing

/// Issue 17: warnings never stop a campaign, and every replay artefact of a run (the
/// `Replay:` line, the JSON `command`, the Swift test, a saved Seeds file) reproduces the rule
/// the run reported, under the same delegate, profile, rules, disabled rules and isolation.
@Suite struct CampaignArtefactTests {
  /// NLC-020 is a warning: the campaign runs its whole budget and says it is conforming with
  /// one warning (before, it stopped at the warning's case).
  @Test func aWarningDoesNotStopTheCampaign() {
    let result = CommandHarness.run(
      ["run", "--delegate", "square-prompt-on-eta-card", "--cases", "60", "--no-seeds", "--json"],
      faulty: true)
    #expect(result.code == 0)
    #expect(result.output.contains(#""conforming":true,"errors":0,"warnings":1,"cases":60,"#))
    #expect(result.output.contains(#""stopReason":"ran every case in the budget""#))
    #expect(result.output.contains(#""rule":"NLC-020","severity":"warning""#))
  }

  @Test func theVerdictCountsTheWarnings() {
    let result = CommandHarness.run(
      ["run", "--delegate", "square-prompt-on-eta-card", "--cases", "60", "--no-seeds"],
      faulty: true)
    #expect(result.output.hasPrefix("conforming: 60 cases over all, seed 0, 1 warning\n"))
  }

  /// The arguments every artefact must carry: a delegate, a profile, rules, a disabled rule
  /// whose reason needs quoting, and isolation.
  static let campaign = [
    "--delegate", "conflicting-panel-height", "--profile", "phones", "--rules",
    "NLC-001,NLC-003,NLC-018", "--disable", "NLC-011=known, it's \"fine\" $HOME",
    "--isolate", "--no-seeds", "--cases", "30",
  ]

  @Test func everyArtefactOfAnIsolatedCampaignReplaysTheReportedRule() throws {
    let seeds = FileFixture.temporaryPath("seeds")
    let run = try ToolProcess.run(["run"] + Self.campaign + ["--save-seeds", seeds])
    #expect(run.code == 1)
    // The delegate's conflicting constraints show as NLC-018 (NLC-011 is not checked).
    #expect(run.output.hasPrefix("not conforming: 1 bug (errors) in "), "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let replayLine = try #require(lines.first { $0.hasPrefix("Replay: ") })
    let command = String(replayLine.dropFirst("Replay: ".count))
    let words = ToolProcess.shellWords(command)
    #expect(words[0] == "nav-layout-check")
    #expect(words[1] == "replay")
    #expect(
      Array(words.dropFirst(3)) == [
        "--delegate", "conflicting-panel-height", "--profile", "phones", "--rules",
        "NLC-001,NLC-003,NLC-018", "--disable", "NLC-011=known, it's \"fine\" $HOME",
        "--isolate",
      ])

    // 1. The Replay: line, run as printed, fails the same rule.
    let replay = try ToolProcess.run(Array(words.dropFirst()))
    #expect(replay.code == 1)
    #expect(replay.output.contains("\nNLC-018 at step "), "\(replay.output)")

    // 2. The JSON command is the same command.
    let json = try ToolProcess.run(["run"] + Self.campaign + ["--json"])
    #expect(json.output.contains(#""command":"\#(Self.jsonEscaped(command))""#))

    // 3. The Swift test checks the same rules and names the command.
    #expect(lines.contains("// " + replayLine))
    #expect(lines.contains(#"  configuration.rules.only = ["NLC-001", "NLC-003", "NLC-018"]"#))
    #expect(
      lines.contains(
        #"  configuration.rules.disable("NLC-011", because: "known, it's \"fine\" $HOME")"#))

    // 4. The saved Seeds file replays with nothing but its path: it names its campaign.
    let seedFile = seeds + "/NLC-018.json"
    let saved = try SeedFile(contentsOf: seedFile)
    #expect(
      saved.campaign
        == SeedCampaign(
          delegate: "conflicting-panel-height", profile: "phones",
          rules: ["NLC-001", "NLC-003", "NLC-018"],
          disabled: [.init(id: "NLC-011", reason: "known, it's \"fine\" $HOME")], isolated: true))
    let fromFile = try ToolProcess.run(["replay", seedFile])
    #expect(fromFile.code == 1)
    #expect(fromFile.output.contains("\nNLC-018 at step "), "\(fromFile.output)")
  }

  /// A saved trap replays from its file in a child process: the fourth independent trial's
  /// `replay NLC-021.json` ran the case in the tool's own process, which the trap ended.
  @Test(LongTests.only) func aSavedTrapReplaysFromItsFileAsNLC021() throws {
    let seeds = FileFixture.temporaryPath("trap-seeds")
    let run = try ToolProcess.run([
      "run", "--delegate", "second-button", "--isolate", "--no-seeds", "--cases", "300",
      "--seed", "21", "--save-seeds", seeds,
    ])
    #expect(run.code == 1)
    let replay = try ToolProcess.run(["replay", seeds + "/NLC-021.json"])
    #expect(replay.code == 1)
    #expect(
      replay.output.hasPrefix(
        "NLC-021 replaying \(seeds)/NLC-021.json on second-button: the delegate crashed: "
          + "the replay terminated by signal "))
    #expect(replay.output.contains("SecondButtonDelegate.swift:12:"))
  }

  /// Without the disabled rule the same case breaks NLC-011 first: the replay line that
  /// dropped `--disable` reported another rule than the campaign.
  @Test func aDisabledRuleIsPartOfTheReplayLine() throws {
    let result = CommandHarness.run(
      [
        "run", "--delegate", "conflicting-panel-height", "--profile", "phones", "--disable",
        "NLC-011=known", "--no-seeds", "--cases", "60",
      ], faulty: true)
    let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Replay: ") })
    #expect(
      line.hasSuffix(" --delegate conflicting-panel-height --profile phones --disable NLC-011=known"))
    let replay = CommandHarness.run(Array(ToolProcess.shellWords(String(line)).dropFirst(2)), faulty: true)
    #expect(replay.output.contains("\nNLC-018 at step "), "\(replay.output)")
    // What the line used to print, without --disable, reproduces another rule.
    let words = ToolProcess.shellWords(String(line)).dropFirst(2).dropLast(2)
    let without = CommandHarness.run(Array(words), faulty: true)
    #expect(without.output.hasPrefix("bug NLC-011 "), "\(without.output)")
  }

  /// A failing Seeds file (`--distinct`, now what every campaign does, still parses): its
  /// replay line is `shrink FILE`, which shortens the seed as the campaign did, so it prints
  /// the same trace (before, `replay` printed the whole unshrunk seed next to the campaign's
  /// shrunk trace; `replay FILE` now replays a file exactly as written, issue 27).
  @Test func aSeedFailuresReplayLinePrintsTheSameShrunkTrace() throws {
    let seeds = FileFixture.packageRoot + "/Seeds"
    let run = CommandHarness.run([
      "run", "--delegate", "portrait", "--distinct", "--cases", "10", "--seeds", seeds,
    ])
    #expect(run.code == 1)
    // NLC-011 broke in a seed and in a generated case: the generated one, which the engine
    // shrank and whose token replays exactly, is kept (before, it was discarded).
    #expect(run.output.contains("\nReplay: nav-layout-check replay pe1."))
    // A bug only the Seeds show here (one generated case does not break NLC-011): the seed's
    // failure, shortened, with its replay line.
    let seedsOnly = CommandHarness.run([
      "run", "--delegate", "portrait", "--cases", "1", "--seeds", seeds,
    ])
    #expect(seedsOnly.code == 1, "\(seedsOnly.output)\(seedsOnly.error)")
    let blocks = seedsOnly.output.components(separatedBy: "\n\nSwift test:")
    let seedBlock = try #require(blocks.first { $0.contains("Replay: nav-layout-check shrink \(seeds)/") })
    let steps = try #require(seedBlock.range(of: "NLC-011 at step "))
    let campaignTrace = String(seedBlock[steps.lowerBound...])
    let line = try #require(campaignTrace.split(separator: "\n").last)
    let replay = CommandHarness.run(Array(ToolProcess.shellWords(String(line)).dropFirst(2)))
    #expect(replay.code == 1)
    #expect(replay.output.contains(campaignTrace + "\n\nSwift test:"), "\(replay.output)")
    // `replay FILE` replays every event of the file and says so.
    let file = try #require(ToolProcess.shellWords(String(line)).dropFirst(3).first)
    let exact = CommandHarness.run(["replay", file, "--delegate", "portrait"])
    #expect(exact.code == 1)
    #expect(exact.output.hasSuffix("Replayed as written, every event of the file; "
      + "`nav-layout-check shrink \(file)` shortens it to the events the failure needs.\n"))
  }

  static func jsonEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
