import GoogleNavigation
import UIKit

/// Faulty (NLC-003): the order-card delegate, except that in narrow guidance the card sits
/// just above the ETA card, placed by the height it has at the default text size: its top is
/// the ETA card's visible top less that height, and nothing ties its bottom to the ETA card.
/// At `.large` it fits; at the accessibility sizes its text makes it taller and it runs into
/// the ETA card. The card makes way for prompts (hidden while one is shown), as the app's
/// design says, so only Dynamic Type breaks it. A subclass of ``Layout`` places the card
/// another way (``OrderCardOnETACardFrameDelegate``).
@MainActor
class CardAboveETACardByHeight: ForwardingLayoutDelegate {
  let layout: Layout

  /// Creates the delegate around `layout`.
  init(layout: Layout = Layout()) {
    self.layout = layout
  }

  override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { layout }

  override func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    super.showPrompt(navMap: navMap, newPrompt: newPrompt)
    if layout.guidanceState?.wideMode == false { layout.orderStatus.isHidden = true }
  }

  override func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    super.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    layout.orderStatus.isHidden = false
  }

  override func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    layout.orderStatus.isHidden = false
    super.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
  }

  /// The reference layout with the card moved above the ETA card in narrow guidance.
  class Layout: ReferenceLayoutDelegate {
    /// The card's height at `.large` plus a little, as measured once by the app's developer.
    static let assumedHeight: CGFloat = 96

    /// Creates the layout with the content-sized ``OrderCardView`` as the card.
    init() {
      super.init(panel: OrderCardView(), fixedHeight: nil)
    }

    /// Creates the layout with `panel` as the card, of `fixedHeight` points or sized by its
    /// content (nil).
    override init(panel: UIView, fixedHeight: CGFloat?) {
      super.init(panel: panel, fixedHeight: fixedHeight)
    }

    /// The card's place above the ETA card, in narrow guidance.
    func cardConstraints(state: any ActiveGuidanceUIState, navMap: GMSMapView)
      -> [NSLayoutConstraint]
    {
      let safe = navMap.safeAreaLayoutGuide
      let side = NavigationStyleValues.buttonHorizontalPadding
      return [
        orderStatus.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        orderStatus.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        // The bug: a fixed offset stands in for "bottom above the ETA card".
        orderStatus.topAnchor.constraint(
          equalTo: state.etaCard.layoutMarginsGuide.topAnchor,
          constant: -Self.gap - Self.assumedHeight),
      ]
    }

    override func startGuidance(
      navMap: GMSMapView, newState: any ActiveGuidanceUIState,
      oldState: any NavigationReadyUIState
    ) {
      super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
      placeCardAboveETACard(in: navMap)
    }

    override func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
      super.sizeChanged(navMap: navMap, newState: newState)
      if newState is any ActiveGuidanceUIState { placeCardAboveETACard(in: navMap) }
    }

    private func placeCardAboveETACard(in navMap: GMSMapView) {
      guard let state = guidanceState, !state.wideMode, let panelStack = guidancePanelStack
      else { return }
      panelStack.arrangedSubviews = []
      add([orderStatus], to: navMap)
      orderStatus.isHidden = prompt != nil
      let placed =
        cardConstraints(state: state, navMap: navMap) + [
          floor.bottomAnchor.constraint(
            lessThanOrEqualTo: orderStatus.topAnchor, constant: -Self.gap),
          // The panel stack under the turn card is empty now: it takes no room.
          panelStack.heightAnchor.constraint(equalToConstant: 0).withPriority(.defaultHigh),
        ]
      stateConstraints += placed
      NSLayoutConstraint.activate(placed)
    }
  }
}
