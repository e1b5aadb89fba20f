import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// A consequence must not mask its cause: where Auto Layout itself failed (unsatisfiable or
/// ambiguous), NLC-011 is reported, not the misplaced view it leaves behind.
@Suite @MainActor struct RootCauseFirstTests {
  /// Puts the logo in a holder view that still translates its (empty) frame into constraints
  /// while the delegate also pins it: UIKit breaks a constraint and the logo lands at the top
  /// leading corner, in the unsafe band (NLC-001 on its own).
  private final class AutoresizingHolderDelegate: NSObject, NavigationLayoutDelegate {
    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      let safe = navMap.safeAreaLayoutGuide
      let holder = UIView()  // translatesAutoresizingMaskIntoConstraints left true: the bug
      let logo = newState.googleLogo
      let viewport = newState.viewport
      navMap.addSubview(viewport)
      navMap.addSubview(holder)
      holder.addSubview(logo)
      NSLayoutConstraint.activate([
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: holder.topAnchor),
        holder.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
        holder.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        logo.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
        logo.topAnchor.constraint(equalTo: holder.topAnchor),
      ])
    }
  }

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

  @Test func anAutoresizingConflictIsReportedBeforeTheLogoItMisplaces() throws {
    let violation = try #require(try firstViolation { AutoresizingHolderDelegate() })
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
    let driver = LifecycleDriver(rules: RuleCatalogue.rules) { AutoresizingHolderDelegate() }
    #expect(driver.rules.first?.id == "NLC-011")
    #expect(driver.rules.dropFirst().map(\.id) == RuleCatalogue.rules.map(\.id).filter { $0 != "NLC-011" })
  }
}
