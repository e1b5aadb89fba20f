import GoogleNavigation
import UIKit

/// Breaks NLC-007: `stopGuidance` forgets the trip progress bar, which stays in the map's
/// hierarchy (without constraints) under the navigation-ready layout.
@MainActor
final class KeepsProgressBarAfterStop: ReferenceLayoutDelegate {
  override func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    // The bug: the bar is dropped from the list of views to remove.
    stateViews.removeAll { $0 === oldState.tripProgressBar }
    super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }
}
