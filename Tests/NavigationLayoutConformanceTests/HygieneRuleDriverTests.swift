import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The hygiene rules (NLC-007 to NLC-015) on real delegates driven through hand-written
/// scenarios on an iPhone 15 in portrait (393×852): each faulty delegate breaks its rule at
/// the step derived by hand, with the exact message, and the reference delegate breaks none.
@Suite @MainActor struct HygieneRuleDriverTests {
  static let hygieneIDs = [
    "NLC-007", "NLC-008", "NLC-009", "NLC-010", "NLC-011", "NLC-012", "NLC-013", "NLC-014",
    "NLC-015",
  ]
  static let base = Scenario(device: .iPhone15)

  /// The first hygiene violation of the faulty delegate `name` on `scenario`.
  func violation(_ name: String, _ scenario: Scenario) throws -> String? {
    let faulty = try #require(FaultyDelegates.named(name))
    return try driver(faulty.make).run(scenario).violation?.description
  }

  func driver(_ make: @escaping @MainActor () -> any NavigationLayoutDelegate) -> LifecycleDriver {
    LifecycleDriver(
      rules: RuleCatalogue.rules.filter { Self.hygieneIDs.contains($0.id) }, makeDelegate: make)
  }

  @Test func theHygieneRulesAreCatalogued() {
    #expect(RuleCatalogue.rules.map(\.id).filter(Self.hygieneIDs.contains) == Self.hygieneIDs)
  }

  @Test func referenceDelegateKeepsEveryHygieneRuleThroughAFullSession() throws {
    let scenario = Self.base.enableNavigation().recenter(shown: true).startGuidance()
      .showPrompt().advanceTime(by: 1).changePrompt(contentHeight: 80).speedWidget(.both)
      .recenter(shown: false).hidePrompt().advanceTime(by: 1).showPrompt()
      .rotate(to: .landscapeLeft).stopGuidance().rotate(to: .portrait).startGuidance()
      .showPrompt().disableNavigation().enableNavigation()
    let record = try driver { ReferenceLayoutDelegate() }.run(scenario)
    #expect(record.violation == nil, "\(record.violation.map(\.description) ?? "")")
    // Every event, the closing settle and the closing disable were checked.
    #expect(record.steps.count == scenario.events.count + 2)
  }

  @Test func nlc007CatchesTheProgressBarLeftAfterStop() throws {
    // The bar keeps no constraints: its height collapses to 0 at the map's origin.
    let scenario = Self.base.enableNavigation().startGuidance().stopGuidance()
    #expect(
      try violation("keeps-progress-bar-after-stop", scenario)
        == "NLC-007 at step 3 (stopGuidance), settled: after stopGuidance the map still holds "
        + "tripProgressBar (0, 0, 12×0)")
  }

  @Test func nlc008CatchesTheFloorGuideLeftAfterDisable() throws {
    // The map starts with the SDK's four legacy guides; the delegate's floor makes five.
    let scenario = Self.base.enableNavigation().disableNavigation()
    #expect(
      try violation("keeps-floor-guide-after-disable", scenario)
        == "NLC-008 at step 2 (disableNavigation), settled: after disableNavigationUI the map "
        + "differs from before enableNavigationUI: layout guides: 4 → 5 (guide 'referenceFloor')")
  }

  @Test func nlc009CatchesThePromptParkedInAHiddenView() throws {
    // The show's slide-in still runs at the hide (no time passed), so the first settled
    // checkpoint is the closing settle (step 5); the parked prompt hangs from the holder at
    // the map's origin, its visual rectangle 8 points in.
    let scenario = Self.base.enableNavigation().startGuidance().showPrompt().hidePrompt()
    let found = try violation("leaves-prompt-on-hide", scenario)
    #expect(
      found
        == "NLC-009 at step 5 (closing settle), settled: prompt #1 (8, 8, 377×138) is still on "
        + "the map; the SDK's current prompt is none", "\(found ?? "none")")
  }

  @Test func nlc010CatchesThePinnedLogo() throws {
    #expect(
      try violation("pins-logo-size", Self.base.enableNavigation())
        == "NLC-010 at step 1 (enableNavigation), settled: the delegate's constraint "
        + "googleLogo.width == 80 @1000 sets the width of googleLogo, which the SDK sizes to "
        + "80×24")
  }

  @Test func nlc011CatchesTheConflictingPanelHeights() throws {
    #expect(
      try violation("conflicting-panel-height", Self.base.enableNavigation())
        == "NLC-011 at step 1 (enableNavigation), settled: unsatisfiable constraints: "
        + "<NSLayoutConstraint:0x1 OrderStatusPanel:0x2'orderStatus'.height == 48   (active)>; "
        + "<NSLayoutConstraint:0x3 OrderStatusPanel:0x2'orderStatus'.height == 56   (active)>")
  }

  @Test func nlc012CatchesTheProgressBarInsideThePanel() throws {
    #expect(
      try violation("progress-bar-in-panel", Self.base.enableNavigation().startGuidance())
        == "NLC-012 at step 2 (startGuidance), settled: tripProgressBar is a subview of "
        + "opaqueOverlay 'orderStatus', which is neither the map nor a plain container")
  }

  @Test func nlc013CatchesTheLegacyHeaderGuide() throws {
    #expect(
      try violation("uses-legacy-header-guide", Self.base.enableNavigation().startGuidance())
        == "NLC-013 at step 2 (startGuidance), settled: legacy layout API used while a layout "
        + "delegate is set: navigationHeaderLayoutGuide")
  }

  @Test func nlc014CatchesTheTintedTurnCard() throws {
    #expect(
      try violation("tints-turn-card-internals", Self.base.enableNavigation().startGuidance())
        == "NLC-014 at step 2 (startGuidance), settled: a Google component was changed from "
        + "outside the SDK: TurnCard.background: backgroundColor set")
  }

  @Test func nlc015CatchesTheForcedButtons() throws {
    // The default ready set is the compass alone.
    #expect(
      try violation("forces-buttons-visible", Self.base.enableNavigation())
        == "NLC-015 at step 1 (enableNavigation), settled: isHidden written on a view a hiding "
        + "stack manages: isHidden = false on CompassButton")
  }

  @Test func nlc010AcceptsTheSDKsOwnResizesOfLogoAndSpeedWidget() throws {
    // The logo morphs and the speed widget changes state with no callback: the frames follow
    // the SDK's sizes, and the rule must not take that for an override.
    let scenario = Self.base.enableNavigation().recenter(shown: true).startGuidance()
      .speedWidget(.speed).speedWidget(.both).recenter(shown: false).speedWidget(.none)
    let record = try LifecycleDriver(rules: [SDKSizeRespectedRule()]) {
      ReferenceLayoutDelegate()
    }.run(scenario)
    #expect(record.violation == nil, "\(record.violation.map(\.description) ?? "")")
  }
}

