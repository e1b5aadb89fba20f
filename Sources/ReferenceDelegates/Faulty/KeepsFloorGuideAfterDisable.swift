import GoogleNavigation
import UIKit

/// Breaks NLC-008: `disableNavigationUI` removes every view and constraint but leaves the
/// delegate's floor layout guide on the map.
@MainActor
final class KeepsFloorGuideAfterDisable: ReferenceLayoutDelegate {
  override func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    removePrompts()
    tearDownState()
    // The bug: no `navMap.removeLayoutGuide(floor)`.
    readyState = nil
    readyStack = nil
  }
}
