import GoogleNavigation
import UIKit

/// Faulty (NLC-025, warning): docks each prompt on the ETA card's frame
/// (`prompt.bottomAnchor == etaCard.topAnchor`) instead of the card's `layoutMarginsGuide`, so
/// the prompt's bottom margin and the card's top margin add up to a doubled gap. Everything
/// else is the reference's: the same slide in, and the same place kept across a resize.
@MainActor
final class PromptOnETACardFrameDelegate: ReferenceLayoutDelegate {
  override func animatePrompts(
    in incoming: PromptPlacement?, out outgoing: PromptPlacement?, navMap: GMSMapView
  ) {
    // `place` made the incoming prompt the current one; dock that one on the frame.
    guard incoming != nil, dockCurrentPromptOnFrame() else {
      super.animatePrompts(in: incoming, out: outgoing, navMap: navMap)
      return
    }
    navMap.layoutIfNeeded()
    super.animatePrompts(in: prompt, out: outgoing, navMap: navMap)
  }

  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    if dockCurrentPromptOnFrame() { navMap.layoutIfNeeded() }
  }

  /// Swaps the current prompt's margins-to-margins bottom constraint for a frame-to-frame one
  /// with the same constant (the slide's offset); false when there is nothing to swap.
  private func dockCurrentPromptOnFrame() -> Bool {
    guard var placement = prompt, let eta = guidanceState?.etaCard else { return false }
    let frameToFrame = placement.view.bottomAnchor.constraint(
      equalTo: eta.topAnchor, constant: placement.bottom.constant)
    placement.bottom.isActive = false
    frameToFrame.isActive = true
    placement.constraints.removeAll { $0 === placement.bottom }
    placement.constraints.append(frameToFrame)
    placement.bottom = frameToFrame
    prompt = placement
    return true
  }
}
