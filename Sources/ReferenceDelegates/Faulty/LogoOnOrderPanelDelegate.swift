import GoogleNavigation
import UIKit

/// Faulty (NLC-003): stands the logo on the bottom of the app's order-status panel instead of
/// above it, so the logo (and the buttons stacked over it) draw on the panel.
@MainActor
final class LogoOnOrderPanelDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    let logo = newState.googleLogo
    replaceStateConstraint(
      of: logo, .bottom, with: logo.bottomAnchor.constraint(equalTo: orderStatus.bottomAnchor))
  }
}
