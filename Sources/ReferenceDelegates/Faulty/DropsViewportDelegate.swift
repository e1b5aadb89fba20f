import GoogleNavigation
import UIKit

/// Faulty (NLC-002): takes the viewport out of the map after laying out the ready state, as if
/// the camera needed no frame; the guide makes the viewport mandatory in every state.
@MainActor
final class DropsViewportDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    newState.viewport.removeFromSuperview()
  }
}
