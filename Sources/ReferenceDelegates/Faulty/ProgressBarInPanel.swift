import GoogleNavigation
import UIKit

/// Breaks NLC-012: during guidance the trip progress bar is made a subview of the app's opaque
/// order-status panel (hung beside the panel's leading edge), not of the map or a plain
/// container.
@MainActor
final class ProgressBarInPanel: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    hangBar(newState.tripProgressBar)
  }

  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    if let guidance = newState as? any ActiveGuidanceUIState { hangBar(guidance.tripProgressBar) }
  }

  private func hangBar(_ bar: UIView) {
    // Moving the bar deactivates the reference layout's constraints on it.
    orderStatus.addSubview(bar)
    let placement = [
      bar.trailingAnchor.constraint(equalTo: orderStatus.leadingAnchor),
      bar.topAnchor.constraint(equalTo: orderStatus.topAnchor),
      bar.bottomAnchor.constraint(equalTo: orderStatus.bottomAnchor),
    ]
    NSLayoutConstraint.activate(placement)
    stateConstraints += placement
  }
}
