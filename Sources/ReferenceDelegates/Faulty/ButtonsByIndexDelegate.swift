import GoogleNavigation
import UIKit

/// Breaks NLC-016: takes the first button of the guidance list to be the compass, as code
/// written when the SDK listed only the compass does, and stacks just that one. Once a new SDK
/// version reorders the list or puts another button first, the compass is gone.
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

  /// The reference's stack with only `buttons[0]` (the speed widget stays first).
  private func stackButtonsByIndex() {
    guard let state = guidanceState, let stack = guidanceStack, let first = state.buttons.first
    else { return }
    let compass = first.view
    stack.arrangedSubviews = state.wideMode ? [compass] : [state.speedWidget, compass]
  }
}
