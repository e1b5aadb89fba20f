import Foundation
import GoogleNavigation
import UIKit

// A legacy trucking app's layout delegate as a Swift 5 app target writes it: no @MainActor
// anywhere, the conformance in an extension (so nothing infers isolation), views made by a
// helper class and in a stored property's initialiser.
// UIKit, imported from Objective-C, asks no isolation of such code in Swift 5 mode with minimal
// concurrency checking; the model's declarations are `@preconcurrency @MainActor` so it
// compiles here too (CONFORMANCE.md AL-UIK-001).

/// Makes the app's own views.
final class TruckingViewFactory {
  func makeDivider() -> UIView {
    let divider = UIView()
    divider.translatesAutoresizingMaskIntoConstraints = false
    divider.backgroundColor = .separator
    divider.isUserInteractionEnabled = false
    return divider
  }
}

/// Viewport over the safe area, logo bottom leading, buttons in a hiding stack at the trailing
/// side; in guidance, full-width cards top and bottom (a portrait app's layout) with a hairline
/// under the turn card; prompts above the ETA card.
final class TruckingLayoutDelegate: NSObject {
  private let factory = TruckingViewFactory()
  private lazy var divider: UIView = factory.makeDivider()
  private let floor = UILayoutGuide()
  private var views: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: UIView?
  private var etaCard: UIView?
  private var stack: GMSNavigationHidingStackView?

  private func build(
    in map: GMSMapView, logo: UIView, viewport: UIView, buttons: [any NavigationUIButton],
    cards: (turn: UIView, eta: UIView)?
  ) {
    let safe = map.safeAreaLayoutGuide
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    stack.arrangedSubviews = Self.ordered(buttons)
    views = [viewport] + (cards.map { [$0.turn, $0.eta, divider] } ?? []) + [logo, stack]
    for view in views { map.addSubview(view) }
    etaCard = cards?.eta
    let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    let top = cards?.turn.layoutMarginsGuide.bottomAnchor ?? safe.topAnchor
    constraints = [
      resting, floor.heightAnchor.constraint(equalToConstant: 0),
      floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: top),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
      stack.topAnchor.constraint(equalTo: top, constant: 8),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -8),
    ]
    if let cards = cards {
      constraints += [
        cards.turn.topAnchor.constraint(equalTo: map.topAnchor),
        cards.turn.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        cards.turn.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        divider.topAnchor.constraint(equalTo: cards.turn.bottomAnchor),
        divider.leadingAnchor.constraint(equalTo: cards.turn.leadingAnchor),
        divider.trailingAnchor.constraint(equalTo: cards.turn.trailingAnchor),
        divider.heightAnchor.constraint(equalToConstant: 0),
        cards.eta.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        cards.eta.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        cards.eta.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: cards.eta.layoutMarginsGuide.topAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    self.stack = stack
  }

  /// The buttons by kind, never by index (the SDK may reorder them).
  private static func ordered(_ buttons: [any NavigationUIButton]) -> [UIView] {
    let known: [NavigationButtonKnownType] = [.compass, .reporting]
    let first = known.compactMap { type in buttons.first { $0.type == type }?.view }
    let rest = buttons.filter { !known.contains($0.type) }.map { $0.view }
    return first + rest
  }

  private func removePrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }

  private func clear() {
    removePrompt()
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    for view in views.reversed() { view.removeFromSuperview() }
    views = []
    stack?.arrangedSubviews = []
    stack = nil
    etaCard = nil
  }
}

extension TruckingLayoutDelegate: NavigationLayoutDelegate {
  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    build(
      in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: nil)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    clear()
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    clear()
    build(
      in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: (newState.turnCard, newState.etaCard))
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    clear()
    build(
      in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: nil)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    guard let etaCard = etaCard else { return }
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    removePrompt()
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    removePrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
