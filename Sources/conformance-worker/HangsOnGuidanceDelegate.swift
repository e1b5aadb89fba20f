import GoogleNavigation
import ReferenceDelegates
import UIKit

/// The reference delegate, except that starting guidance never returns: the hang the
/// isolation tests need (NLC-021, "the delegate hung"), which no catalogue delegate has,
/// since a hang would stop every in-process run.
@MainActor
final class HangsOnGuidanceDelegate: NSObject, NavigationLayoutDelegate {
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
    // Spins until the parent kills the worker at its case timeout.
    while navMap.bounds.width >= 0 {}
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
