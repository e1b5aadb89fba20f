import GoogleNavigation
import UIKit

// The active-guidance layouts. Narrow: turn card on top with the panel under it, ETA card at
// the bottom, floating controls above the floor, the optional ones in hiding stacks. Wide:
// cards in a leading column, everything else beside it.

extension ReferenceLayoutDelegate {
  func installGuidanceLayout(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    let stack = buttonStack
    guidanceStack = stack
    let buttons = Self.orderedButtonViews(state.buttons)
    if state.wideMode {
      // The speed widget heads the buttons' column here too: beside the logo it would run
      // into the buttons where the room next to the card column is narrow.
      stack.arrangedSubviews = [state.speedWidget] + buttons
      add(
        [
          state.viewport, state.turnCard, state.etaCard, orderStatus, state.tripProgressBar,
          state.googleLogo, stack,
        ], to: navMap)
    } else {
      // The speed widget stands first in the buttons' stack, so it hides (after them) when
      // the floor comes too close to the turn card; the panel gets a stack of its own.
      stack.arrangedSubviews = [state.speedWidget] + buttons
      panelStack.arrangedSubviews = [orderStatus]
      guidancePanelStack = panelStack
      add(
        [
          state.viewport, state.turnCard, state.etaCard, panelStack, state.tripProgressBar,
          state.googleLogo, stack,
        ], to: navMap)
    }
    let leading = Self.cardLeadingAnchor(in: navMap, wide: state.wideMode)
    // In narrow mode the cards may slide their outer margins off the map for the logo
    // (`cardSlides`); in wide mode they stand in a column with room beside it.
    let cards = [
      state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor)
        .withPriority(state.wideMode ? .required : Self.turnCardPinPriority),
      state.turnCard.leadingAnchor.constraint(equalTo: leading),
      state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        .withPriority(state.wideMode ? .required : Self.etaCardPinPriority),
      state.etaCard.leadingAnchor.constraint(equalTo: leading),
    ]
    let rest =
      state.wideMode
      ? wideConstraints(in: navMap, state: state, stack: stack)
      : narrowConstraints(in: navMap, state: state, stack: stack)
    stateConstraints = cards + rest
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// Where cards and prompts start: in wide mode the map's leading edge, as the SDK widens
  /// them by the leading unsafe band to draw behind it; in narrow mode the safe area's, as the
  /// guide's sample pins the turn card, since the SDK makes them exactly the safe area's width
  /// (on a map with side bands, pinned to the map's edge they would draw into the leading band,
  /// NLC-023).
  static func cardLeadingAnchor(in navMap: GMSMapView, wide: Bool) -> NSLayoutXAxisAnchor {
    wide ? navMap.leadingAnchor : navMap.safeAreaLayoutGuide.leadingAnchor
  }

