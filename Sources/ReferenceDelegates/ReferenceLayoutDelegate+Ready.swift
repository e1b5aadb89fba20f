import GoogleNavigation
import UIKit

// The navigation-ready layout: the order-status panel at the bottom of the safe area, the
// viewport above it, the logo at the leading side and the buttons at the trailing side.

extension ReferenceLayoutDelegate {
  func installReadyLayout(in navMap: GMSMapView, state: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    let stack = buttonStack
    readyStack = stack
    stack.arrangedSubviews = Self.orderedButtonViews(state.buttons)
    let logo = state.googleLogo
    let viewport = state.viewport
    add([viewport, orderStatus, logo, stack], to: navMap)
    if placesPanelAtSide(in: navMap) {
      stateConstraints = sidePanelReadyConstraints(in: navMap, state: state)
      NSLayoutConstraint.activate(stateConstraints)
      return
    }
    stateConstraints =
      floorConstraints(leading: safe.leadingAnchor, trailing: safe.trailingAnchor, in: navMap) + [
        floor.bottomAnchor.constraint(lessThanOrEqualTo: orderStatus.topAnchor, constant: -gap),
        orderStatus.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        orderStatus.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        orderStatus.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        panelHeight(in: navMap),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ] + floatingReadyConstraints(logo: logo, viewport: viewport, stack: stack, in: navMap)
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// The ready layout with the panel as a side panel: at the top of the leading side,
  /// ``sidePanelWidth`` wide, the viewport beside it, the logo under it on the floor and the
  /// buttons at the trailing side.
  private func sidePanelReadyConstraints(
    in navMap: GMSMapView, state: any NavigationReadyUIState
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    let logo = state.googleLogo
    let viewport = state.viewport
    let stack = buttonStack
    return floorConstraints(leading: safe.leadingAnchor, trailing: safe.trailingAnchor, in: navMap)
      + [
        floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
        orderStatus.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        orderStatus.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        orderStatus.widthAnchor.constraint(equalToConstant: Self.sidePanelWidth),
        panelHeight(in: navMap),
        viewport.leadingAnchor.constraint(equalTo: orderStatus.trailingAnchor, constant: gap),
      ] + floatingReadyConstraints(logo: logo, viewport: viewport, stack: stack, in: navMap)
  }

  /// What both ready layouts share after the viewport's leading edge: the viewport from the
  /// top of the safe area to the floor, the logo on the floor at the leading side, the buttons'
  /// stack at the trailing side from the top down to the logo.
  private func floatingReadyConstraints(
    logo: UIView, viewport: UIView, stack: UIView, in navMap: GMSMapView
  ) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = NavigationStyleValues.buttonHorizontalPadding
    let gap = Self.gap
    return [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      stack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
    ]
  }

  /// The floor guide: zero height between two horizontal anchors, pulled down to the bottom
  /// of the safe area unless something below pushes it up.
  func floorConstraints(
    leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor, in navMap: GMSMapView
  ) -> [NSLayoutConstraint] {
    let pullDown = floor.bottomAnchor.constraint(
      equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    pullDown.priority = .defaultLow
    return [
      floor.heightAnchor.constraint(equalToConstant: 0),
      floor.leadingAnchor.constraint(equalTo: leading),
      floor.trailingAnchor.constraint(equalTo: trailing),
      pullDown,
    ]
  }
}
