import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// A consequence must not mask its cause: where Auto Layout itself failed (unsatisfiable or
/// ambiguous), NLC-011 is reported, not the misplaced view it leaves behind.
@Suite @MainActor struct RootCauseFirstTests {
  /// Pins the viewport's leading, top and bottom edges but not its trailing edge: its width is
  /// undetermined, and solved to zero it is also "smaller than 32×32" (NLC-002 on its own).
  private final class ViewportWithoutTrailingDelegate: NSObject, NavigationLayoutDelegate {
    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      let safe = navMap.safeAreaLayoutGuide
      let logo = newState.googleLogo
      let viewport = newState.viewport
      navMap.addSubview(viewport)
      navMap.addSubview(logo)
      NSLayoutConstraint.activate([
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      ])
    }
  }

  private func firstViolation(_ make: @escaping @MainActor () -> any NavigationLayoutDelegate)
    throws -> Violation?
  {
    try LifecycleDriver(rules: RuleCatalogue.rules, makeDelegate: make)
      .run(Scenario(device: .iPhone15).enableNavigation()).violation
  }

  /// The catalogue's `autoresizing-holder`: the logo sits in a holder view that still
  /// translates its (empty) frame into constraints while the delegate also pins it, so UIKit
  /// breaks a constraint and the logo lands at the top leading corner, in the unsafe band
  /// (NLC-001 on its own).
  private static let autoresizingHolder = FaultyDelegates.named("autoresizing-holder")!.make

  @Test func anAutoresizingConflictIsReportedBeforeTheLogoItMisplaces() throws {
    let violation = try #require(try firstViolation(Self.autoresizingHolder))
    #expect(violation.ruleID == "NLC-011", "\(violation)")
    #expect(violation.description.contains("unsatisfiable constraints"), "\(violation)")
    #expect(violation.description.contains("NSAutoresizingMaskLayoutConstraint"), "\(violation)")
  }

  @Test func anUndeterminedViewportWidthIsReportedBeforeTheTinyViewport() throws {
    let violation = try #require(try firstViolation { ViewportWithoutTrailingDelegate() })
    #expect(violation.ruleID == "NLC-011", "\(violation)")
    #expect(violation.description.contains("ambiguous layout for viewport"), "\(violation)")
  }

  @Test func theDriverJudgesAutoLayoutFirst() {
    let driver = LifecycleDriver(rules: RuleCatalogue.rules, makeDelegate: Self.autoresizingHolder)
    #expect(driver.rules.first?.id == "NLC-011")
    #expect(driver.rules.dropFirst().map(\.id) == RuleCatalogue.rules.map(\.id).filter { $0 != "NLC-011" })
  }

  /// Every rule is judged at the failing step: the logo the broken constraint left in the top
  /// unsafe band (iPhone 15: 59 points) is NLC-001 there, folded under NLC-011 as its
  /// consequence, and says what moved it (the logo is inside the holder the set ties).
  @Test func theFailingStepCarriesEveryRuleBrokenThereRootCauseFirst() throws {
    let violation = try #require(try firstViolation(Self.autoresizingHolder))
    #expect(violation.ruleID == "NLC-011")
    let here = violation.consequences.filter { $0.step == violation.step }
    // The holder's empty frame conflicts on both axes: a second set of the same bug, folded.
    #expect(
      here.filter { $0.ruleID == "NLC-011" }.allSatisfy { $0.signature == violation.signature })
    let others = here.map(\.ruleID).filter { $0 != "NLC-011" }
    #expect(others.contains("NLC-001"), "\(others)")
    #expect(others == others.sorted(), "the rest in ID order")
    #expect(violation.consequences.allSatisfy { $0.consequences.isEmpty })
    let logo = try #require(here.first { $0.ruleID == "NLC-001" })
    #expect(
      logo.finding.detail.contains("googleLogo moved by the constraint broken at this step"),
      "\(logo)")
    #expect(
      violation.consequenceLines.contains {
        $0.hasPrefix("consequence at step \(violation.step) (settled): NLC-001: ")
      },
      "\(violation.consequenceLines)")
  }

  /// An ambiguous viewport is no broken constraint: the tiny viewport it leaves is NLC-002 at
  /// the same step, without the note.
  @Test func anAmbiguityLeadsTheTinyViewportItLeaves() throws {
    let violation = try #require(try firstViolation { ViewportWithoutTrailingDelegate() })
    #expect(violation.ruleID == "NLC-011")
    let viewport = try #require(violation.consequences.first { $0.ruleID == "NLC-002" })
    #expect(viewport.finding.detail.contains("smaller than 24×24"), "\(viewport)")
    #expect(!viewport.finding.detail.contains("moved by"), "\(viewport)")
  }
}
