import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Each faulty delegate written for a relation is caught within 1,000 cases over every
/// environment, as its own rule, with a repro shrunk to the fewest events that can show it
/// (DESIGN.md §9).
@Suite struct FaultyRelationsCampaignTests {
  @Test(arguments: LongTests.sample([
    // Guidance is the only state with two known buttons: enable, start.
    ("buttons-by-index", "NLC-016", 2),
    // The ready logo is pinned left: enable.
    ("left-anchored-logo", "NLC-017", 1),
    // The relation's own resizes pile the constraints up: enable.
    ("piling-constraints", "NLC-018", 1),
  ], 1))
  func caughtWithAMinimalRepro(name: String, ruleID: String, events: Int) throws {
    let faulty = try #require(FaultyDelegates.named(name))
    #expect(faulty.ruleID == ruleID)
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_000
    configuration.seed = 5
    // The first bug is the one asserted: the rest of the 1,000 cases would only confirm it.
    configuration.stopsAtFirstFailure = true
    let report = try Conformance.run(configuration, delegate: faulty.make)
    let failure = try #require(report.failures.first, "\(name) was not caught")
    #expect(failure.ruleID == ruleID, "\(failure)")
    #expect(failure.events.count == events, "\(failure)")
    #expect(failure.scenario.environment.device == .iPhoneSE, "\(failure)")
    print("\(name): \(report.casesRun) cases, \(failure.events.count) events\n\(failure)")
  }
}
