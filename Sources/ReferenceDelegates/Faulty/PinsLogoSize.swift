import GoogleNavigation
import UIKit

/// Breaks NLC-010: the navigation-ready layout pins the logo's width and height to the size
/// it has when navigation starts, which fights the SDK when the logo turns into the re-center
/// button.
@MainActor
final class PinsLogoSize: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    let logo = newState.googleLogo
    let pins = [
      logo.widthAnchor.constraint(equalToConstant: logo.bounds.width),
      logo.heightAnchor.constraint(equalToConstant: logo.bounds.height),
    ]
    NSLayoutConstraint.activate(pins)
    stateConstraints += pins
  }
}
