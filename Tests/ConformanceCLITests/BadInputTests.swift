import Foundation
import Testing

/// Every bad-input path exits 64 or 65 with one line naming the problem and the fix, and
/// writes nothing to standard output.
@Suite struct BadInputTests {
  static let cases: [(arguments: [String], code: Int32, message: String)] = [
    (["frobnicate"], 64,
     #"unknown subcommand "frobnicate"; subcommands: run, replay, shrink, why, rules, explain, delegates, bench (see nav-layout-check --help)"#),
    (["why", "pe1.AQID"], 64, "why needs --view NAME: the view's name in the report, its accessibilityIdentifier or a role, e.g. --view orderCard; see nav-layout-check why --help"),
    (["why", "--view", "etaCard"], 64, "why needs a replay token (pe1.…) or a Seeds file, e.g. nav-layout-check why pe1.AQCsAg --view orderCard; see nav-layout-check why --help"),
    (["run", "--bogus"], 64, #"unknown option "--bogus" for run; see nav-layout-check run --help"#),
    (["run", "extra"], 64, #"unexpected argument "extra" for run; see nav-layout-check run --help"#),
    (["run", "--cases"], 64, "--cases needs a value, e.g. --cases 500"),
    (["run", "--cases", "--json"], 64, "--cases needs a value, e.g. --cases 500"),
    (["run", "--cases", "ten"], 64, #"--cases needs a positive whole number, got "ten"; e.g. --cases 500"#),
    (["run", "--cases=0"], 64, #"--cases needs a positive whole number, got "0"; e.g. --cases 500"#),
    (["run", "--jobs", "-2"], 64, #"--jobs needs a positive whole number, got "-2"; e.g. --jobs 2"#),
    // A per-case limit: the example is seconds, and one too short for any case is refused.
    (["run", "--isolate", "--case-timeout", "10"], 64,
     #"--case-timeout needs a duration such as 90s, 10m or 2h, got "10"; e.g. --case-timeout 2s"#),
    (["run", "--jobs", "2", "--case-timeout", "1ms"], 64,
     "--case-timeout 1ms is under 100ms, less than a case can take in a fresh worker, so "
       + "conforming cases would be reported as hangs at random; e.g. --case-timeout 2s"),
    (["run", "--seed", "0xZZ"], 64,
     #"--seed needs a whole number from 0 to 2^64-1 (decimal or 0x hex), got "0xZZ"; e.g. --seed 42"#),
    (["run", "--time", "10 minutes"], 64,
     #"--time needs a duration such as 90s, 10m or 2h, got "10 minutes"; e.g. --time 10m"#),
    (["run", "--delegate", "mine"], 64,
     #"unknown delegate "mine"; known: portrait, reference (see nav-layout-check delegates)"#),
    (["run", "--profile", "tablets"], 64, #"unknown profile "tablets"; known: portrait-phone, phones, all"#),
    (["run", "--rules", "NLC-003,NLC-099"], 64,
     #"unknown rule "NLC-099" in --rules; rules are NLC-001 to NLC-026 (see nav-layout-check rules)"#),
    (["run", "--disable", "NLC-020"], 64,
     #"--disable needs RULE=REASON, got "NLC-020"; e.g. --disable "NLC-020=prompts are docked""#),
    (["run", "--shard", "9/8"], 64,
     #"bad shard "9/8" for --shard: write it as i/n with 1 <= i <= n, e.g. --shard 3/8"#),
    (["run", "--json=yes"], 64, #"an option does not take a value ("=yes"); see nav-layout-check run --help"#),
    (["run", "--junit", "/nonexistent-dir/report.xml"], 65,
     "--junit /nonexistent-dir/report.xml: the directory /nonexistent-dir does not exist or is not "
       + "writable; name a file in a writable directory"),
    (["run", "--seeds", "/nonexistent/Seeds"], 65,
     "--seeds /nonexistent/Seeds does not exist; name a directory of Seeds JSON files"),
    (["replay"], 64,
     "replay needs a replay token or a Seeds file, e.g. nav-layout-check replay pe1.AQCsAg; see "
       + "nav-layout-check replay --help"),
    (["replay", "/nonexistent/seed.json"], 65,
     "/nonexistent/seed.json does not exist; pass a readable Seeds JSON file or a replay token (pe1.…)"),
    (["replay", "pe1.!!"], 64,
     #"Replay token "pe1.!!" is malformed: it is not base64url text. Copy the token exactly as the failure report printed it (it starts with "pe1.")."#),
    (["replay", "pe1.AA"], 64,
     #"Replay token "pe1.AA" ran out of choices: it holds 1 choice and its case needs more, so it is not the case that was reported. Copy the whole token from the failure report."#),
    (["shrink", "pe1.AA", "--delegate", "nope"], 64,
     #"unknown delegate "nope"; known: portrait, reference (see nav-layout-check delegates)"#),
    (["shrink"], 64,
     "shrink needs a replay token or a Seeds file, e.g. nav-layout-check shrink pe1.AQCsAg; see nav-layout-check shrink --help"),
    (["explain"], 64, "explain needs a rule ID, e.g. nav-layout-check explain NLC-005 (see nav-layout-check rules)"),
    (["explain", "NLC-042"], 64,
     #"unknown rule "NLC-042" in explain; rules are NLC-001 to NLC-026 (see nav-layout-check rules)"#),
    (["rules", "--all"], 64, #"unknown option "--all" for rules; see nav-layout-check rules --help"#),
    (["delegates", "x"], 64, #"unexpected argument "x" for delegates; see nav-layout-check delegates --help"#),
    (["bench", "gpu"], 64, #"unknown benchmark "gpu"; available: solver, engine, layout, campaign, shrink, challenges"#),
    (["bench", "solver", "--cases", "5"], 64,
     #"unknown option "--cases" for bench solver; see nav-layout-check bench solver --help"#),
    (["run", "--rules", "NLC-005", "--disable", "NLC-005=x"], 64,
     "NLC-005 is both selected by --rules and switched off by --disable; drop it from one"),
    (["run", "--seeds", "Seeds", "--no-seeds"], 64, "--seeds and --no-seeds contradict each other; pass one"),
    (["run", "--no-seeds", "--seeds", "Seeds"], 64, "--seeds and --no-seeds contradict each other; pass one"),
    (["shrink", "pe1.AA", "--isolate"], 64,
     "shrink runs in this process and does not take --isolate; replay the token with --isolate to "
       + "see a trap (a campaign with --isolate shrinks traps in its workers)"),
    (["bench", "shrink", "--shrink-delegate", "reference"], 64,
     "--shrink-delegate reference breaks no rule on purpose, so there is nothing to shrink; pass a "
       + "delegate tagged with another rule, or all (see nav-layout-check delegates)"),
    (["bench", "shrink"], 64,
     "bench shrink needs a faulty delegate and none is tagged with a rule other than NLC-021; pass --shrink-delegate "
       + "NAME (see nav-layout-check delegates)"),
  ]

  @Test(arguments: cases.indices)
  func badInputExitsWithOneClearLine(_ index: Int) {
    let expected = Self.cases[index]
    let result = CommandHarness.run(expected.arguments)
    #expect(result.code == expected.code)
    #expect(result.error == "error: \(expected.message)\n")
    #expect(result.output == "")
  }

  @Test func aReadableFileThatIsNotASeedsFileIsBadInput() throws {
    let path = FileFixture.temporaryPath("not-seeds.json")
    try FileFixture.write("{}", to: path)
    let result = CommandHarness.run(["replay", path])
    #expect(result.code == 65)
    #expect(
      result.error
        == "error: \(path):1: the file needs \"schemaVersion\": 1\n")
  }

  @Test func aJUnitPathThatIsADirectoryFailsBeforeTheCampaign() throws {
    let directory = FileFixture.temporaryPath("reports")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let result = CommandHarness.run(["run", "--cases", "1", "--no-seeds", "--junit", directory])
    #expect(result.code == 65)
    #expect(result.output == "")
    #expect(
      result.error
        == "error: --junit \(directory) is a directory; name a file, e.g. \(directory)/report.xml\n")
  }

  @Test func ruleIDsAreReadInAnyCase() {
    let result = CommandHarness.run(["run", "--cases", "1", "--no-seeds", "--rules", "nlc-3,NLC-05"])
    #expect(result.code == 0)
  }
}
