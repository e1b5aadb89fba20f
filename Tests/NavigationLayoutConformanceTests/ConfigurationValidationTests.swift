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
