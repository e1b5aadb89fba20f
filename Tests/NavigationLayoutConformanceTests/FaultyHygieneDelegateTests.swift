import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Each faulty delegate of the hygiene rules (NLC-007 to NLC-015) is caught by a campaign, and
/// its counterexample shrinks to the fewest events that can break the rule.
@Suite struct FaultyHygieneDelegateTests {
  /// A faulty delegate and the fewest events that can break its rule.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let name: String
    let ruleID: String
    /// Derived by hand: the events that reach the faulty callback, no more.
    let minimalEvents: Int
    /// Cases the campaign may take; a bug that needs a longer event sequence needs more.
    var cases = 100
    var testDescription: String { name }
  }

  static let expectations: [Expectation] = [
    // enable, start, stop.
    // Enable and start: the closing disable from guidance calls stopGuidance, which leaves it.
    Expectation(name: "keeps-progress-bar-after-stop", ruleID: "NLC-007", minimalEvents: 2),
    // enable; the driver's closing disable does the rest.
    Expectation(name: "keeps-floor-guide-after-disable", ruleID: "NLC-008", minimalEvents: 1),
    // enable, start, show, hide.
    Expectation(name: "leaves-prompt-on-hide", ruleID: "NLC-009", minimalEvents: 4),
    // enable.
    Expectation(name: "pins-logo-size", ruleID: "NLC-010", minimalEvents: 1),
    // enable.
    Expectation(name: "autoresizing-holder", ruleID: "NLC-011", minimalEvents: 1),
    // enable.
    Expectation(name: "conflicting-panel-height", ruleID: "NLC-011", minimalEvents: 1),
    // enable, on an iPad in a compact Split View.
    Expectation(name: "side-panel-by-idiom", ruleID: "NLC-011", minimalEvents: 1, cases: 300),
    // enable, start.
    Expectation(name: "progress-bar-in-panel", ruleID: "NLC-012", minimalEvents: 2),
    // enable, start.
    Expectation(name: "uses-legacy-header-guide", ruleID: "NLC-013", minimalEvents: 2),
    // enable, start.
    Expectation(name: "tints-turn-card-internals", ruleID: "NLC-014", minimalEvents: 2),
    // enable.
    Expectation(name: "forces-buttons-visible", ruleID: "NLC-015", minimalEvents: 1),
    // enable, start, show, hide, show: the second prompt is shown before the fade ends.
    Expectation(
      name: "removes-shown-prompt-late", ruleID: "NLC-022", minimalEvents: 5, cases: 1_000),
  ]

  @Test func theCatalogueListsOneDelegatePerHygieneRule() {
    let listed = FaultyDelegates.all.filter { entry in
      Self.expectations.contains { $0.name == entry.name }
    }
    #expect(listed.map(\.ruleID) == Self.expectations.map(\.ruleID))
  }

  @Test(arguments: LongTests.sample(expectations, 3))
  func campaignFindsTheRuleWithAMinimalRepro(_ expectation: Expectation) throws {
    let faulty = try #require(FaultyDelegates.named(expectation.name))
    #expect(faulty.ruleID == expectation.ruleID)
    var configuration = ConformanceConfiguration()
    configuration.cases = expectation.cases
    let report = try Conformance.run(configuration, delegate: faulty.make)
    let failure = try #require(
      report.failures.first { $0.ruleID == expectation.ruleID },
      "\(expectation.name) broke only \(report.failures.map(\.ruleID))")
    #expect(failure.events.count == expectation.minimalEvents, "\(failure)")
  }
}
