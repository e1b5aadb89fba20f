public import Foundation
import UIKitModel

/// An object that lays out the navigation UI of a map view: the Swift `NavigationLayoutDelegate`
/// of the Navigation SDK (api-facts.md §1; seeds, "How layout customization works").
///
/// Install one with ``GMSMapView/setLayoutDelegate(_:)`` before navigation is enabled. The SDK
/// then calls it on every navigation state change and hands over the Google components of the
/// new state; by default the screen is empty, and a component shows only where the delegate
/// adds and constrains it. Every callback runs on the main actor; the protocol itself is not
/// main-actor isolated, as the SDK's is not.
///
/// The SDK declares the callbacks `optional`, which needs Objective-C; the model gives every
/// one a no-op default in an extension instead, so a conforming type implements only what it
/// needs (DESIGN.md §4).
///
/// The simulator calls them in this order (DESIGN.md §5): `enableNavigationUI`, then any number
/// of guidance sessions (`startGuidance`, prompt callbacks, `stopGuidance`), then
/// `disableNavigationUI`; `sizeChanged` whenever the map's size changes while enabled.
///
/// ```swift
/// final class MyLayoutDelegate: NSObject, NavigationLayoutDelegate {
///   func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
///     navMap.addSubview(newState.googleLogo)
///     navMap.addSubview(newState.viewport)
///     // ...constraints
///   }
/// }
/// ```
public protocol NavigationLayoutDelegate: NSObjectProtocol {
  /// Adds the navigation-ready components to the map view and lays them out.
  ///
  /// Called when navigation becomes enabled (api-facts.md §1, verified declaration).
  /// - Parameters:
  ///   - mapView: The map view whose navigation UI the delegate lays out.
  ///   - newState: The navigation-ready state: logo, viewport, buttons, wide mode.
  @preconcurrency @MainActor func enableNavigationUI(navMap mapView: GMSMapView, newState: any NavigationReadyUIState)

  /// Removes every navigation view, constraint and layout guide the delegate added.
  ///
  /// Called when navigation becomes disabled; the seeds require prompts on screen to go too
  /// (api-facts.md §1, verified declaration).
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - oldState: The navigation-ready state that ends.
  @preconcurrency @MainActor func disableNavigationUI(navMap mapView: GMSMapView, oldState: any NavigationReadyUIState)

  /// Switches the layout to active guidance: turn card, ETA card and the guidance buttons.
  ///
  /// (api-facts.md §1, verified declaration.)
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - newState: The active-guidance state.
  ///   - oldState: The navigation-ready state that guidance starts from.
  @preconcurrency @MainActor func startGuidance(
    navMap mapView: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState)

  /// Returns the layout to navigation-ready; prompts still on screen must be removed here.
  ///
  /// (Declaration from the seeds' sample; the cleanup duty from the Russian seed's checklist.)
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - newState: The navigation-ready state guidance returns to.
  ///   - oldState: The active-guidance state that ends.
  @preconcurrency @MainActor func stopGuidance(
    navMap mapView: GMSMapView, newState: any NavigationReadyUIState,
    oldState: any ActiveGuidanceUIState)

  /// Puts a prompt on screen; the SDK hands it over already sized and does not animate it.
  ///
  /// (Declaration from the seeds' sample; seeds, "Animated prompts".)
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - newPrompt: The prompt, with its SDK-computed size in `bounds`.
  @preconcurrency @MainActor func showPrompt(navMap mapView: GMSMapView, newPrompt: any NavigationPromptView)

  /// Takes the prompt on screen away.
  ///
  /// (Declaration from the seeds' sample.)
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - oldPrompt: The prompt to remove.
  @preconcurrency @MainActor func hidePrompt(navMap mapView: GMSMapView, oldPrompt: any NavigationPromptView)

  /// Replaces the prompt on screen with another.
  ///
  /// The new prompt comes first, as in the seeds' sample.
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - newPrompt: The prompt to show, already sized.
  ///   - oldPrompt: The prompt to remove.
  @preconcurrency @MainActor func changePrompt(
    navMap mapView: GMSMapView, newPrompt: any NavigationPromptView,
    oldPrompt: any NavigationPromptView)

  /// Adapts the layout to a new map size, including a wide-mode flip.
  ///
  /// Called after every size change while navigation is enabled, with the current state
  /// (api-facts.md, open question 3; seeds, "Responding to view size changes").
  /// - Parameters:
  ///   - mapView: The map view.
  ///   - newState: The current state: navigation-ready, or active guidance.
  @preconcurrency @MainActor func sizeChanged(navMap mapView: GMSMapView, newState: any NavigationUIState)
}
