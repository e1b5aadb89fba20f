import GoogleNavigation
import UIKit

/// Faulty (NLC-004): stretches the viewport to the bottom of the safe area, under the app's
/// opaque order-status panel, so the camera frames the vehicle where the driver cannot see it.
@MainActor
final class ViewportUnderOrderPanelDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    let viewport = newState.viewport
    replaceStateConstraint(
      of: viewport, .bottom,
      with: viewport.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor))
  }
}
