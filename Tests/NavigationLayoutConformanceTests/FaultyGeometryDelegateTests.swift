import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Every geometry faulty delegate is caught, and its repro is shrunk to the fewest events that
/// can still break its rule.
@Suite struct FaultyGeometryDelegateTests {
  /// A faulty delegate's name and the fewest events that can show its fault.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var name: String
    var minimalEvents: Int
    var testDescription: String { name }
  }

  /// Why each count is the least: a ready-state fault shows right after enableNavigation (1);
  /// the wide-mode card swap needs guidance in a wide environment (enable, start: 2); prompt faults
  /// need a prompt (enable, start, showPrompt: 3); the wide-mode progress bar and viewport
  /// under the status bar need guidance on a wide map with a top band (an iPad: 2).
  static let expectations = [
    Expectation(name: "hides-logo", minimalEvents: 1),
    Expectation(name: "drops-viewport", minimalEvents: 1),
    Expectation(name: "logo-on-order-panel", minimalEvents: 1),
    Expectation(name: "viewport-under-order-panel", minimalEvents: 1),
    Expectation(name: "logo-moves-after-prompt", minimalEvents: 3),
    Expectation(name: "turn-card-below-eta-card", minimalEvents: 2),
    Expectation(name: "panel-below-map", minimalEvents: 1),
    Expectation(name: "square-prompt-on-eta-card", minimalEvents: 3),
    Expectation(name: "progress-bar-under-status-bar", minimalEvents: 2),
    Expectation(name: "viewport-under-status-bar", minimalEvents: 2),
    Expectation(name: "prompt-on-eta-card-frame", minimalEvents: 3),
    Expectation(name: "order-card-on-eta-card-frame", minimalEvents: 2),
  ]

  @Test func everyGeometryRuleHasAFaultyDelegate() {
    let geometry = [
      "NLC-001", "NLC-002", "NLC-003", "NLC-004", "NLC-005", "NLC-006", "NLC-019", "NLC-020",
      "NLC-023", "NLC-024", "NLC-025", "NLC-026",
    ]
    let tagged = Self.expectations.compactMap { FaultyDelegates.named($0.name)?.ruleID }
    #expect(tagged == geometry)
  }

  @Test(arguments: LongTests.sample(expectations, 3))
  func faultyDelegateIsCaughtWithAMinimalRepro(_ expectation: Expectation) throws {
    let faulty = try #require(FaultyDelegates.named(expectation.name))
    var configuration = ConformanceConfiguration()
    configuration.cases = 200
    let report = try Conformance.run(configuration) { faulty.make() }
    let failure = try #require(
      report.failures.first { $0.ruleID == faulty.ruleID }, "\(report)")
    #expect(failure.events.count == expectation.minimalEvents, "\(failure)")
  }
}
