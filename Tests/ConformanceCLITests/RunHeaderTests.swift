import Foundation
import Testing

/// Issue 17: the header says what the run checks and what it skips; `--jobs` the machine
/// cannot use is refused; `--save-seeds` never overwrites an earlier run's file.
@Suite struct RunHeaderTests {
  @Test func tooManyJobsAreRefusedWithTheLimit() {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let result = CommandHarness.run(["run", "--jobs", "\(cores * 4 + 1)"])
    #expect(result.code == 64)
    #expect(
      result.error
        == "error: --jobs \(cores * 4 + 1) is more than 4 per core (\(cores) core(s) here, so at "
        + "most \(cores * 4)); use --jobs \(cores), one per core\n")
  }

  @Test func theHeaderSaysWhenSeedsAreNotReplayed() {
    let seeds = FileFixture.packageRoot + "/Seeds"
    let result = CommandHarness.run(["run", "--cases", "2", "--shard", "2/2", "--seeds", seeds])
    #expect(
      result.error.hasPrefix(
        "checking reference over all, 2 cases, seed 0, shard 2/2; Seeds in \(seeds) not "
          + "replayed: shard 1 replays them\n"))
  }

  @Test func theHeaderNamesTheSelectedAndDisabledRules() {
    let result = CommandHarness.run([
      "run", "--cases", "1", "--no-seeds", "--rules", "NLC-001,NLC-003", "--disable", "NLC-003=x",
      "--disable", "NLC-001=y",
    ])
    #expect(result.code == 64)  // every selected rule disabled contradicts --rules
    let ok = CommandHarness.run([
      "run", "--cases", "1", "--no-seeds", "--rules", "NLC-001,NLC-003", "--disable", "NLC-020=x",
    ])
    #expect(
      ok.error.hasPrefix(
        "checking reference over all, 1 cases, seed 0, rules NLC-001,NLC-003, disabled NLC-020\n"))
  }

  /// On a 30-column terminal every redraw fits in 29 columns: a wrapped bar cannot be redrawn.
  @Test func theBarFitsANarrowTerminal() {
    let result = CommandHarness.run(
      ["run", "--cases", "3", "--no-seeds"], terminal: true, columns: 30)
    let clear = "\u{1B}[K"
    // 29 columns less "9/9 cases" less "[", "] ": a 17-character bar, 17/3 per case.
    #expect(result.error.contains("\r[#####------------] 1/3 cases" + clear))
    #expect(result.error.contains("\r[###########------] 2/3 cases" + clear))
    for redraw in result.error.split(separator: "\r").dropFirst() {
      let line = redraw.split(separator: "\n").first.map(String.init) ?? ""
      #expect(line.replacingOccurrences(of: clear, with: "").count <= 29)
    }
  }

  /// A `--time` run shows the time spent against the budget on a terminal (never in logs).
  @Test func aTimedRunShowsTheTimeSpentOnATerminal() {
    let terminal = CommandHarness.run(
      ["run", "--cases", "2", "--time", "1h", "--no-seeds"], terminal: true)
    #expect(terminal.error.contains(" of 1:00:00" + "\u{1B}[K"))
    let log = CommandHarness.run(["run", "--cases", "2", "--time", "1h", "--no-seeds"])
    #expect(!log.error.contains(" of 1:00:00"))
  }

  @Test(LongTests.only) func savedSeedsNeverOverwriteAnEarlierRun() throws {
    let directory = FileFixture.temporaryPath("seeds")
    let first = CommandHarness.run([
      "run", "--delegate", "portrait", "--no-seeds", "--save-seeds", directory,
    ])
    #expect(first.code == 1)
    #expect(first.error.hasSuffix("seeds: \(directory)/NLC-011.json\n"))
    // An earlier run's file of another NLC-011 case sits where this one would go.
    let earlier = try String(contentsOfFile: "Seeds/prompt-show-hide.json", encoding: .utf8)
    try earlier.write(toFile: "\(directory)/NLC-011.json", atomically: true, encoding: .utf8)
    let second = CommandHarness.run([
      "run", "--delegate", "portrait", "--no-seeds", "--save-seeds", directory,
    ])
    // The new case goes beside it, not over it.
    #expect(second.error.hasSuffix("seeds: \(directory)/NLC-011-2.json\n"), "\(second.error)")
    #expect(try String(contentsOfFile: "\(directory)/NLC-011.json", encoding: .utf8) == earlier)
    // The same case again is recognised.
    let again = CommandHarness.run([
      "run", "--delegate", "portrait", "--no-seeds", "--save-seeds", directory,
    ])
    #expect(again.error.hasSuffix("seeds: \(directory)/NLC-011-2.json (already saved)\n"))
  }

}
