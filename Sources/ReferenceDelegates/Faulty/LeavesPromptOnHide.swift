import GoogleNavigation
import UIKit

/// Breaks NLC-009: `hidePrompt` slides the prompt below the map's bottom edge and never
/// removes it from the map.
///
/// Prompt callbacks are declared in an extension of ``ReferenceLayoutDelegate`` and cannot be
/// overridden, so this delegate wraps one and forwards every other callback to it.
@MainActor
final class LeavesPromptOnHide: NSObject, NavigationLayoutDelegate {
  let base = ReferenceLayoutDelegate()

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    base.enableNavigationUI(navMap: navMap, newState: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    base.disableNavigationUI(navMap: navMap, oldState: oldState)
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    base.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    base.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    base.sizeChanged(navMap: navMap, newState: newState)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    base.showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    base.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard let placement = base.prompt, placement.view === oldPrompt else { return }
    base.prompt = nil
    NSLayoutConstraint.deactivate(placement.constraints)
    NSLayoutConstraint.activate([
      oldPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor),
      oldPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
    ])
    // The bug: no completion removes the prompt once it is off screen.
    UIView.animate(withDuration: ReferenceLayoutDelegate.promptAnimationDuration) {
      navMap.layoutIfNeeded()
    }
  }
}
