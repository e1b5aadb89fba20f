import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// Issue 17: a broken warning never ends a campaign, so an error found after it still fails
/// `Conformance.check`.
@Suite struct WarningVerdictTests {
  /// Lays out like one faulty delegate on maps narrower than 1,100 pt and like another on
  /// wider ones (iPads in landscape, a small share of the cases), choosing once, at the first
  /// callback.
  @MainActor
  final class SplitByWidthDelegate: ForwardingLayoutDelegate {
    let narrow: @MainActor () -> any NavigationLayoutDelegate
    let wide: @MainActor () -> any NavigationLayoutDelegate
    var chosen: (any NavigationLayoutDelegate)?

    init(
      narrow: @escaping @MainActor () -> any NavigationLayoutDelegate,
      wide: @escaping @MainActor () -> any NavigationLayoutDelegate
    ) {
      self.narrow = narrow
      self.wide = wide
    }

    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate {
      if let chosen { return chosen }
      let made = map.bounds.width < 1_100 ? narrow() : wide()
      chosen = made
      return made
    }
  }

  /// Square prompts (NLC-020, a warning) on most maps, a progress bar left after guidance stops (NLC-007, an error) on
  /// landscape iPads.
  static let warnsOnPhonesBreaksOnTablets: @MainActor () -> any NavigationLayoutDelegate = {
    SplitByWidthDelegate(
      narrow: FaultyDelegates.named("square-prompt-on-eta-card")!.make,
      wide: FaultyDelegates.named("keeps-progress-bar-after-stop")!.make)
  }

  @Test(LongTests.only) func anErrorAfterAWarningFailsTheCheck() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 300
    // A seed whose first failing case is a phone's warning, then an iPad's NLC-007 error.
    configuration.seed = 5
    let report = try Conformance.run(configuration, delegate: Self.warnsOnPhonesBreaksOnTablets)
    #expect(!report.isConforming)
    // The warning came first (case order), the error after it; errors are listed first.
    #expect(report.failures.map(\.severity) == [.error, .warning])
    #expect(report.failures.first?.ruleID == "NLC-007")
    #expect(report.failures.last?.ruleID == "NLC-020")
    #expect(report.description.contains(" 1 warning\n"))
    #expect(throws: ConformanceFailure.self) {
      try Conformance.check(configuration, delegate: Self.warnsOnPhonesBreaksOnTablets)
    }
  }

  @Test func aWarningAloneRunsEveryCase() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 80
    let faulty = try #require(FaultyDelegates.named("square-prompt-on-eta-card"))
    let report = try Conformance.run(configuration, delegate: faulty.make)
    #expect(report.isConforming)
    #expect(report.casesRun == 80)
    #expect(report.warnings.map(\.ruleID) == ["NLC-020"])
    #expect(report.description.hasPrefix("conforming: 80 cases over all, seed 0, 1 warning\n"))
  }
}

/// A pasted repro of a warning (`bug: "… (warning)"`) fails while the warning shows, and says
/// so first: the report's verdict line of a warning alone reads `conforming`, which a failing
/// test must not lead with (a trial's finding).
@Suite struct WarningReproTests {
  @Test func aWarningReproSaysItStillShows() throws {
    let faulty = try #require(FaultyDelegates.named("prompt-on-eta-card-frame"))
    let scenario = Scenario(device: .iPhoneSE).enableNavigation().startGuidance().showPrompt()
    let bug = "NLC-025: etaCard, prompt (warning)"
    do {
      try Conformance.check(scenario, bug: bug) { faulty.make() }
      Issue.record("the warning's repro passed")
    } catch let failure as ConformanceFailure {
      #expect(
        failure.description.hasPrefix("still shows: \(bug)\nconforming: 1 case over one scenario"))
    }
    // The reference, which stacks the prompt on the ETA card's margins guide, passes it.
    try Conformance.check(scenario, bug: bug) { ReferenceLayoutDelegate() }
  }
}
