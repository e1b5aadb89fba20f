import UIKitModel

// The SDK's callbacks are `optional`; Swift protocols without @objc cannot say that, so every
// callback gets an empty default here (DESIGN.md §4).

extension NavigationLayoutDelegate {
  /// Does nothing; a delegate that shows anything implements it.
  @MainActor public func enableNavigationUI(
    navMap mapView: GMSMapView, newState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @MainActor public func disableNavigationUI(
    navMap mapView: GMSMapView, oldState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @MainActor public func startGuidance(
    navMap mapView: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @MainActor public func stopGuidance(
    navMap mapView: GMSMapView, newState: any NavigationReadyUIState,
    oldState: any ActiveGuidanceUIState
  ) {}

  /// Does nothing: the prompt is never added, so it does not show.
  @MainActor public func showPrompt(navMap mapView: GMSMapView, newPrompt: any NavigationPromptView) {}

  /// Does nothing.
  @MainActor public func hidePrompt(navMap mapView: GMSMapView, oldPrompt: any NavigationPromptView) {}

  /// Does nothing.
  @MainActor public func changePrompt(
    navMap mapView: GMSMapView, newPrompt: any NavigationPromptView,
    oldPrompt: any NavigationPromptView
  ) {}

  /// Does nothing.
  @MainActor public func sizeChanged(navMap mapView: GMSMapView, newState: any NavigationUIState) {}
}
