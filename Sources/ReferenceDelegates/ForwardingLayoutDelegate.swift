public import GoogleNavigation
import UIKit

/// A delegate that hands every callback to another one, ``target(for:)``: the base for a
/// delegate that changes one step of another (a faulty delegate, a test's hanging or
/// environment-dependent delegate) without restating the other seven callbacks.
///
/// ```swift
/// final class HangsOnGuidance: ForwardingLayoutDelegate {
///   let reference = ReferenceLayoutDelegate()
///   override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
///   override func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState,
///     oldState: any NavigationReadyUIState) { while true {} }
/// }
/// ```
@MainActor
open class ForwardingLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// Creates a forwarding delegate.
  public override init() {}

  /// The delegate a callback for `map` goes to; subclasses override it.
  open func target(for map: GMSMapView) -> any NavigationLayoutDelegate {
    preconditionFailure("\(type(of: self)) must override target(for:)")
  }

  open func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    target(for: navMap).enableNavigationUI(navMap: navMap, newState: newState)
  }

  open func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    target(for: navMap).disableNavigationUI(navMap: navMap, oldState: oldState)
  }

  open func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    target(for: navMap).startGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  open func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    target(for: navMap).stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  open func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    target(for: navMap).showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  open func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    target(for: navMap).hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
  }

  open func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    target(for: navMap).changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
  }

  open func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    target(for: navMap).sizeChanged(navMap: navMap, newState: newState)
  }
}
