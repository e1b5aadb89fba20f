import GoogleNavigation
import UIKit

/// Courier app layout: Google's cards on the leading side (top and bottom in narrow mode, a
/// leading column in wide mode), our order card on top of the ETA card, a status pill beside
/// the speed widget, the buttons in a hiding stack on the trailing side, prompts sliding in
/// from the bottom edge.
@MainActor
final class Trial29CourierLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slideDuration: TimeInterval = 0.35
  private static let gap: CGFloat = 8

  // App content.
  private let orderCard = Trial29OrderCardView()
  private let statusPill = Trial29StatusPillView()

  /// Bottom of the map content: above the ETA card's visible top and any prompt's.
  private let contentFloor = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var wide = false

  private var layoutConstraints: [NSLayoutConstraint] = []
  private var placedViews: [UIView] = []

  /// The prompt on screen and the ones sliding out.
  private var prompt: NavigationPromptView?
  private var promptBottom: NSLayoutConstraint?
  private var promptLeading: NSLayoutConstraint?
  private var leavingPrompts: [NavigationPromptView] = []

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(contentFloor)
    readyState = newState
    wide = newState.wideMode
    installReadyLayout(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompts()
    uninstall()
    navMap.removeLayoutGuide(contentFloor)
    readyState = nil
    guidanceState = nil
  }

  // MARK: - Guidance

  func startGuidance(
    navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
  ) {
    guidanceState = newState
    wide = newState.wideMode
    installGuidanceLayout(navMap, newState)
  }

  func stopGuidance(
    navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
  ) {
    removePrompts()
    guidanceState = nil
    readyState = newState
    wide = newState.wideMode
    installReadyLayout(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    wide = newState.wideMode
    if let guidance = newState as? ActiveGuidanceUIState {
      guidanceState = guidance
      installGuidanceLayout(navMap, guidance)
      if let prompt { pinPromptHorizontally(prompt, in: navMap) }
    } else if let ready = newState as? NavigationReadyUIState {
      readyState = ready
      installReadyLayout(navMap, ready)
    }
  }

  // MARK: - Layouts

  private func installReadyLayout(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
    uninstall()
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    place([logo, viewport], on: navMap)
    placeButtons(state.buttons, on: navMap)

    layoutConstraints =
      floorConstraints(safe) + [
        contentFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.gap),
        logo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -Self.gap),

        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.gap),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap),
        buttonStack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Self.gap),

        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
      ]
    NSLayoutConstraint.activate(layoutConstraints)
  }

  private func installGuidanceLayout(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
    uninstall()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport
    let speed = state.speedWidget
    let eta = etaCard.layoutMarginsGuide
    place([viewport, turnCard, etaCard, orderCard, speed, statusPill, logo], on: navMap)
    placeButtons(state.buttons, on: navMap)

    // Narrow cards are as wide as the safe area; wide cards include the leading band.
    let cardEdge = wide ? navMap.leadingAnchor : safe.leadingAnchor
    var constraints =
      floorConstraints(safe) + [
        turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: cardEdge),
        etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: cardEdge),

        contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
        contentFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor).prioritized(.defaultLow),

        // Order card: aligned with the ETA card's visible edges, a gap above it.
        orderCard.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
        orderCard.trailingAnchor.constraint(equalTo: eta.trailingAnchor),
        orderCard.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -Self.gap),
        orderCard.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),

        // Status pill beside the speed widget, the widget on the logo; never over the buttons.
        speed.bottomAnchor.constraint(equalTo: logo.topAnchor),
        statusPill.leadingAnchor.constraint(
          equalTo: speed.layoutMarginsGuide.trailingAnchor, constant: Self.gap),
        statusPill.centerYAnchor.constraint(equalTo: speed.layoutMarginsGuide.centerYAnchor)
          .prioritized(UILayoutPriority(700)),
        statusPill.bottomAnchor.constraint(
          lessThanOrEqualTo: logo.topAnchor, constant: -Self.gap),
        statusPill.trailingAnchor.constraint(
          lessThanOrEqualTo: buttonStack.leadingAnchor, constant: -Self.gap),

        buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Self.gap),
      ]
    if wide {
      // The cards' column holds our order card; the logo, the speed widget and the pill go
      // to the bottom of the open map beside the column (a short column has no room).
      constraints += [
        orderCard.topAnchor.constraint(
          greaterThanOrEqualTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: Self.gap
        ).prioritized(UILayoutPriority(990)),

        logo.leadingAnchor.constraint(equalTo: etaCard.trailingAnchor, constant: Self.gap),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Self.gap),
        speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),

        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap),
        buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Self.gap),

        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(equalTo: etaCard.trailingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: statusPill.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
          .prioritized(UILayoutPriority(500)),
      ]
    } else {
      constraints += [
        logo.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
        logo.bottomAnchor.constraint(equalTo: orderCard.topAnchor, constant: -Self.gap),
        // As the guide's example: the widget's frame on the card's margin guide.
        speed.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
        speed.layoutMarginsGuide.topAnchor.constraint(
          greaterThanOrEqualTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: Self.gap
        ).prioritized(UILayoutPriority(950)),
        statusPill.topAnchor.constraint(
          greaterThanOrEqualTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: Self.gap
        ).prioritized(UILayoutPriority(950)),
        statusPill.trailingAnchor.constraint(lessThanOrEqualTo: eta.trailingAnchor),

        buttonStack.topAnchor.constraint(
          equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: Self.gap),
        buttonStack.bottomAnchor.constraint(equalTo: orderCard.topAnchor, constant: -Self.gap),

        // The camera frames the open map between the turn card and our content.
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: statusPill.topAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: orderCard.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: orderCard.topAnchor)
          .prioritized(UILayoutPriority(500)),
        viewport.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
          .prioritized(UILayoutPriority(900)),
      ]
    }
    layoutConstraints = constraints
    NSLayoutConstraint.activate(layoutConstraints)
  }

  private func floorConstraints(_ safe: UILayoutGuide) -> [NSLayoutConstraint] {
    [
      contentFloor.heightAnchor.constraint(equalToConstant: 0),
      contentFloor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentFloor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ]
  }

  private func place(_ views: [UIView], on navMap: GMSMapView) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    placedViews = views
  }

  private func placeButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
    // Compass first, reporting next, then anything newer, whatever order the SDK uses.
    func rank(_ button: NavigationUIButton) -> Int {
      switch button.type {
      case .compass: return 0
      case .reporting: return 1
      default: return 2
      }
    }
    let ordered = buttons.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map { $0.element.view }
    buttonStack.translatesAutoresizingMaskIntoConstraints = false
    buttonStack.arrangedSubviews = ordered
    navMap.addSubview(buttonStack)
  }

  private func uninstall() {
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = []
    buttonStack.removeFromSuperview()
    buttonStack.arrangedSubviews = []
    placedViews.forEach { $0.removeFromSuperview() }
    placedViews = []
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(newPrompt)
    prompt = newPrompt

    // Start just below the map's bottom edge, then slide up.
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      contentFloor.bottomAnchor.constraint(
        lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor),
    ])
    pinPromptHorizontally(newPrompt, in: navMap)
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseOut]) {
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    slideOut(oldPrompt, on: navMap)
  }

  func changePrompt(
    navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
  ) {
    slideOut(oldPrompt, on: navMap)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func pinPromptHorizontally(_ shown: NavigationPromptView, in navMap: GMSMapView) {
    promptLeading?.isActive = false
    let edge = wide ? navMap.leadingAnchor : navMap.safeAreaLayoutGuide.leadingAnchor
    let leading = shown.leadingAnchor.constraint(equalTo: edge)
    leading.isActive = true
    promptLeading = leading
  }

  private func slideOut(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
    guard oldPrompt === prompt, let bottom = promptBottom else {
      oldPrompt.removeFromSuperview()
      return
    }
    prompt = nil
    promptBottom = nil
    promptLeading = nil
    leavingPrompts.append(oldPrompt)
    UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseIn]) {
      bottom.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { [weak self] _ in
      oldPrompt.removeFromSuperview()
      self?.leavingPrompts.removeAll { $0 === oldPrompt }
    }
  }

  /// Takes every prompt off the map at once, the ones sliding out included.
  private func removePrompts() {
    prompt?.removeFromSuperview()
    leavingPrompts.forEach { $0.removeFromSuperview() }
    leavingPrompts = []
    prompt = nil
    promptBottom = nil
    promptLeading = nil
  }
}

