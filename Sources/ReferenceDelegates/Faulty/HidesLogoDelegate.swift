import GoogleNavigation
import UIKit

/// Faulty (NLC-001): hides the Google logo as soon as navigation is enabled, as an app might to
/// "clean up" the map; the guide makes the logo mandatory in every state.
@MainActor
final class HidesLogoDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    newState.googleLogo.isHidden = true
  }
}
