import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// A campaign's failures carry every rule broken at their failing step, and
/// `collectsDistinctFailures` (`--distinct`) reports every rule broken anywhere in the
/// campaign, each with its own shrunk repro, including a rule only ever found beside another
/// one's lead at a failing step.
@Suite struct DistinctFailuresTests {
  /// Faulty catalogue delegates, one per rule, picked by the map's width at the first callback
  /// (width modulo their count), so different cases break different rules.
  static let faulty = [
    "drops-viewport", "logo-on-order-panel", "viewport-under-order-panel",
    "keeps-floor-guide-after-disable", "pins-logo-size", "autoresizing-holder",
    "uses-legacy-header-guide", "forces-buttons-visible", "panel-below-map",
  ]

  /// Forwards every callback to the faulty delegate its map's width picks.
  @MainActor
  final class RuleByWidthDelegate: ForwardingLayoutDelegate {
    private var chosen: (any NavigationLayoutDelegate)?

    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate {
      if let chosen { return chosen }
      let name = DistinctFailuresTests.faulty[
        Int(map.bounds.width) % DistinctFailuresTests.faulty.count]
      let made = FaultyDelegates.named(name)!.make()
      chosen = made
      return made
    }
  }

  /// The campaign shrinks the leading rule and its repro lists the rest: text (and so JUnit,
  /// which holds the text) and the counterexample's violation.
  @Test func theShrunkReproKeepsTheLeadAndListsTheRest() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 20
    configuration.environments = .phones
    let holder = try #require(FaultyDelegates.named("autoresizing-holder"))
    let report = try Conformance.run(configuration, delegate: holder.make)
    #expect(report.failures.map(\.ruleID) == ["NLC-011"])
    let failure = try #require(report.failures.first)
    #expect(failure.events.count == 1, "\(failure)")
    #expect(failure.violation?.alsoFound.map(\.ruleID).contains("NLC-001") == true)
    #expect(failure.description.contains("\nalso at this step: NLC-001 (settled): "), "\(failure)")
  }

  @Test func everyRuleBrokenAnywhereGetsItsOwnShrunkRepro() throws {
    let leads = try Self.faulty.map { name in try #require(FaultyDelegates.named(name)).ruleID }
    // NLC-001 is no delegate's own rule: the autoresizing holder's logo breaks it beside
    // NLC-011, which leads there.
    let expected = Set(leads + ["NLC-001"])
    #expect(expected.count >= 8)
    var configuration = ConformanceConfiguration()
    configuration.cases = 400
    configuration.collectsDistinctFailures = true
    configuration.maximumShrinkEvaluations = 300
    let report = try Conformance.run(configuration) { RuleByWidthDelegate() }
    let found = report.failures.map(\.ruleID)
    #expect(found.count == Set(found).count, "one repro per rule: \(found)")
    for ruleID in expected.sorted() {
      let failure = try #require(
        report.failures.first { $0.ruleID == ruleID }, "\(ruleID) missing from \(found)")
      // Its own repro: the shrunk case breaks it, and its message leads with it.
      #expect(failure.violation?.ruleID == ruleID, "\(failure)")
      #expect(failure.message.hasPrefix(ruleID + " at step "), "\(failure)")
      #expect(failure.replayToken.hasPrefix("pe1."), "\(failure)")
    }
    // Found only beside the holder's NLC-011, which its repro lists first.
    let logo = try #require(report.failures.first { $0.ruleID == "NLC-001" })
    #expect(logo.violation?.alsoFound.first?.ruleID == "NLC-011", "\(logo)")
    #expect(logo.description.contains("\nalso at this step: NLC-011 (settled): "), "\(logo)")
    let holder = try #require(report.failures.first { $0.ruleID == "NLC-011" })
    #expect(holder.violation?.alsoFound.map(\.ruleID).contains("NLC-001") == true, "\(holder)")
  }
}
