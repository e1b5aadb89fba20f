import GoogleNavigation
import UIKit

/// Breaks NLC-009: `hidePrompt` parks the old prompt in a hidden holder view on the map (to
/// keep it around) instead of removing it; hidden, it draws nothing, so only the cleanup rule
/// sees it.
///
/// Prompt callbacks are declared in an extension of ``ReferenceLayoutDelegate`` and cannot be
/// overridden, so this delegate wraps one and forwards every other callback to it.
@MainActor
final class LeavesPromptOnHide: NSObject, NavigationLayoutDelegate {
  let base = ReferenceLayoutDelegate()
  /// A plain view, hidden, at the map's origin with zero size.
  let holder = UIView()

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
    if holder.superview == nil {
      holder.isHidden = true
      navMap.addSubview(holder)
    }
    // The bug: the prompt is parked, not removed from its superview.
    holder.addSubview(oldPrompt)
    NSLayoutConstraint.activate([
      oldPrompt.topAnchor.constraint(equalTo: holder.topAnchor),
      oldPrompt.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
    ])
  }
}