private extension NSLayoutConstraint {
  func prioritized(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

/// Customer name, an address that may wrap, the ETA, and a call button.
@MainActor
final class Trial29OrderCardView: UIView {
  let nameLabel = UILabel()
  let addressLabel = UILabel()
  let etaLabel = UILabel()
  let callButton = UIButton(type: .system)
  private let stack: UIStackView

  init() {
    stack = UIStackView(arrangedSubviews: [nameLabel, addressLabel, etaLabel, callButton])
    super.init(frame: .zero)
    accessibilityIdentifier = "orderCard"
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemBackground
    layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
    clipsToBounds = true
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)

    nameLabel.text = "Dana Levi"
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    addressLabel.text = "12 Rothschild Boulevard, apartment 4, entrance from the courtyard"
    addressLabel.font = .preferredFont(forTextStyle: .body)
    addressLabel.numberOfLines = 0
    etaLabel.text = "Arriving 14:32"
    etaLabel.font = .preferredFont(forTextStyle: .subheadline)
    etaLabel.textColor = .secondaryLabel
    // When the map is short the card gives way, ETA line first.
    let resistances: [(UIView, Float)] = [
      (etaLabel, 740), (addressLabel, 741), (nameLabel, 742), (callButton, 743),
    ]
    for (view, resistance) in resistances {
      view.setContentCompressionResistancePriority(UILayoutPriority(resistance), for: .vertical)
    }
    for label in [nameLabel, addressLabel, etaLabel] {
      label.adjustsFontForContentSizeCategory = true
      label.textAlignment = .natural
    }
    callButton.setTitle("Call customer", for: .normal)
    callButton.titleLabel?.adjustsFontForContentSizeCategory = true
    callButton.contentHorizontalAlignment = .leading
    callButton.accessibilityIdentifier = "callCustomer"
    callButton.addAction(UIAction { _ in Trial29OrderCardView.callCustomer() }, for: .touchUpInside)

    stack.axis = .vertical
    stack.alignment = .fill
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        .prioritized(UILayoutPriority(745)),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

  static func callCustomer() {
    // The app opens the dialer here (tel: URL).
  }
}

/// A small capsule with the order's status, shown beside the speed widget.
@MainActor
final class Trial29StatusPillView: UIView {
  let label = UILabel()

  init() {
    super.init(frame: .zero)
    accessibilityIdentifier = "statusPill"
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemGreen
    layer.cornerRadius = 12
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    label.text = "On time"
    label.textColor = .white
    label.font = UIFontMetrics(forTextStyle: .caption1)
      .scaledFont(for: .systemFont(ofSize: 13, weight: .semibold), maximumPointSize: 22)
    label.adjustsFontForContentSizeCategory = true
    label.lineBreakMode = .byTruncatingTail
    label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      label.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
