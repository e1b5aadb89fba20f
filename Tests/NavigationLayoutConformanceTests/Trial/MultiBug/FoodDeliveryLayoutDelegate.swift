import GoogleNavigation
import UIKit

/// Food-delivery courier app: an order card (restaurant, order number, items) of UILabels in a
/// UIStackView sits above the ETA card while guiding.
@MainActor
final class FoodDeliveryLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let promptAnimationDuration: TimeInterval = 0.35

  // The app's order card.
  private let orderCard: UIView = {
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "orderCard"
    return card
  }()
  private let restaurantLabel = UILabel()
  private let orderNumberLabel = UILabel()
  private let itemsLabel = UILabel()
  private let stack = UIStackView()

  private let contentBottomGuide = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var sharedConstraints: [NSLayoutConstraint] = []
  private var readyState: (any NavigationReadyUIState)?
  private var guidanceViews: [UIView] = []
  private var currentPrompt: NavigationPromptView?
  private var promptBottom: NSLayoutConstraint?

  override init() {
    super.init()
    restaurantLabel.font = .preferredFont(forTextStyle: .headline)
    restaurantLabel.adjustsFontForContentSizeCategory = true
    restaurantLabel.text = "Luigi's Pizzeria"
    orderNumberLabel.font = .preferredFont(forTextStyle: .subheadline)
    orderNumberLabel.adjustsFontForContentSizeCategory = true
    orderNumberLabel.text = "Order #4821"
    itemsLabel.font = .preferredFont(forTextStyle: .body)
    itemsLabel.adjustsFontForContentSizeCategory = true
    itemsLabel.numberOfLines = 0
    itemsLabel.text = "2× Margherita, 1× Tiramisu"
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    [restaurantLabel, orderNumberLabel, itemsLabel].forEach { stack.addArrangedSubview($0) }
    orderCard.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: orderCard.topAnchor, constant: 12),
      stack.bottomAnchor.constraint(equalTo: orderCard.bottomAnchor, constant: -12),
      stack.leadingAnchor.constraint(equalTo: orderCard.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: orderCard.trailingAnchor, constant: -16),
    ])
  }

  // MARK: Ready

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    readyState = newState
    navMap.addLayoutGuide(contentBottomGuide)
    let safe = navMap.safeAreaLayoutGuide
    let low = contentBottomGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    low.priority = .defaultLow
    sharedConstraints = [contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), low]
    NSLayoutConstraint.activate(sharedConstraints)
    installReady(navMap: navMap, state: newState)
  }

  private func installReady(navMap: GMSMapView, state: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    navMap.addSubview(viewport)
    navMap.addSubview(logo)
    buttonStack.arrangedSubviews = state.buttons.map { $0.view }
    navMap.addSubview(buttonStack)
    readyConstraints = [
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      // PLANTED F3: left instead of leading.
      logo.leftAnchor.constraint(equalTo: safe.leftAnchor),
      logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func removeReady(state: any NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    buttonStack.removeFromSuperview()
    buttonStack.arrangedSubviews = []
    state.googleLogo.removeFromSuperview()
    state.viewport.removeFromSuperview()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    currentPrompt?.removeFromSuperview()
    currentPrompt = nil
    promptBottom = nil
    removeReady(state: oldState)
    NSLayoutConstraint.deactivate(sharedConstraints)
    sharedConstraints = []
    navMap.removeLayoutGuide(contentBottomGuide)
    readyState = nil
    // PLANTED F1: the order card is not removed here.
  }

  // MARK: Guidance

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {
    removeReady(state: oldState)
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let speed = newState.speedWidget
    let progress = newState.tripProgressBar
    guidanceViews = [turnCard, etaCard, viewport, progress, speed, logo]
    guidanceViews.forEach { navMap.addSubview($0) }
    navMap.addSubview(orderCard)
    buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
    navMap.addSubview(buttonStack)

    let progressBottom = progress.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8)
    progressBottom.priority = UILayoutPriority(999)
    guidanceConstraints = [
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      // PLANTED F5: pins a Google card's width.
      turnCard.widthAnchor.constraint(equalTo: safe.widthAnchor, constant: -16),

      etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

      // PLANTED F2: the card is placed by the ETA card's height at the default text size.
      orderCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: -(64 + 8)),
      orderCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      orderCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: orderCard.topAnchor, constant: -8),

      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),

      logo.leftAnchor.constraint(equalTo: safe.leftAnchor),  // PLANTED F3 (same mistake)
      logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),

      speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      speed.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: 8),

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
    currentPrompt?.removeFromSuperview()
    currentPrompt = nil
    promptBottom = nil
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    buttonStack.removeFromSuperview()
    buttonStack.arrangedSubviews = []
    orderCard.removeFromSuperview()
    // PLANTED F4: the speed widget is forgotten.
    [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.googleLogo,
     oldState.viewport].forEach { $0.removeFromSuperview() }
    installReady(navMap: navMap, state: newState)
    readyState = newState
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    currentPrompt = newPrompt
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    // The prompt rests on the order card.
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: orderCard.topAnchor, constant: newPrompt.bounds.height + 200)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let bottom = promptBottom else { return }
    promptBottom = nil
    currentPrompt = nil
    UIView.animate(withDuration: Self.promptAnimationDuration) {
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
    // PLANTED F6: the old prompt is never hidden or removed.
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}

@MainActor func makeFoodDeliveryDelegate() -> any NavigationLayoutDelegate {
  FoodDeliveryLayoutDelegate()
}
