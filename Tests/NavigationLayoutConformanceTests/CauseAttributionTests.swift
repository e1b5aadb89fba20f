import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// Issue 28: findings name the constraints that placed each offending view, with the line
/// that made them. The delegates here are app code; every line a finding should name is
/// recorded with `#line` where the constraint is made, and the expected causes are worked out
/// by hand from the frames.
///
/// The screen is an iPhone SE in portrait: 375 × 667 points, safe area insets top 20, bottom 0
/// (Apple, "Human Interface Guidelines, Layout", device table; the model's DeviceProfile). The
/// SDK sizes the logo 80 × 24 (api-facts.md).
@Suite @MainActor struct CauseAttributionTests {
  /// The lines the delegates made their constraints at, by name.
  static var lines: [String: Int] = [:]

  /// The logo at the safe area's bottom-leading corner, inset 12 and 8: (12, 635, 80×24). A
  /// white badge 100 × 40 at x 12 with its top 10 points below the logo's top: (12, 645,
  /// 100×40). They overlap in (12, 645, 80×14): thinner vertically, so the vertical
  /// constraints decide. The badge's vertical frame comes from `badgeTop` (which names both
  /// views) and `badgeHeight`; the logo's from `logoBottom` and the SDK's height.
  @MainActor final class BadgeOnLogoDelegate: NSObject, NavigationLayoutDelegate {
    let badge = UIView()
    let floor = UILayoutGuide()
    var conflicting = false

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      let logo = newState.googleLogo
      badge.accessibilityIdentifier = "badge"
      badge.backgroundColor = .white
      badge.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(logo)
      navMap.addSubview(badge)
      CauseAttributionTests.lines["floorAdded"] = #line + 1
      navMap.addLayoutGuide(floor)
      floor.identifier = "badgeFloor"
      let safe = navMap.safeAreaLayoutGuide
      CauseAttributionTests.lines["logoLeading"] = #line + 2
      var constraints = [
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12)
      ]
      CauseAttributionTests.lines["logoBottom"] = #line + 1
      constraints.append(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8))
      CauseAttributionTests.lines["badgeLeading"] = #line + 1
      constraints.append(badge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12))
      CauseAttributionTests.lines["badgeWidth"] = #line + 1
      constraints.append(badge.widthAnchor.constraint(equalToConstant: 100))
      CauseAttributionTests.lines["badgeTop"] = #line + 1
      constraints.append(badge.topAnchor.constraint(equalTo: logo.topAnchor, constant: 10))
      CauseAttributionTests.lines["badgeHeight"] = #line + 1
      constraints.append(badge.heightAnchor.constraint(equalToConstant: 40))
      if conflicting {
        CauseAttributionTests.lines["badgeHeight2"] = #line + 1
        constraints.append(badge.heightAnchor.constraint(equalToConstant: 50))
      }
      NSLayoutConstraint.activate(constraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
      // Forgets the guide: NLC-008 should name the line that added it.
      badge.removeFromSuperview()
      oldState.googleLogo.removeFromSuperview()
    }
  }

  static let scenario = Scenario(device: .iPhoneSE).enableNavigation()

  static func violation(only rule: String, conflicting: Bool = false) throws -> Violation? {
    var selection = RuleSelection()
    selection.only = [rule]
    let checker = CaseChecker(selection: selection, attributingCauses: true) {
      let delegate = BadgeOnLogoDelegate()
      delegate.conflicting = conflicting
      return delegate
    }
    return try checker.check(ConformanceCase(scenario: scenario))
  }

  @Test("an overlap names the lines that placed both views on the axis that matters")
  func overlapNamesTheDecidingLines() throws {
    let violation = try #require(try Self.violation(only: "NLC-003"))
    #expect(violation.finding.detail.contains("(12, 645, 80×14)"))
    let app = violation.causes.filter(\.source.isApp)
    // badgeTop names both views: first. Then the lines naming one of them; nothing horizontal.
    #expect(app.first?.callSite?.line == Self.lines["badgeTop"])
    #expect(
      Set(app.compactMap(\.callSite?.line))
        == Set(["badgeTop", "badgeHeight", "logoBottom"].compactMap { Self.lines[$0] }))
    #expect(app.allSatisfy { $0.axis == .vertical && $0.state == .holds })
    #expect(app.allSatisfy { $0.callSite?.fileID == #fileID })
    // The SDK's height of the logo is the SDK's, never the app's.
    let others = violation.causes.filter { !$0.source.isApp }
    #expect(
      others.contains {
        $0.source.maker == .sdk && $0.constraint == "googleLogo.height == 24 @1000"
      })
    #expect(others.allSatisfy { $0.callSite == nil || $0.source.maker == .uikit })
    // Without attribution (a campaign's cases) there are none.
    var selection = RuleSelection()
    selection.only = ["NLC-003"]
    let plain = try CaseChecker(selection: selection) { BadgeOnLogoDelegate() }
      .check(ConformanceCase(scenario: Self.scenario))
    #expect(plain?.causes.isEmpty == true)
  }

  @Test("an unsatisfiable set lists its members with their lines and marks the broken one")
  func conflictMarksTheBrokenMember() throws {
    let violation = try #require(try Self.violation(only: "NLC-011", conflicting: true))
    #expect(violation.finding.kind == "unsatisfiable")
    let lines = violation.causes.compactMap(\.callSite?.line)
    #expect(Set(lines) == Set([Self.lines["badgeHeight"]!, Self.lines["badgeHeight2"]!]))
    #expect(violation.causes.filter { $0.state == .broken }.count == 1)
    // Newest first: the set held until the second height was activated.
    #expect(violation.causes.first?.callSite?.line == Self.lines["badgeHeight2"])
    #expect(violation.causes.allSatisfy { $0.kind == .conflictMember })
  }

  @Test("a leftover guide names the line that added it")
  func leftoverNamesTheAddition() throws {
    let violation = try #require(try Self.violation(only: "NLC-008"))
    #expect(violation.causes.map(\.kind) == [.added])
    #expect(violation.causes.first?.callSite?.line == Self.lines["floorAdded"])
    #expect(violation.causeLines.first == "where what was left was added:")
  }

  @Test("why: a view's frame and every constraint that placed it, app lines first")
  func whyListsEachAxis() throws {
    let driver = LifecycleDriver(rules: []) { BadgeOnLogoDelegate() }
    let explanation = try #require(try driver.explain("badge", in: Self.scenario, at: 1))
    #expect(explanation.frame == CGRect(x: 12, y: 645, width: 100, height: 40))
    let horizontal = explanation.horizontal.filter(\.source.isApp).compactMap(\.callSite?.line)
    let vertical = explanation.vertical.filter(\.source.isApp).compactMap(\.callSite?.line)
    #expect(horizontal == ["badgeLeading", "badgeWidth"].compactMap { Self.lines[$0] })
    // badge.top follows the logo's top, which follows logoBottom: the chain comes after.
    #expect(vertical == ["badgeTop", "badgeHeight", "logoBottom"].compactMap { Self.lines[$0] })
    #expect(
      explanation.description.hasPrefix(
        "opaqueOverlay 'badge' at step 1 (enableNavigation): frame (12, 645, 100×40)"))
    #expect(throws: ScenarioError.self) {
      try driver.explain("nothing-here", in: Self.scenario, at: 1)
    }
  }

  /// Activating a constraint before its view is in the map raises on a device ("no common
  /// ancestor"); the finding names the line that made the constraint.
  @MainActor final class ActivatesTooEarlyDelegate: NSObject, NavigationLayoutDelegate {
    let badge = UIView()
    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      badge.translatesAutoresizingMaskIntoConstraints = false
      CauseAttributionTests.lines["early"] = #line + 1
      badge.topAnchor.constraint(equalTo: navMap.topAnchor).isActive = true
      navMap.addSubview(badge)
    }
    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
      badge.removeFromSuperview()
    }
  }

  @Test("an operation that would raise names the line that made the constraint")
  func raisingNamesTheLine() throws {
    var selection = RuleSelection()
    selection.only = ["NLC-011"]
    let violation = try #require(
      try CaseChecker(selection: selection, attributingCauses: true) {
        ActivatesTooEarlyDelegate()
      }.check(ConformanceCase(scenario: Self.scenario)))
    #expect(violation.finding.kind?.hasPrefix("would crash") == true)
    #expect(violation.causes.map(\.kind) == [.raises])
    #expect(violation.causes.first?.callSite?.line == Self.lines["early"])
    #expect(violation.causeLines.first == "the line that would raise:")
  }
}
