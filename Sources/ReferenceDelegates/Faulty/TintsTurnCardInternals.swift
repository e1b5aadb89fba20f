import GoogleNavigation
import UIKit

/// Breaks NLC-014: the guidance layout reaches into the turn card and tints its internal
/// background view.
@MainActor
final class TintsTurnCardInternals: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    newState.turnCard.subviews.first?.backgroundColor = .blue
  }
}
