import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Issue 27: the Swift API refuses what the command line refuses, with one validator, and
/// accepts what it accepts (`NLC-16` is NLC-016 on both sides).
@Suite struct ConfigurationValidationTests {
  @Test func zeroCasesIsRefusedAsOnTheCommandLine() {
    var configuration = ConformanceConfiguration()
    configuration.cases = 0
    #expect(throws: ConformanceError.self) {
      try Conformance.check(configuration) { ReferenceLayoutDelegate() }
    }
    #expect(throws: ConformanceError.self) { try configuration.validate() }
  }

  @Test func aWaiverNeedsAReason() {
    var configuration = ConformanceConfiguration()
    configuration.rules.disable("NLC-020", because: "  ")
    #expect(throws: ConformanceError.self) { try configuration.validate() }
  }

  @Test func aShortRuleIDNamesTheSameRuleAsOnTheCommandLine() throws {
    var configuration = ConformanceConfiguration()
    configuration.rules.disable("NLC-16", because: "buttons follow the SDK's order")
    configuration.rules.only = ["nlc-5", "NLC-016"]
    try configuration.validate()
    #expect(configuration.rules.disabled.map(\.id) == ["NLC-016"])
    #expect(configuration.rules.only == ["NLC-005", "NLC-016"])
    #expect(!configuration.rules.isEnabled("NLC-016"))
    #expect(configuration.rules.isEnabled("NLC-005"))
  }
}

/// Issue 27: `NLC_CASES`, `NLC_TIME` and `NLC_SEED` size the test-target API's campaigns from
/// outside the tests.
@Suite struct CampaignEnvironmentTests {
  @Test func nothingSetChangesNothing() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 50
    let applied = try configuration.applyingEnvironment([:])
    #expect(applied.cases == 50)
    #expect(applied.timeBudget == nil)
    #expect(applied.seed == 0)
  }

  @Test func casesTimeAndSeedAreRead() throws {
    let applied = try ConformanceConfiguration().applyingEnvironment([
      "NLC_CASES": "5000", "NLC_TIME": "10m", "NLC_SEED": "0x2a",
    ])
    #expect(applied.cases == 5000)
    #expect(applied.timeBudget == .seconds(600))
    #expect(applied.seed == 42)
  }

  @Test func timeAloneRunsUntilTheTimeIsUp() throws {
    let applied = try ConformanceConfiguration().applyingEnvironment(["NLC_TIME": "90s"])
    #expect(applied.cases == Int.max)
    #expect(applied.timeBudget == .seconds(90))
  }

  @Test(arguments: [
    ("NLC_CASES", "0", "NLC_CASES=0: give a positive whole number of cases, e.g. NLC_CASES=5000"),
    ("NLC_TIME", "10", "NLC_TIME=10: give a duration such as 90s, 10m or 2h, e.g. NLC_TIME=10m"),
    ("NLC_SEED", "-1", "NLC_SEED=-1: give a whole number from 0 to 2^64-1 (decimal or 0x hex), e.g. NLC_SEED=42"),
  ])
  func aBadValueNamesTheVariable(name: String, value: String, message: String) {
    #expect(throws: ConformanceError.invalidConfiguration(message)) {
      try ConformanceConfiguration().applyingEnvironment([name: value])
    }
  }
}
