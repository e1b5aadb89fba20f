public import GoogleNavigation
import UIKit

/// One planted fault of the catalogue that composes with the others: each changes a different
/// callback or a different element of ``ReferenceLayoutDelegate``, so a delegate can carry any
/// set of them (``PlantedFaultsDelegate``) and each still breaks its own rule.
public enum PlantedFault: String, CaseIterable, Sendable {
  /// `hides-logo` (NLC-001): hides the Google logo when navigation is enabled.
  case hidesLogo = "hides-logo"
  /// `drops-viewport` (NLC-002): removes the viewport after laying out the ready state.
  case dropsViewport = "drops-viewport"
  /// `keeps-progress-bar-after-stop` (NLC-007): stopGuidance forgets the trip progress bar.
  case keepsProgressBarAfterStop = "keeps-progress-bar-after-stop"
  /// `keeps-floor-guide-after-disable` (NLC-008): disableNavigationUI leaves the floor guide.
  case keepsFloorGuideAfterDisable = "keeps-floor-guide-after-disable"
  /// `pins-logo-size` (NLC-010): the ready layout pins the logo's width and height.
  case pinsLogoSize = "pins-logo-size"
  /// `uses-legacy-header-guide` (NLC-013): guidance reads `navigationHeaderLayoutGuide`.
  case usesLegacyHeaderGuide = "uses-legacy-header-guide"
  /// `tints-turn-card-internals` (NLC-014): guidance tints the turn card's internal view.
  case tintsTurnCardInternals = "tints-turn-card-internals"
  /// `forces-buttons-visible` (NLC-015): the ready layout writes isHidden on managed buttons.
  case forcesButtonsVisible = "forces-buttons-visible"

  /// The rule the fault breaks.
  public var ruleID: String {
    switch self {
    case .hidesLogo: "NLC-001"
    case .dropsViewport: "NLC-002"
    case .keepsProgressBarAfterStop: "NLC-007"
    case .keepsFloorGuideAfterDisable: "NLC-008"
    case .pinsLogoSize: "NLC-010"
    case .usesLegacyHeaderGuide: "NLC-013"
    case .tintsTurnCardInternals: "NLC-014"
    case .forcesButtonsVisible: "NLC-015"
    }
  }
}

/// ``ReferenceLayoutDelegate`` with a set of ``PlantedFault``s: one of them is a catalogue
/// entry; several are a delegate with several independent bugs, as app code often has (the
/// campaign must report each once: `EveryBugTests`).
@MainActor
public final class PlantedFaultsDelegate: ReferenceLayoutDelegate {
  /// The faults this delegate carries.
  public let faults: [PlantedFault]

  /// A delegate with `faults`.
  public init(_ faults: [PlantedFault]) {
    self.faults = faults
    super.init(panel: OrderStatusPanel(), fixedHeight: OrderStatusPanel.height)
  }

  /// The ready layout's faults, planted every time it is laid out (enable, stop, resize).
  override func layOutReady(in navMap: GMSMapView, state: any NavigationReadyUIState) {
    super.layOutReady(in: navMap, state: state)
    if faults.contains(.pinsLogoSize) {
      // Pinned to the size it has now, which fights the SDK when the logo turns into the
      // re-center button.
      let logo = state.googleLogo
      let pins = [
        logo.widthAnchor.constraint(equalToConstant: logo.bounds.width),
        logo.heightAnchor.constraint(equalToConstant: logo.bounds.height),
      ]
      NSLayoutConstraint.activate(pins)
      stateConstraints += pins
    }
    // A hiding stack owns its buttons' visibility.
    if faults.contains(.forcesButtonsVisible) {
      for button in state.buttons { button.view.isHidden = false }
    }
    if faults.contains(.hidesLogo) { state.googleLogo.isHidden = true }
    if faults.contains(.dropsViewport) { state.viewport.removeFromSuperview() }
  }

  /// The guidance layout's faults, planted every time it is laid out (start, resize).
  override func layOutGuidance(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    super.layOutGuidance(in: navMap, state: state)
    if faults.contains(.usesLegacyHeaderGuide) {
      // A slot-based API the SDK ignores while a delegate is set.
      let header = navMap.navigationHeaderLayoutGuide
      let below = orderStatus.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor)
      below.priority = .defaultLow
      below.isActive = true
      stateConstraints.append(below)
    }
    if faults.contains(.tintsTurnCardInternals) {
      state.turnCard.subviews.first?.backgroundColor = .blue
    }
  }

  override public func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    // The bar is dropped from the list of views to remove.
    if faults.contains(.keepsProgressBarAfterStop) {
      stateViews.removeAll { $0 === oldState.tripProgressBar }
    }
    super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  override public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState)
  {
    guard faults.contains(.keepsFloorGuideAfterDisable) else {
      super.disableNavigationUI(navMap: navMap, oldState: oldState)
      return
    }
    // Everything the reference removes but the floor layout guide.
    removePrompts()
    tearDownState()
    readyState = nil
    readyStack = nil
  }
}
