import GoogleNavigation
import ReferenceDelegates
import UIKit

/// The reference delegate, except that starting guidance never returns: the hang the
/// isolation tests need (NLC-021, "the delegate hung"), which no catalogue delegate has,
/// since a hang would stop every in-process run.
@MainActor
final class HangsOnGuidanceDelegate: ForwardingLayoutDelegate {
  let reference = ReferenceLayoutDelegate()

  override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }

  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    // Spins until the parent kills the worker at its case timeout.
    while navMap.bounds.width >= 0 {}
  }
}
