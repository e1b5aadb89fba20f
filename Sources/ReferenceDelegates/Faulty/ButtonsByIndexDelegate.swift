import GoogleNavigation
import UIKit

/// Breaks NLC-016: stacks the guidance buttons in the order the SDK lists them, so a new SDK
/// version that reorders the list (or adds a button in front) moves the compass.
final class ButtonsByIndexDelegate: ReferenceLayoutDelegate {
  override func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    stackButtonsByIndex()
  }

  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    if newState is any ActiveGuidanceUIState { stackButtonsByIndex() }
  }

  /// The reference's stack with its buttons in list order (the speed widget stays first).
  private func stackButtonsByIndex() {
    guard let state = guidanceState, let stack = guidanceStack else { return }
    let buttons = state.buttons.map(\.view)
    stack.arrangedSubviews = state.wideMode ? buttons : [state.speedWidget] + buttons
  }
}
