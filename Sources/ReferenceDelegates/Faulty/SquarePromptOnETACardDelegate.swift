import GoogleNavigation
import UIKit

/// Faulty (NLC-020, warning): keeps a prompt's default top-only rounding although it rests on
/// the ETA card, not on the bottom edge.
@MainActor
final class SquarePromptOnETACardDelegate: ReferencePromptWrapper {
  override func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    super.showPrompt(navMap: navMap, newPrompt: newPrompt)
    newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  }
}
