@testable import ConformanceCLI
import Testing

@Suite struct OptionValuesTests {
  @Test func durationsTakeMillisecondsSecondsMinutesAndHours() throws {
    #expect(try OptionValues.duration("500ms", option: "--time") == .milliseconds(500))
    #expect(try OptionValues.duration("90s", option: "--time") == .seconds(90))
    #expect(try OptionValues.duration("10m", option: "--time") == .seconds(600))
    #expect(try OptionValues.duration("2h", option: "--time") == .seconds(7200))
    #expect(throws: CommandLineError.self) { try OptionValues.duration("0s", option: "--time") }
    #expect(throws: CommandLineError.self) { try OptionValues.duration("5", option: "--time") }
  }

  @Test func seedsAreDecimalOrHex() throws {
    #expect(try OptionValues.seed("42") == 42)
    #expect(try OptionValues.seed("0xff") == 255)
    #expect(try OptionValues.seed("18446744073709551615") == UInt64.max)
  }

  @Test func ruleListsKeepTheirOrderWithoutRepeats() throws {
    #expect(
      try OptionValues.rules("NLC-005,NLC-003,NLC-005", option: "--rules", toolName: "t")
        == ["NLC-005", "NLC-003"])
  }

  @Test func disableSplitsAtTheFirstEquals() throws {
    let rule = try OptionValues.disabledRule("NLC-020=a=b", toolName: "t")
    #expect(rule.id == "NLC-020")
    #expect(rule.reason == "a=b")
  }

  @Test func timeWithoutCasesRunsUntilTheTimeIsUp() throws {
    let command = try RunCommand(parsing: ["--time", "1m"], toolName: "t")
    #expect(command.configuration.cases == Int.max)
    #expect(command.configuration.timeBudget == .seconds(60))
    #expect(try RunCommand(parsing: [], toolName: "t").configuration.cases == RunCommand.defaultCases)
  }

  @Test func jobsImplyIsolationWithThatManyWorkers() throws {
    let command = try RunCommand(parsing: ["--jobs", "3"], toolName: "t")
    guard case .childProcesses(let children) = command.configuration.isolation else {
      Issue.record("--jobs 3 did not isolate")
      return
    }
    #expect(children.jobs == 3)
    #expect(!(try RunCommand(parsing: [], toolName: "t")).configuration.isolation.isChildProcesses)
  }

  /// The README: `--jobs N` "implies --isolate", N = 1 included (the fourth independent trial
  /// found `--jobs 1` running in process, where a trapping delegate ends the command).
  @Test func oneJobIsolatesToo() throws {
    let command = try RunCommand(parsing: ["--jobs", "1", "--case-timeout", "3s"], toolName: "t")
    guard case .childProcesses(let children) = command.configuration.isolation else {
      Issue.record("--jobs 1 did not isolate")
      return
    }
    #expect(children.jobs == 1)
    #expect(command.configuration.caseTimeout == .seconds(3))
  }

  @Test func seedsComeFromTheOptionOrNowhere() throws {
    #expect(try RunCommand(parsing: ["--seeds", "corpus"], toolName: "t").configuration.seedsDirectory == "corpus")
    #expect(try RunCommand(parsing: ["--no-seeds"], toolName: "t").configuration.seedsDirectory == nil)
  }
}

/// `--boundary-share` and `--no-boundary-search` (run and bench campaign).
@Suite struct BoundaryShareOptionTests {
  @Test func theShareIsReadAndOffIsZero() throws {
    #expect(try RunCommand(parsing: [], toolName: "t").configuration.boundaryShare == 0.25)
    let half = try RunCommand(parsing: ["--boundary-share", "0.5"], toolName: "t")
    #expect(half.configuration.boundaryShare == 0.5)
    let off = try RunCommand(parsing: ["--no-boundary-search"], toolName: "t")
    #expect(off.configuration.boundaryShare == 0)
    #expect(try BenchCommand(parsing: ["campaign", "--no-boundary-search"], toolName: "t")
      .boundaryShare == 0)
  }

  @Test func aShareOutsideZeroToOneOrAContradictionIsRefused() {
    #expect(throws: CommandLineError.self) {
      try RunCommand(parsing: ["--boundary-share", "1.5"], toolName: "t")
    }
    #expect(throws: CommandLineError.self) {
      try RunCommand(parsing: ["--boundary-share", "x"], toolName: "t")
    }
    #expect(throws: CommandLineError.self) {
      try RunCommand(parsing: ["--boundary-share", "0.5", "--no-boundary-search"], toolName: "t")
    }
  }
}
