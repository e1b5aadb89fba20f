import GoogleNavigation
import UIKit

// The active-guidance layouts. Narrow: turn card on top with the panel under it, ETA card at
// the bottom, floating controls above the floor. Wide: cards in a leading column, everything
// else beside it.

extension ReferenceLayoutDelegate {
  func installGuidanceLayout(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    guidanceStack = stack
    stack.arrangedSubviews = Self.orderedButtonViews(state.buttons)
    add(
      [
        state.viewport, state.turnCard, state.etaCard, orderStatus, state.tripProgressBar,
        state.googleLogo, state.speedWidget, stack,
      ], to: navMap)
    let cards = [
      state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
    ]
    let rest =
      state.wideMode
      ? wideConstraints(in: navMap, state: state, stack: stack)
      : narrowConstraints(in: navMap, state: state, stack: stack)
    stateConstraints = cards + rest
    NSLayoutConstraint.activate(stateConstraints)
  }

  private func narrowConstraints(
    in navMap: GMSMapView, state: any ActiveGuidanceUIState, stack: GMSNavigationHidingStackView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    let logo = state.googleLogo
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    return floorConstraints(leading: safe.leadingAnchor, trailing: safe.trailingAnchor, in: navMap)
      + [
        // The speed widget sits on the ETA card's visible top (its margins guide).
        floor.bottomAnchor.constraint(
          lessThanOrEqualTo: state.etaCard.layoutMarginsGuide.topAnchor),
        orderStatus.topAnchor.constraint(
          equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
        orderStatus.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        orderStatus.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        orderStatus.heightAnchor.constraint(equalToConstant: OrderStatusPanel.height),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        state.viewport.topAnchor.constraint(equalTo: orderStatus.bottomAnchor, constant: gap),
        state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        speed.bottomAnchor.constraint(equalTo: floor.topAnchor),
        bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        bar.topAnchor.constraint(equalTo: orderStatus.bottomAnchor, constant: gap),
        bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        stack.topAnchor.constraint(equalTo: orderStatus.bottomAnchor, constant: gap),
        stack.bottomAnchor.constraint(equalTo: speed.layoutMarginsGuide.topAnchor, constant: -gap),
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
      orderStatus.heightAnchor.constraint(equalToConstant: OrderStatusPanel.height),
      state.viewport.leadingAnchor.constraint(equalTo: column),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: column, constant: side),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      state.speedWidget.leadingAnchor.constraint(equalTo: logo.trailingAnchor, constant: gap),
      state.speedWidget.bottomAnchor.constraint(equalTo: floor.topAnchor),
      bar.leadingAnchor.constraint(equalTo: column, constant: side),
      bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]
  }
}
