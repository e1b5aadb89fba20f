import GoogleNavigation
import UIKit

/// Breaks NLC-021: reads the guidance state's second button, which is only there while the
/// compass is on (the SDK drops it from both sets when `settings.compassButton` is false):
/// an index out of range, the kind of crash apps report when a button set changes.
final class SecondButtonDelegate: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    _ = newState.buttons[1].type
  }
}
