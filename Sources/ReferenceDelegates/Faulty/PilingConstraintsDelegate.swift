import GoogleNavigation
import UIKit

/// Breaks NLC-018: every size change adds the order-status panel's height constraint again and
/// never removes the old ones. The panel's own constraints stay with it when the layout is torn
/// down, so they pile up: the frames do not move, but the map holds one more constraint after
/// each rotation.
final class PilingConstraintsDelegate: ReferenceLayoutDelegate {
  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    orderStatus.heightAnchor.constraint(equalToConstant: OrderStatusPanel.height).isActive = true
  }
}
