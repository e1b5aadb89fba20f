import GoogleNavigation
import UIKit

/// The reference delegate behind a wrapper whose prompt callbacks a faulty delegate overrides:
/// the reference's prompt callbacks live in an extension, which a subclass cannot override.
/// Every callback forwards to ``reference`` unchanged.
@MainActor
class ReferencePromptWrapper: NSObject, NavigationLayoutDelegate {
  /// The conforming delegate doing the real work.
  let reference = ReferenceLayoutDelegate()

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    reference.enableNavigationUI(navMap: navMap, newState: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    reference.disableNavigationUI(navMap: navMap, oldState: oldState)
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    reference.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    reference.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    reference.showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    reference.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    reference.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
  }

  func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    reference.sizeChanged(navMap: navMap, newState: newState)
  }
}
