import GoogleNavigation
import UIKit

/// Breaks NLC-017: in the navigation-ready layout it pins the logo with `leftAnchor` instead of
/// `leadingAnchor`, so a right-to-left layout keeps the logo on the left. (The buttons stand
/// above the logo in that layout, so nothing overlaps: only the mirror is wrong.)
final class LeftAnchoredLogoDelegate: ReferenceLayoutDelegate {
  override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    pinLogoLeft(in: navMap)
  }

  override func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
    pinLogoLeft(in: navMap)
  }

  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    if newState is any NavigationReadyUIState { pinLogoLeft(in: navMap) }
  }

  /// Swaps the reference's leading constraint on the ready logo for a left one.
  private func pinLogoLeft(in navMap: GMSMapView) {
    guard let logo = readyState?.googleLogo,
      let index = stateConstraints.firstIndex(where: {
        $0.firstItem === logo && $0.firstAttribute == .leading
      })
    else { return }
    let leading = stateConstraints[index]
    leading.isActive = false
    let left = logo.leftAnchor.constraint(
      equalTo: navMap.safeAreaLayoutGuide.leftAnchor, constant: leading.constant)
    left.isActive = true
    stateConstraints[index] = left
  }
}
