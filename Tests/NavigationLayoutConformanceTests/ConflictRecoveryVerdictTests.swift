import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// A conflict is the delegate's own finding (NLC-011), never a UIKit or SDK constraint broken
/// in its place that moves everything measured against it (CONFORMANCE.md AL-UIK-020).
@Suite @MainActor struct ConflictRecoveryVerdictTests {
  /// `PortraitLayoutDelegate` pins the cards to the map's full width, a portrait app's habit;
  /// on a landscape phone the SDK narrows them to a leading column (wide mode) with its own
  /// required `GMS-width`, which the pins contradict. The SDK re-applies its sizes, so the
  /// delegate's pin is the one broken: NLC-011, and the cards stay the SDK's width, so no
  /// geometric finding follows from a card laid out at a width the SDK never gave it.
  @Test func aCardWidthConflictOnRotationIsNLC011Only() throws {
    let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance().showPrompt()
      .rotate(to: .landscapeLeft)
    let result = try LifecycleDriver(rules: RuleCatalogue.rules) { PortraitLayoutDelegate() }
      .run(scenario)
    let violation = try #require(result.violation)
    // Everything at the conflict's step: the bug and what it folded there.
    let rules = [violation.ruleID]
      + violation.consequences.filter { $0.step == violation.step }.map(\.ruleID)
    #expect(violation.ruleID == "NLC-011", "\(violation)")
    #expect(violation.description.contains("GMS-width"), "\(violation)")
    #expect(!rules.contains("NLC-001"), "\(rules)")
    #expect(!rules.contains("NLC-002"), "\(rules)")
  }

  /// The same conflict on the simulator: the card keeps the width the SDK gave it and the
  /// logged broken constraint is the delegate's pin (the model used to break `GMS-width` and
  /// lay the card out across the whole landscape map).
  @Test func theSDKsCardWidthHolds() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait)
    try simulator.mapView.setLayoutDelegate(PortraitLayoutDelegate())
    try simulator.apply(.enableNavigation)
    try simulator.apply(.startGuidance)
    try simulator.apply(
      .resize(
        size: SimulatedScreen.phoneLandscape.size,
        safeAreaInsets: SimulatedScreen.phoneLandscape.safeAreaInsets))
    simulator.settle()
    #expect(simulator.wideMode)
    let card = simulator.components.etaCard
    let sdkWidth = try #require(card.sdkSizeConstraints.first)
    #expect(card.frame.width == sdkWidth.constant)
    let broken = simulator.layoutIssues.compactMap { issue -> NSLayoutConstraint? in
      if case .unsatisfiable(let conflict) = issue { conflict.broken } else { nil }
    }
    #expect(!broken.isEmpty)
    #expect(broken.allSatisfy { $0.identifier != "GMS-width" && $0.identifier != "GMS-height" })
  }
}
