import GoogleNavigation
import UIKit

/// Faulty (NLC-025, warning): docks each prompt it slides in on the ETA card's frame
/// (`prompt.bottomAnchor == etaCard.topAnchor`) instead of the card's `layoutMarginsGuide`, so
/// the prompt's bottom margin and the card's top margin add up to a doubled gap. A resize
/// re-places the prompt the reference's way.
@MainActor
final class PromptOnETACardFrameDelegate: ReferenceLayoutDelegate {
  override func animatePrompts(
    in incoming: PromptPlacement?, out outgoing: PromptPlacement?, navMap: GMSMapView
  ) {
    guard var placement = incoming, let eta = guidanceState?.etaCard else {
      super.animatePrompts(in: incoming, out: outgoing, navMap: navMap)
      return
    }
    // The same slide, frame to frame.
    let frameToFrame = placement.view.bottomAnchor.constraint(
      equalTo: eta.topAnchor, constant: placement.bottom.constant)
    placement.bottom.isActive = false
    frameToFrame.isActive = true
    placement.constraints.removeAll { $0 === placement.bottom }
    placement.constraints.append(frameToFrame)
    placement.bottom = frameToFrame
    prompt = placement
    navMap.layoutIfNeeded()
    super.animatePrompts(in: placement, out: outgoing, navMap: navMap)
  }
}
