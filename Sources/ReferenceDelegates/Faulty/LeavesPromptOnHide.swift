import GoogleNavigation
import UIKit

/// Breaks NLC-009: `hidePrompt` parks the old prompt in a hidden holder view on the map (to
/// keep it around) instead of removing it; hidden, it draws nothing, so only the cleanup rule
/// sees it.
@MainActor
final class LeavesPromptOnHide: ReferencePromptWrapper {
  /// A plain view, hidden, at the map's origin with zero size.
  let holder = UIView()

  override func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard let placement = reference.prompt, placement.view === oldPrompt else { return }
    reference.prompt = nil
    NSLayoutConstraint.deactivate(placement.constraints)
    if holder.superview == nil {
      holder.isHidden = true
      navMap.addSubview(holder)
    }
    // The bug: the prompt is parked, not removed from its superview.
    holder.addSubview(oldPrompt)
    NSLayoutConstraint.activate([
      oldPrompt.topAnchor.constraint(equalTo: holder.topAnchor),
      oldPrompt.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
    ])
  }
}
