import GoogleNavigation
import UIKit

/// Faulty (NLC-005): slides a prompt in first and only then lifts the logo (and the other
/// floating controls) above it, so the prompt passes over the logo on the way in. The settled
/// layout is the reference's.
@MainActor
final class LogoMovesAfterPromptDelegate: ReferencePromptWrapper {
  override func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    super.showPrompt(navMap: navMap, newPrompt: newPrompt)
    guard let limit = reference.prompt?.floorLimit else { return }
    // Drop the floor back at once, then raise it in a second animation after the prompt's.
    limit.isActive = false
    navMap.layoutIfNeeded()
    let duration = ReferenceLayoutDelegate.promptAnimationDuration
    UIView.animate(withDuration: duration, delay: duration) {
      limit.isActive = true
      navMap.layoutIfNeeded()
    }
  }
}
