import GoogleNavigation
import UIKit

/// Faulty (NLC-026, warning): in narrow guidance the app's 48-point order-status panel sits
/// above the ETA card as a column with it, its bottom on the card's visible top
/// (`layoutMarginsGuide`) as the guide says, but its sides on the card's frame
/// (`etaCard.leadingAnchor`, `etaCard.trailingAnchor`) instead of its `layoutMarginsGuide`:
/// the panel runs 8 points past the card's visible body on each side (on a phone in portrait,
/// from the screen's edge to the screen's edge). Wide mode is the reference's; the panel makes
/// way for prompts as in ``CardAboveETACardByHeight``.
@MainActor
final class OrderCardOnETACardFrameDelegate: CardAboveETACardByHeight {
  init() {
    super.init(layout: FrameLayout(panel: OrderStatusPanel(), fixedHeight: OrderStatusPanel.height))
  }

  override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    super.sizeChanged(navMap: navMap, newState: newState)
    // Wide mode is the reference's, the panel shown beside the card column even with a prompt
    // up: a resize from narrow, where it made way for the prompt, must not leave it hidden
    // (NLC-018).
    if layout.guidanceState?.wideMode == true { layout.orderStatus.isHidden = false }
  }

  /// The panel's sides on the ETA card's frame.
  final class FrameLayout: CardAboveETACardByHeight.Layout {
    override func cardConstraints(state: any ActiveGuidanceUIState, navMap: GMSMapView)
      -> [NSLayoutConstraint]
    {
      let eta = state.etaCard
      return [
        orderStatus.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
        orderStatus.trailingAnchor.constraint(equalTo: eta.trailingAnchor),
        orderStatus.bottomAnchor.constraint(
          equalTo: eta.layoutMarginsGuide.topAnchor, constant: -Self.gap),
      ]
    }
  }
}
