import GoogleNavigation
import UIKit

/// The courier app's navigation layout: Google's cards and buttons, plus our order card
/// sitting above the ETA card while guidance runs.
@MainActor
final class Trial27CourierLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slideDuration: TimeInterval = 0.35

  /// One navigation state's views and constraints.
  @MainActor
  private final class StateLayout {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    var constraints: [NSLayoutConstraint] = []
    private unowned let map: GMSMapView
    private let buttonViews: [UIView]
    private let views: [UIView]

    init(map: GMSMapView, buttonViews: [UIView], views: [UIView]) {
      self.map = map
      self.buttonViews = buttonViews
      self.views = views
    }

    func install() {
      for view in views { map.addSubview(view) }
      stack.arrangedSubviews = buttonViews
      map.addSubview(stack)
      NSLayoutConstraint.activate(constraints)
    }

    func uninstall() {
      NSLayoutConstraint.deactivate(constraints)
      stack.removeFromSuperview()
      stack.arrangedSubviews = []
      for view in views { view.removeFromSuperview() }
    }
  }

  private var readyLayout: StateLayout?
  private var guidanceLayout: StateLayout?
  private var prompt: (any NavigationPromptView)?
  private var promptBottom: NSLayoutConstraint?
  private var guideConstraints: [NSLayoutConstraint] = []
  private let contentBottom = UILayoutGuide()
  private lazy var orderCard: UIView = makeOrderCard()

  override init() { super.init() }

  // MARK: Order card

  private func makeOrderCard() -> UIView {
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "orderCard"
    card.clipsToBounds = true  // on short screens the card gives up height, clipping its text

    let title = UILabel()
    title.font = .preferredFont(forTextStyle: .headline)
    title.adjustsFontForContentSizeCategory = true
    title.text = "Order #4821 · 2 bags"
    let subtitle = UILabel()
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.adjustsFontForContentSizeCategory = true
    subtitle.text = "Leave at the back door"

    let text = UIStackView(arrangedSubviews: [title, subtitle])
    text.axis = .vertical
    text.spacing = 2
    text.translatesAutoresizingMaskIntoConstraints = false

    let icon = UIImageView(image: UIImage(systemName: "shippingbox.fill"))
    icon.translatesAutoresizingMaskIntoConstraints = false
    icon.setContentHuggingPriority(.required, for: .horizontal)

    card.addSubview(icon)
    card.addSubview(text)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
      text.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      text.bottomAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.bottomAnchor),
      card.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
    // Hug the text when there is room.
    let hug = card.heightAnchor.constraint(equalToConstant: 0)
    hug.priority = .fittingSizeLevel
    hug.isActive = true
    return card
  }

  // MARK: Buttons

  /// The compass gets its own corner; every other button goes in the hiding stack.
  private func split(_ buttons: [any NavigationUIButton]) -> (compass: UIView?, others: [UIView]) {
    let compass = buttons.first { $0.type == .compass }?.view
    let others = buttons.filter { $0.type != .compass }.map(\.view)
    return (compass, others)
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(contentBottom)
    let rest = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    rest.priority = .defaultLow
    guideConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), rest]
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let (compass, others) = split(newState.buttons)
    var views: [UIView] = [logo, viewport]
    if let compass { views.append(compass) }
    let layout = StateLayout(map: navMap, buttonViews: others, views: views)
    var constraints = guideConstraints + [
      layout.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      layout.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
    ]
    if let compass {
      constraints += [
        compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        compass.topAnchor.constraint(equalTo: safe.topAnchor),
        layout.stack.topAnchor.constraint(equalTo: compass.bottomAnchor),
      ]
    } else {
      constraints.append(layout.stack.topAnchor.constraint(equalTo: safe.topAnchor))
    }
    layout.constraints = constraints
    layout.install()
    readyLayout = layout
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    prompt?.removeFromSuperview()
    prompt = nil
    promptBottom = nil
    readyLayout?.uninstall()
    readyLayout = nil
    navMap.removeLayoutGuide(contentBottom)
  }

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    readyLayout?.uninstall()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let card = orderCard
    card.alpha = 1
    let (compass, others) = split(newState.buttons)
    var views: [UIView] = [turnCard, etaCard, card, viewport, logo]
    if let compass { views.append(compass) }
    let layout = StateLayout(map: navMap, buttonViews: others, views: views)
    let gap = UIFontMetrics(forTextStyle: .body).scaledValue(for: 8)
    var constraints = guideConstraints + [
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      // Our order card: full width, just above the ETA card.
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
      card.bottomAnchor.anchorWithOffset(to: etaCard.topAnchor).constraint(equalToConstant: gap),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: card.topAnchor),
      // The logo and some open map always fit under the turn card; the order card gives way.
      logo.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor),
      contentBottom.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: 64),
      layout.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      layout.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
    ]
    if let compass {
      constraints += [
        compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        compass.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        layout.stack.topAnchor.constraint(equalTo: compass.bottomAnchor),
      ]
    } else {
      constraints.append(layout.stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
    }
    layout.constraints = constraints
    layout.install()
    guidanceLayout = layout
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    guidanceLayout?.uninstall()
    guidanceLayout = nil
    for view in navMap.subviews where view is any NavigationPromptView {
      view.removeFromSuperview()
    }
    prompt = nil
    promptBottom = nil
    readyLayout?.install()
  }

  func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    let card = orderCard
    UIView.animate(withDuration: Self.slideDuration) {
      card.alpha = 0
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard let bottom = promptBottom else { return }
    promptBottom = nil
    prompt = nil
    let card = orderCard
    UIView.animate(withDuration: Self.slideDuration) {
      bottom.constant = oldPrompt.bounds.height
      card.alpha = 1
      navMap.layoutIfNeeded()
    } completion: { _ in
      oldPrompt.removeFromSuperview()
    }
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