  /// Narrow mode degrades instead of over-constraining: the only required vertical chain is
  /// Google's (turn card on top, ETA card at the bottom, a prompt on the ETA card's visible
  /// top), and everything the app stacks between them hangs from the floor or from the turn
  /// card with optional priorities, so a short screen never makes the layout unsatisfiable.
  ///
  /// What gives way, in order, as the room between the turn card's visible bottom and the
  /// floor shrinks:
  /// 1. The buttons, then the speed widget: they stand in a bottom hiding stack on the floor
  ///    that hides from the end when it is too short.
  /// 2. The order-status panel: it sits in a top hiding stack that may only reach down to the
  ///    trip progress bar's slot above the logo, so it hides as soon as it would reach the
  ///    logo's row.
  /// 3. The viewport's gaps under the turn card (the panel's stack and its gap, when the panel
  ///    is hidden), then the viewport (below 32 points) and the trip progress bar shrink to
  ///    nothing (never a negative size).
  /// 4. The logo's gap to the floor, then the cards' places: when the logo's row is short
  ///    (the re-center button, up to 52 points tall, stands in the logo's place), the turn
  ///    card rises by up to its top margin, then the ETA card (and the prompt on it) drops by
  ///    up to its bottom margin (`cardSlides`). A 667×344 map with a 20-point bottom band and
  ///    an 81-point prompt leaves 51 points for the 52-point button under the pinned cards.
  /// 5. When even that does not fit (e.g. a 120-point prompt on a 200×300 map), the logo
  ///    keeps its place on the floor, inside the safe area and clear of the prompt, and
  ///    overlaps the turn card; and a prompt taller than the room between the cards overlaps
  ///    the turn card. No layout can show the cards, a prompt and the logo apart there, so the
  ///    delegate keeps Google's sizes and the no-prompt-over-logo rule and gives up
  ///    no-overlap. DESIGN.md §4 makes such environments a generator concern.
  private func narrowConstraints(
    in navMap: GMSMapView, state: any ActiveGuidanceUIState, stack: GMSNavigationHidingStackView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    let logo = state.googleLogo
    let bar = state.tripProgressBar
    let top = state.turnCard.layoutMarginsGuide.bottomAnchor
    guard let panelStack = guidancePanelStack else { return [] }
    let below = panelStack.bottomAnchor
    return floorConstraints(leading: safe.leadingAnchor, trailing: safe.trailingAnchor, in: navMap)
      + Self.cardSlides(in: navMap, state: state) + [
        logo.topAnchor.constraint(greaterThanOrEqualTo: top)
          .withPriority(Self.logoClearancePriority),
        // The speed widget sits on the ETA card's visible top (its margins guide).
        floor.bottomAnchor.constraint(
          lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
        panelStack.topAnchor.constraint(equalTo: top, constant: gap),
        panelStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        panelStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        orderStatus.trailingAnchor.constraint(equalTo: panelStack.trailingAnchor),
        panelHeight(in: navMap),
        // The stack asks for the panel's height; a short map squeezes it, and it hides.
        (fixedPanelHeight.map { panelStack.heightAnchor.constraint(equalToConstant: $0) }
          ?? panelStack.heightAnchor.constraint(equalTo: orderStatus.heightAnchor))
          .withPriority(.defaultLow),
        // Room for the trip progress bar's gaps above the logo, even at zero height.
        panelStack.bottomAnchor.constraint(lessThanOrEqualTo: logo.topAnchor, constant: -2 * gap)
          .withPriority(Self.roomPriority),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        // The viewport starts a gap below the panel's stack; on a short map that gap, then the
        // empty stack's own gap give way before the viewport drops under its minimum (it draws
        // nothing, so it may reach the turn card's visible bottom; a shown panel always leaves
        // it 40 points, the logo's row and gaps). A 667×362 map with an 86-point prompt has 39
        // points between the turn card and the prompt, a 667×379 one with a 90-point prompt 47.
        state.viewport.topAnchor.constraint(greaterThanOrEqualTo: top),
        state.viewport.topAnchor.constraint(greaterThanOrEqualTo: below)
          .withPriority(Self.roomPriority - 1),
        state.viewport.topAnchor.constraint(equalTo: below, constant: gap)
          .withPriority(Self.roomPriority - 1),
        state.viewport.heightAnchor.constraint(
          greaterThanOrEqualToConstant: Self.viewportMinimumHeight
        ).withPriority(Self.roomPriority),
        state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        // The logo stands on the floor with a gap that gives way first on a short map (a
        // prompt and the re-center button can leave less room than the gaps want), before
        // the logo would climb into the turn card.
        logo.bottomAnchor.constraint(lessThanOrEqualTo: floor.topAnchor),
        logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap)
          .withPriority(Self.roomPriority - 1),
        bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        bar.topAnchor.constraint(equalTo: below, constant: gap).withPriority(Self.roomPriority),
        bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        stack.topAnchor.constraint(equalTo: below, constant: gap).withPriority(Self.roomPriority),
        stack.bottomAnchor.constraint(equalTo: floor.topAnchor),
      ]
  }

  /// Narrow mode only: how far the cards may leave their pins to the map's edges. The turn
  /// card may rise by its top layout margin and the ETA card drop by its bottom one: the SDK
  /// draws a card inside its margins, so only transparent margin leaves the map (NLC-003 and
  /// NLC-019 judge the visible card), never the card.
  private static func cardSlides(in navMap: GMSMapView, state: any ActiveGuidanceUIState)
    -> [NSLayoutConstraint]
  {
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    return [
      turnCard.topAnchor.constraint(lessThanOrEqualTo: navMap.topAnchor),
      turnCard.topAnchor.constraint(
        greaterThanOrEqualTo: navMap.topAnchor, constant: -turnCard.directionalLayoutMargins.top),
      etaCard.bottomAnchor.constraint(greaterThanOrEqualTo: navMap.bottomAnchor),
      etaCard.bottomAnchor.constraint(
        lessThanOrEqualTo: navMap.bottomAnchor, constant: etaCard.directionalLayoutMargins.bottom),
    ]
  }

  private func wideConstraints(
    in navMap: GMSMapView, state: any ActiveGuidanceUIState, stack: GMSNavigationHidingStackView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    let column = state.turnCard.trailingAnchor
    let logo = state.googleLogo
    let bar = state.tripProgressBar
    return floorConstraints(leading: column, trailing: safe.trailingAnchor, in: navMap) + [
      floor.bottomAnchor.constraint(lessThanOrEqualTo: orderStatus.topAnchor, constant: -gap),
      orderStatus.leadingAnchor.constraint(equalTo: column, constant: gap),
      orderStatus.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      orderStatus.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      panelHeight(in: navMap),
      state.viewport.leadingAnchor.constraint(equalTo: column),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: column, constant: side),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      bar.leadingAnchor.constraint(equalTo: column, constant: side),
      bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]
  }
}
