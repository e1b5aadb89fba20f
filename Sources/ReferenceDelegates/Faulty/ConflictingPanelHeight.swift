import GoogleNavigation
import UIKit

/// Breaks NLC-011: the navigation-ready layout gives the order-status panel a second required
/// height (56 points) besides the reference layout's 48, so the constraints are unsatisfiable.
@MainActor
final class ConflictingPanelHeight: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    let height = orderStatus.heightAnchor.constraint(equalToConstant: 56)
    height.isActive = true
    stateConstraints.append(height)
  }
}