/// Nests the logo inside the turn card during guidance, with constraints to the card.
@MainActor
private final class LogoInTurnCardDelegate: NSObject, NavigationLayoutDelegate {
  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {}

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    let card = newState.turnCard
    let logo = newState.googleLogo
    navMap.addSubview(card)
    card.addSubview(logo)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: navMap.topAnchor),
      card.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      logo.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
  }
}

@Suite @MainActor struct NestedGoogleViewTests {
  @Test func nlc012NamesAGoogleViewInsideAnotherComponent() throws {
    let driver = LifecycleDriver(
      rules: RuleCatalogue.rules.filter { $0.id == "NLC-012" },
      makeDelegate: { LogoInTurnCardDelegate() })
    let record = try driver.run(Scenario(device: .iPhone15).enableNavigation().startGuidance())
    #expect(
      record.violation?.description
        == "NLC-012 at step 2 (startGuidance), settled: googleLogo is a subview of turnCard, "
        + "which is neither the map nor a plain container")
    // The logo is laid out inside the card from its constraints, as on a device: the 393-pt
    // card's bottom edge, 8 pt in and 8 pt up (frames in map coordinates).
    let step = try #require(record.steps.last { $0.step == 2 && $0.isSettled })
    let card = try #require(step.element(.turnCard))
    let logo = try #require(step.element(.googleLogo))
    #expect(logo.frame.minX == card.frame.minX + 8)
    #expect(logo.frame.maxY == card.frame.maxY - 8)
  }
}

/// Puts the buttons in a hiding stack pinned by its top and trailing edges only: its height is
/// undetermined, so the engine may solve it to zero and the stack then hides every button.
@MainActor
private final class FreeHeightStackDelegate: NSObject, NavigationLayoutDelegate {
  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    let stack = GMSNavigationHidingStackView(position: .top, alignment: .trailing)
    stack.arrangedSubviews = newState.buttons.map(\.view)
    navMap.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: 8),
      stack.trailingAnchor.constraint(
        equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -8),
    ])
  }
}

@Suite @MainActor struct HidingStackAmbiguityTests {
  @Test func nlc011ReportsAHidingStackWithAnUndeterminedHeight() throws {
    let driver = LifecycleDriver(
      rules: RuleCatalogue.rules.filter { $0.id == "NLC-011" },
      makeDelegate: { FreeHeightStackDelegate() })
    let record = try driver.run(Scenario(device: .iPhone15).enableNavigation())
    let description = try #require(record.violation?.description)
    #expect(description.hasPrefix("NLC-011 at step 1 (enableNavigation), settled: ambiguous layout for "))
    #expect(description.contains("hidingStack"), "\(description)")
    // Solved to nothing: the stack shows no button, so only the ambiguity check can see it.
    let step = try #require(record.steps.last { $0.isSettled })
    let stack = try #require(step.element(.hidingStack))
    #expect(!stack.isVisible)
    #expect(step.elements(.button(.compass)).allSatisfy { !$0.isVisible })
  }
}
