import GoogleNavigation
import UIKit

/// Faulty (NLC-019): pins the app's order-status panel 24 points below the map's bottom edge,
/// so part of it is never seen.
@MainActor
final class PanelBelowMapDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    replaceStateConstraint(
      of: orderStatus, .bottom,
      with: orderStatus.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: 24))
  }
}
