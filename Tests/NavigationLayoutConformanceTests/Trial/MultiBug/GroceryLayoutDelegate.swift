import GoogleNavigation
import UIKit

/// Grocery-delivery app shipped in Arabic and Hebrew as well as English: everything is laid out
/// with leading/trailing anchors, prompts fade and slide in with UIView.animate.
@MainActor
final class GroceryLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slide: TimeInterval = 0.3

  private let contentBottomGuide = UILayoutGuide()
  /// A guide the app's "shelf" of substitution chips was meant to hang from.
  private let shelfGuide = UILayoutGuide()
  private let readyStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var shared: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var guidanceViews: [UIView] = []
  private var prompt: NavigationPromptView?
  private var promptBottom: NSLayoutConstraint?
  private var promptGuideConstraint: NSLayoutConstraint?

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottomGuide)
    navMap.addLayoutGuide(shelfGuide)
    let safe = navMap.safeAreaLayoutGuide
    let low = contentBottomGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    low.priority = .defaultLow
    shared = [
      contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), low,
      shelfGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      shelfGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      shelfGuide.topAnchor.constraint(equalTo: safe.topAnchor),
      shelfGuide.heightAnchor.constraint(equalToConstant: 0),
    ]
    NSLayoutConstraint.activate(shared)
    installReady(navMap, newState)
  }

  private func installReady(_ navMap: GMSMapView, _ state: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    navMap.addSubview(viewport)
    navMap.addSubview(logo)
    readyStack.arrangedSubviews = state.buttons.map { $0.view }
    navMap.addSubview(readyStack)
    readyConstraints = [
      readyStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      readyStack.topAnchor.constraint(equalTo: safe.topAnchor),
      readyStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func removeReady(_ state: any NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyStack.removeFromSuperview()
    readyStack.arrangedSubviews = []
    state.googleLogo.removeFromSuperview()
    state.viewport.removeFromSuperview()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    prompt?.removeFromSuperview()
    prompt = nil
    promptBottom = nil
    removeReady(oldState)
    NSLayoutConstraint.deactivate(shared)
    shared = []
    navMap.removeLayoutGuide(contentBottomGuide)
    // PLANTED G5: shelfGuide is never removed.
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {
    removeReady(oldState)
    // PLANTED G3: legacy slot API while a layout delegate is set.
    navMap.settings.isNavigationHeaderEnabled = true
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let speed = newState.speedWidget
    let progress = newState.tripProgressBar
    guidanceViews = [turnCard, etaCard, viewport, progress, speed, logo]
    guidanceViews.forEach { navMap.addSubview($0) }
    guidanceStack.arrangedSubviews = newState.buttons.map { $0.view }
    navMap.addSubview(guidanceStack)
    // PLANTED G1: "the compass must always be visible" — fights the hiding stack.
    for button in newState.buttons where button.type == .compass {
      button.view.isHidden = false
    }

    let progressBottom = progress.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8)
    progressBottom.priority = UILayoutPriority(999)
    guidanceConstraints = [
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

      guidanceStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      guidanceStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      guidanceStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),

      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // PLANTED G2: the logo stands on the ETA card, not on the content guide, so a
      // prompt docked at the bottom slides over it.
      logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),

      // PLANTED G4: the speed widget is tucked under the turn card's housing.
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
      speed.topAnchor.constraint(equalTo: turnCard.topAnchor, constant: 8),

      progress.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      progress.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      progressBottom,

      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(guidanceConstraints)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState,
    oldState: any ActiveGuidanceUIState
  ) {
    // PLANTED G6: a prompt on screen is not removed here.
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceStack.removeFromSuperview()
    guidanceStack.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    installReady(navMap, newState)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    newPrompt.alpha = 0
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.slide, delay: 0, options: [.curveEaseOut]) {
      newPrompt.alpha = 1
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let bottom = promptBottom else { return }
    promptBottom = nil
    prompt = nil
    UIView.animate(withDuration: Self.slide, delay: 0, options: [.curveEaseIn]) {
      oldPrompt.alpha = 0
      bottom.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { _ in
      oldPrompt.removeFromSuperview()
    }
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
  ) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}

@MainActor func makeGroceryDelegate() -> any NavigationLayoutDelegate {
  GroceryLayoutDelegate()
}
