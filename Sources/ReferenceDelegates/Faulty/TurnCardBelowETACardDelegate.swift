import GoogleNavigation
import UIKit

/// Faulty (NLC-006): in wide mode, swaps the cards in the leading column when guidance starts,
/// the ETA card on top and the turn card at the bottom; the guide puts the turn card on top.
@MainActor
final class TurnCardBelowETACardDelegate: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    guard newState.wideMode else { return }
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    replaceStateConstraint(
      of: turnCard, .top, with: turnCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
    replaceStateConstraint(
      of: etaCard, .bottom, with: etaCard.topAnchor.constraint(equalTo: navMap.topAnchor))
  }
}
