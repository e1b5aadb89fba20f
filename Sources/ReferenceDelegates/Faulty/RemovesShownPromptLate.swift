import GoogleNavigation
import UIKit

/// Breaks NLC-022: `hidePrompt` also fades the old prompt and, when the fade ends, removes
/// "the prompt" it reads from its own property at that moment, not the one it hid. When the
/// SDK shows the next prompt before the fade ends, the completion removes the new prompt: the
/// SDK shows a prompt and the screen has none. Every other rule still holds.
@MainActor
final class RemovesShownPromptLate: ReferencePromptWrapper {
  /// The prompt the delegate believes is on screen.
  private var shown: UIView?

  override func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    super.showPrompt(navMap: navMap, newPrompt: newPrompt)
    shown = newPrompt
  }

  override func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    super.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    UIView.animate(withDuration: 0.3) {
      oldPrompt.alpha = 0
    } completion: { _ in
      // The bug: `shown` is whatever prompt is current when the fade ends.
      self.shown?.removeFromSuperview()
      self.shown = nil
    }
  }
}
