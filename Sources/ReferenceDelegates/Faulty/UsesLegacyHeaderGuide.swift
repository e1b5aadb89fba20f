import GoogleNavigation
import UIKit

/// Breaks NLC-013: the guidance layout keeps the order-status panel below the legacy
/// `navigationHeaderLayoutGuide`, a slot-based API the SDK ignores while a delegate is set.
@MainActor
final class UsesLegacyHeaderGuide: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    let header = navMap.navigationHeaderLayoutGuide
    let below = orderStatus.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor)
    below.priority = .defaultLow
    below.isActive = true
    stateConstraints.append(below)
  }
}
