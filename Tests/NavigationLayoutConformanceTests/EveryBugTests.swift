import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// One default campaign shows every bug once: cases are judged to their end, a violation that
/// names an element an earlier one named is folded under it as its consequence, and each
/// distinct signature is shrunk on its own (issue 25; CONFORMANCE.md §1a).
@Suite struct EveryBugTests {
  /// Faulty catalogue delegates, one per rule, picked by the map's width at the first callback
  /// (width modulo their count), so different cases show different bugs.
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
      let name = EveryBugTests.faulty[Int(map.bounds.width) % EveryBugTests.faulty.count]
      let made = FaultyDelegates.named(name)!.make()
      chosen = made
      return made
    }
  }

  /// The holder's unsatisfiable constraint moves the logo into the unsafe band at the same
  /// step: one bug, NLC-011, with the logo's NLC-001 folded under it as its consequence.
  @Test func aConsequenceAtTheSameStepIsFoldedUnderItsCause() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 20
    configuration.environments = .phones
    let holder = try #require(FaultyDelegates.named("autoresizing-holder"))
    let report = try Conformance.run(configuration, delegate: holder.make)
    // The holder lays out only the ready state, so its prompts never show (NLC-022): a second,
    // independent bug, after the first.
    #expect(report.errors.map(\.ruleID).first == "NLC-011", "\(report)")
    #expect(!report.errors.contains { $0.ruleID == "NLC-001" }, "\(report)")
    let failure = try #require(report.failures.first)
    #expect(failure.events.count == 1, "\(failure)")
    #expect(failure.signature.kind == "unsatisfiable", "\(failure.signature)")
    #expect(failure.violation?.consequences.map(\.ruleID).contains("NLC-001") == true)
    #expect(failure.alsoSeenAs.contains("NLC-001"), "\(failure.alsoSeenAs)")
    #expect(
      failure.description.contains("\nconsequence at step 1 (settled): NLC-001: "), "\(failure)")
    #expect(
      report.description.hasPrefix(
        "not conforming: \(report.errors.count) bugs (errors) in 20 cases"), "\(report)")
  }

  /// Nine faulty delegates behind one: the default campaign (no flag) reports each one's bug
  /// once, each repro shrunk for its own bug and leading with it; the logo the holder moves is
  /// not a bug of its own.
  @Test func everyBugOfACampaignGetsItsOwnShrunkRepro() throws {
    let expected = try Self.faulty.map { name in try #require(FaultyDelegates.named(name)).ruleID }
    var configuration = ConformanceConfiguration()
    configuration.cases = 400
    // Each repro shrunk a little: what is asserted is which bug leads it, not how short it is.
    configuration.maximumShrinkEvaluations = 120
    let report = try Conformance.run(configuration) { RuleByWidthDelegate() }
    let found = report.errors.map(\.ruleID)
    // Every planted bug; the logo the holder's broken constraint moves is not one of its own.
    #expect(Set(expected).isSubset(of: found), "\(report.errors.map(\.signature))")
    #expect(!found.contains("NLC-001"), "\(report.errors.map(\.signature))")
    let signatures = report.failures.map(\.signature)
    #expect(signatures.count == Set(signatures).count, "one repro per bug: \(signatures)")
    for failure in report.errors {
      #expect(failure.violation?.signature == failure.signature, "\(failure)")
      #expect(failure.message.hasPrefix(failure.ruleID + " at step "), "\(failure)")
      #expect(failure.replayToken.hasPrefix("pe1."), "\(failure)")
      #expect(failure.casesShowing >= 1)
    }
  }

  /// `stopsAtFirstFailure` keeps the old stop-at-first campaign: one bug, then the end.
  @Test func stoppingAtTheFirstFailureReportsOneBug() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 400
    configuration.stopsAtFirstFailure = true
    configuration.maximumShrinkEvaluations = 100
    let report = try Conformance.run(configuration) { RuleByWidthDelegate() }
    #expect(report.errors.count == 1, "\(report.errors.map(\.signature))")
    #expect(report.stopReason == "stopped at the first counterexample", "\(report.stopReason)")
  }

  /// Same seed, same bytes, with several bugs collected.
  @Test func collectingEveryBugIsDeterministic() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 120
    configuration.seed = 11
    configuration.maximumShrinkEvaluations = 100
    let first = try Conformance.run(configuration) { RuleByWidthDelegate() }
    let second = try Conformance.run(configuration) { RuleByWidthDelegate() }
    #expect(first.errors.count >= 2)
    #expect(first.description == second.description)
  }
}
