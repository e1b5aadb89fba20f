import GoogleNavigation
import UIKit

/// Breaks NLC-015: the navigation-ready layout forces its buttons visible by writing
/// `isHidden = false` on them after arranging them in a hiding stack, which owns their
/// visibility.
@MainActor
final class ForcesButtonsVisible: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    for button in newState.buttons { button.view.isHidden = false }
  }
}
