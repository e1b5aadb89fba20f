import UIKitModel

// The SDK's callbacks are `optional`; Swift protocols without @objc cannot say that, so every
// callback gets an empty default here (DESIGN.md §4).

extension NavigationLayoutDelegate {
  /// Does nothing; a delegate that shows anything implements it.
  @preconcurrency @MainActor public func enableNavigationUI(
    navMap mapView: GMSMapView, newState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @preconcurrency @MainActor public func disableNavigationUI(
    navMap mapView: GMSMapView, oldState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @preconcurrency @MainActor public func startGuidance(
    navMap mapView: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {}

  /// Does nothing.
  @preconcurrency @MainActor public func stopGuidance(
    navMap mapView: GMSMapView, newState: any NavigationReadyUIState,
    oldState: any ActiveGuidanceUIState
  ) {}

  /// Does nothing: the prompt is never added, so it does not show.
  @preconcurrency @MainActor public func showPrompt(navMap mapView: GMSMapView, newPrompt: any NavigationPromptView) {}

  /// Does nothing.
  @preconcurrency @MainActor public func hidePrompt(navMap mapView: GMSMapView, oldPrompt: any NavigationPromptView) {}

  /// Does nothing.
  @preconcurrency @MainActor public func changePrompt(
    navMap mapView: GMSMapView, newPrompt: any NavigationPromptView,
    oldPrompt: any NavigationPromptView
  ) {}

  /// Does nothing.
  @preconcurrency @MainActor public func sizeChanged(navMap mapView: GMSMapView, newState: any NavigationUIState) {}
}
