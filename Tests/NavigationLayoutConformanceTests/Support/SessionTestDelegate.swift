import GoogleNavigation
import UIKit

/// What the tests' app-style delegates write the same way: the ready layout (the viewport on
/// the safe area, the logo 12 points in from its lower leading corner), installing a state's
/// views and constraints and tearing them down, and the callbacks. A subclass lays out
/// guidance (``layOutGuidance(_:_:)``); prompts stay where the SDK puts them.
@MainActor
class SessionTestDelegate: NSObject, NavigationLayoutDelegate {
  private var constraints: [NSLayoutConstraint] = []
  private var views: [UIView] = []

  /// Lays out active guidance with ``install(_:_:in:)``; subclasses override it.
  func layOutGuidance(_ map: GMSMapView, _ state: any ActiveGuidanceUIState) {
    preconditionFailure("\(type(of: self)) must override layOutGuidance(_:_:)")
  }

  /// Adds `newViews` to `map` and activates `newConstraints`: the current state's, which the
  /// next state's teardown removes.
  func install(_ newViews: [UIView], _ newConstraints: [NSLayoutConstraint], in map: GMSMapView) {
    for view in newViews { map.addSubview(view) }
    views = newViews
    constraints = newConstraints
    NSLayoutConstraint.activate(newConstraints)
  }

  private func tearDown() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    for view in views.reversed() { view.removeFromSuperview() }
    views = []
  }

  private func layOutReady(_ map: GMSMapView, _ state: any NavigationReadyUIState) {
    let safe = map.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    install(
      [viewport, logo],
      [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
      ], in: map)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    layOutReady(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    tearDown()
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    tearDown()
    layOutGuidance(navMap, newState)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    tearDown()
    layOutReady(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    tearDown()
    if let guidance = newState as? any ActiveGuidanceUIState {
      layOutGuidance(navMap, guidance)
    } else if let ready = newState as? any NavigationReadyUIState {
      layOutReady(navMap, ready)
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {}
  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {}
  func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {}
}
