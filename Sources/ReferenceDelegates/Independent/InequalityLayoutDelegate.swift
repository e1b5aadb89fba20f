public import GoogleNavigation
import UIKit

/// The courier app's navigation layout as an independent team wrote it to support Hebrew and
/// Arabic: every horizontal position a leading/trailing anchor, mostly inequalities with
/// preferred values at lower priorities, an order card of the app's own next to Google's views,
/// prompts sliding in and out. Written by a trial that had read only the README and the SDK's
/// guides, and kept here as the reference for inequality-heavy, right-to-left-aware delegates:
/// it conforms on every device (`nav-layout-check run --delegate inequality --profile all`).
///
/// With `anchoring: .leftRight` the same code pins everything with left/right anchors instead,
/// the classic right-to-left bug: identical left to right, not mirrored in Hebrew and Arabic,
/// so NLC-006 and NLC-017 report it (`--delegate left-anchored`).
///
/// Layout, narrow mode (guidance): turn card on top, ETA card at the bottom, the app's order
/// card resting on the ETA card (leading, at most 420 pt wide, collapsing on short maps), the
/// Google logo above it on the leading side, trip progress bar above the logo, speed widget and
/// a hiding button stack on the trailing side, viewport in between. Wide mode (guidance): turn
/// card, order card and ETA card stacked in the leading column, the viewport beside it, logo
/// and progress bar at the viewport's leading side, speed widget and buttons trailing. Ready:
/// full-screen viewport, order card at the bottom, logo above it, buttons trailing.
@MainActor
public final class InequalityLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// Which horizontal anchors the delegate pins with.
  public enum HorizontalAnchoring: Sendable {
    /// Leading and trailing: mirrors right to left, as it should.
    case leadingTrailing
    /// Left and right: the classic right-to-left bug.
    case leftRight
  }

  /// The anchors this delegate pins with.
  public let anchoring: HorizontalAnchoring

  private static let promptAnimationDuration: TimeInterval = 0.35
  private static let gap: CGFloat = 8
  private static let orderCardPreferredWidth: CGFloat = 420
  private static let orderCardHeight: CGFloat = 64
  private static let viewportPreferredHeight: CGFloat = 120

  private enum Phase { case off, ready, guiding }

  // MARK: State

  private var phase: Phase = .off
  private let orderCard: InequalityOrderCardView
  /// Top of whatever sits at the bottom of the map (order card, ETA card, prompt): the logo
  /// and the buttons stand on it, the viewport ends at it.
  private let mapContentsBottomGuide = UILayoutGuide()
  private var buttonStack: GMSNavigationHidingStackView?
  private var placedViews: [UIView] = []
  private var layoutConstraints: [NSLayoutConstraint] = []

  private var currentPrompt: (any NavigationPromptView)?
  private var promptBottomConstraint: NSLayoutConstraint?
  /// Constraints tying the layout to the prompt on screen (deactivated when it leaves).
  private var promptRelations: [NSLayoutConstraint] = []
  /// Prompts sliding out; removed when their animation ends, or at once on stop/disable.
  private var departingPrompts: [UIView] = []

  /// Creates the delegate.
  ///
  /// - Parameter anchoring: Leading/trailing anchors (the default, correct) or left/right.
  public init(anchoring: HorizontalAnchoring = .leadingTrailing) {
    self.anchoring = anchoring
    orderCard = InequalityOrderCardView(anchoring: anchoring)
    super.init()
    mapContentsBottomGuide.identifier = "mapContentsBottom"
  }

  // MARK: - NavigationLayoutDelegate

  public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    phase = .ready
    navMap.addLayoutGuide(mapContentsBottomGuide)
    installButtonStack(navMap: navMap, buttons: newState.buttons)
    applyReadyLayout(navMap: navMap, state: newState)
  }

  public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    removeAllPrompts()
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = []
    removeButtonStack()
    placedViews.forEach { $0.removeFromSuperview() }
    placedViews = []
    navMap.removeLayoutGuide(mapContentsBottomGuide)
    phase = .off
  }

  public func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    phase = .guiding
    stopRunningAnimations(in: navMap)
    // Deactivate the ready layout before anything of the guidance layout enters.
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = []
    installButtonStack(navMap: navMap, buttons: newState.buttons)
    applyGuidanceLayout(navMap: navMap, state: newState)
  }

  public func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    phase = .ready
    removeAllPrompts()
    stopRunningAnimations(in: navMap)
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = []
    installButtonStack(navMap: navMap, buttons: newState.buttons)
    applyReadyLayout(navMap: navMap, state: newState)
  }

  public func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    // A prompt already sliding out is not carried into the new layout: drop it now rather
    // than let it slide across controls that just moved.
    departingPrompts.forEach { $0.removeFromSuperview() }
    departingPrompts = []
    switch phase {
    case .off:
      return
    case .ready:
      if let ready = newState as? any NavigationReadyUIState {
        applyReadyLayout(navMap: navMap, state: ready)
      }
    case .guiding:
      if let guidance = newState as? any ActiveGuidanceUIState {
        applyGuidanceLayout(navMap: navMap, state: guidance)
      }
    }
  }

  /// Stops what is still sliding from the previous state (a prompt's slide cut off by
  /// stopGuidance moves the logo too): UIKit adds a new animation on top of a running one, so
  /// the old offset would ride into the new layout and carry the logo into the next prompt.
  /// (Added after a campaign found it at seed 7; the rest of this file is as written.)
  private func stopRunningAnimations(in navMap: GMSMapView) {
    for view in navMap.subviews { view.layer.removeAllAnimations() }
  }

  // MARK: Prompts

  public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    navMap.addSubview(newPrompt)
    currentPrompt = newPrompt

    // Start just below the map's bottom edge, then slide up.
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    bottom.identifier = "prompt.bottom"
    promptBottomConstraint = bottom
    let leading = start(newPrompt).constraint(equalTo: start(navMap))
    // Not required: a prompt keeps the width the SDK gave it, so one sliding out across a
    // rotation may be wider than the new map for a moment.
    let trailing = end(newPrompt).constraint(lessThanOrEqualTo: end(navMap))
      .withPriority( .required - 1)
    let relations = [
      // Everything at the bottom stays above the prompt's visible part.
      mapContentsBottomGuide.bottomAnchor.constraint(
        lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor, constant: -Self.gap),
      orderCard.bottomAnchor.constraint(
        lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor, constant: -Self.gap),
    ]
    promptRelations = relations
    NSLayoutConstraint.activate([bottom, leading, trailing] + relations)
    navMap.layoutIfNeeded()

    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard oldPrompt === currentPrompt, let bottom = promptBottomConstraint else {
      oldPrompt.removeFromSuperview()
      return
    }
    currentPrompt = nil
    promptBottomConstraint = nil
    NSLayoutConstraint.deactivate(promptRelations)
    promptRelations = []
    departingPrompts.append(oldPrompt)

    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottom.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { [weak self] _ in
      oldPrompt.removeFromSuperview()
      self?.departingPrompts.removeAll { $0 === oldPrompt }
    }
  }

  public func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Layouts

  private func applyReadyLayout(navMap: GMSMapView, state: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    let guide = mapContentsBottomGuide
    let stack = buttonStack!
    let gap = Self.gap

    var c: [NSLayoutConstraint] = []
    c += guideBase(navMap: navMap)
    c += orderCardWidth(navMap: navMap)
    c += [
      orderCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
      guide.bottomAnchor.constraint(lessThanOrEqualTo: orderCard.topAnchor, constant: -gap),

      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      start(viewport).constraint(equalTo: start(safe)),
      end(viewport).constraint(equalTo: end(safe)),
      viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
      viewportPreferredHeight(viewport),

      start(logo).constraint(equalTo: start(safe), constant: gap),
      logo.bottomAnchor.constraint(equalTo: guide.topAnchor),

      end(stack).constraint(equalTo: end(safe), constant: -gap),
      stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      stack.bottomAnchor.constraint(equalTo: guide.topAnchor).withPriority( .required - 1),
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ]
    place(navMap: navMap, views: [viewport, orderCard, logo, stack], constraints: c)
  }

  private func applyGuidanceLayout(navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let guide = mapContentsBottomGuide
    let stack = buttonStack!
    let gap = Self.gap

    var c: [NSLayoutConstraint] = []
    c += guideBase(navMap: navMap)
    // Cards: both start at the map's leading edge; the SDK sizes them (in wide mode the
    // leading unsafe band is part of the card), so only their position is ours.
    c += [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      start(turnCard).constraint(equalTo: start(navMap)),
      end(turnCard).constraint(lessThanOrEqualTo: end(navMap)),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      start(etaCard).constraint(equalTo: start(navMap)),
      end(etaCard).constraint(lessThanOrEqualTo: end(navMap)),

      // The order card never goes under the turn card or the ETA card, and collapses
      // when the map is short rather than squeezing the viewport.
      orderCard.topAnchor.constraint(
        greaterThanOrEqualTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
      orderCard.bottomAnchor.constraint(
        lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap),

      end(viewport).constraint(equalTo: end(safe)),
      viewport.bottomAnchor.constraint(equalTo: guide.topAnchor),
      viewportPreferredHeight(viewport),

      // Floating controls on the trailing side: speed widget under the turn card, buttons
      // below it down to the bottom guide (the stack hides what does not fit).
      end(speed).constraint(equalTo: end(safe), constant: -gap),
      end(stack).constraint(equalTo: end(safe), constant: -gap),
      stack.topAnchor.constraint(equalTo: speed.bottomAnchor, constant: gap),
      stack.bottomAnchor.constraint(equalTo: guide.topAnchor).withPriority( .required - 1),
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),

      // Logo on the bottom guide, progress bar above it; both on the leading side.
      logo.bottomAnchor.constraint(equalTo: guide.topAnchor),
      bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap)
        .withPriority( .required - 1),
    ]

    if state.wideMode {
      c += [
        // The order card fills the column between the cards, aligned with their visual
        // edges.
        start(orderCard).constraint(equalTo: start(turnCard.layoutMarginsGuide)),
        end(orderCard).constraint(equalTo: end(turnCard.layoutMarginsGuide)),
        orderCard.topAnchor.constraint(
          equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),

        // Viewport beside the column: as far leading as the cards allow.
        start(viewport).constraint(greaterThanOrEqualTo: end(turnCard)),
        start(viewport).constraint(greaterThanOrEqualTo: end(etaCard)),
        start(viewport).constraint(greaterThanOrEqualTo: start(safe)),
        start(viewport).constraint(equalTo: start(safe)).withPriority( .defaultLow),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),

        guide.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor, constant: -gap),

        speed.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        start(logo).constraint(equalTo: start(viewport), constant: gap),
        start(bar).constraint(equalTo: start(viewport), constant: gap),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
    } else {
      c += orderCardWidth(navMap: navMap)
      c += [
        orderCard.bottomAnchor.constraint(
          equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap)
          .withPriority( .defaultHigh),
        guide.bottomAnchor.constraint(lessThanOrEqualTo: orderCard.topAnchor, constant: -gap),

        start(viewport).constraint(equalTo: start(safe)),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),

        speed.topAnchor.constraint(
          equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
        start(logo).constraint(equalTo: start(safe), constant: gap),
        start(bar).constraint(equalTo: start(safe), constant: gap),
        bar.topAnchor.constraint(
          equalTo: turnCard.layoutMarginsGuide.bottomAnchor, constant: gap),
      ]
    }
    place(
      navMap: navMap,
      views: [viewport, turnCard, etaCard, orderCard, bar, logo, speed, stack],
      constraints: c)
  }

  // MARK: Shared pieces

  /// The bottom guide has no height and sinks to the safe area's bottom unless something
  /// holds it up.
  private func guideBase(navMap: GMSMapView) -> [NSLayoutConstraint] {
    let guide = mapContentsBottomGuide
    let safe = navMap.safeAreaLayoutGuide
    return [
      guide.heightAnchor.constraint(equalToConstant: 0),
      start(guide).constraint(equalTo: start(safe)),
      end(guide).constraint(equalTo: end(safe)),
      guide.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      guide.bottomAnchor.constraint(equalTo: safe.bottomAnchor).withPriority( .defaultLow),
      // Explicit floors: Auto Layout itself does not keep sizes from going negative.
      orderCard.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      orderCard.heightAnchor.constraint(lessThanOrEqualToConstant: Self.orderCardHeight),
      orderCard.heightAnchor.constraint(equalToConstant: Self.orderCardHeight)
        .withPriority( .defaultHigh - 10),
    ]
  }

  /// Order card on the leading side: 8 pt in from the safe area, at most 420 pt wide.
  private func orderCardWidth(navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    return [
      start(orderCard).constraint(equalTo: start(safe), constant: Self.gap),
      end(orderCard).constraint(lessThanOrEqualTo: end(safe), constant: -Self.gap),
      orderCard.widthAnchor.constraint(equalToConstant: Self.orderCardPreferredWidth)
        .withPriority( .defaultHigh),
    ]
  }

  /// The viewport prefers some height over the order card's (the card collapses first).
  private func viewportPreferredHeight(_ viewport: UIView) -> NSLayoutConstraint {
    viewport.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.viewportPreferredHeight)
      .withPriority( .defaultHigh - 5)
  }

  /// Deactivates the old layout, swaps the views, activates the new layout.
  private func place(navMap: GMSMapView, views: [UIView], constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(layoutConstraints)
    for view in placedViews where !views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for view in views where view.superview !== navMap {
      if let prompt = currentPrompt, prompt.superview === navMap {
        navMap.insertSubview(view, belowSubview: prompt)
      } else {
        navMap.addSubview(view)
      }
    }
    placedViews = views
    layoutConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func installButtonStack(navMap: GMSMapView, buttons: [any NavigationUIButton]) {
    removeButtonStack()
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    // By type, never by index: Google may reorder the list or add kinds we do not know.
    let known: [NavigationButtonKnownType] = [.compass, .reporting]
    stack.arrangedSubviews = known.compactMap { type in
      buttons.first { $0.type == type }?.view
    }
    buttonStack = stack
  }

  private func removeButtonStack() {
    guard let stack = buttonStack else { return }
    stack.removeFromSuperview()
    stack.arrangedSubviews = []
    placedViews.removeAll { $0 === stack }
    buttonStack = nil
  }

  private func removeAllPrompts() {
    NSLayoutConstraint.deactivate(promptRelations)
    promptRelations = []
    currentPrompt?.removeFromSuperview()
    currentPrompt = nil
    promptBottomConstraint = nil
    departingPrompts.forEach { $0.removeFromSuperview() }
    departingPrompts = []
  }
}

// MARK: - The app's order card

/// The courier's current order: a coloured status stripe on the leading edge, the customer's
/// avatar and a status pill on the trailing edge. Sized by its superview's constraints; its
/// content shrinks with it.
@MainActor
final class InequalityOrderCardView: UIView {
  /// The anchors the card pins its content with.
  let anchoring: InequalityLayoutDelegate.HorizontalAnchoring

  let stripe = UIView()
  let avatar = UIView()
  let statusPill = UIView()

  init(anchoring: InequalityLayoutDelegate.HorizontalAnchoring) {
    self.anchoring = anchoring
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    accessibilityIdentifier = "orderCard"
    backgroundColor = .white
    stripe.backgroundColor = .green
    avatar.backgroundColor = .gray
    statusPill.backgroundColor = .orange
    for view in [stripe, avatar, statusPill] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    stripe.accessibilityIdentifier = "orderCard.stripe"
    avatar.accessibilityIdentifier = "orderCard.avatar"
    statusPill.accessibilityIdentifier = "orderCard.status"

    // Installed on the card itself, the common ancestor (legacy API, as the card was
    // written before NSLayoutConstraint.activate existed in the app).
    addConstraints([
      start(stripe).constraint(equalTo: start(self)),
      stripe.topAnchor.constraint(equalTo: topAnchor),
      stripe.bottomAnchor.constraint(equalTo: bottomAnchor),
      stripe.widthAnchor.constraint(equalToConstant: 6),

      start(avatar).constraint(greaterThanOrEqualToSystemSpacingAfter: end(stripe), multiplier: 1),
      start(avatar).constraint(equalTo: end(stripe), constant: 12)
        .withPriority( .defaultLow),
      avatar.centerYAnchor.constraint(equalTo: centerYAnchor),
      avatar.widthAnchor.constraint(equalTo: avatar.heightAnchor),
      avatar.heightAnchor.constraint(equalToConstant: 40).withPriority( .defaultLow + 1),
      avatar.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor, constant: -16)
        .withPriority( .required - 1),
      avatar.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),

      start(statusPill).constraint(greaterThanOrEqualToSystemSpacingAfter: end(avatar), multiplier: 1),
      end(statusPill).constraint(equalTo: end(self), constant: -12)
        .withPriority( .required - 1),
      end(statusPill).constraint(lessThanOrEqualTo: end(self)),
      statusPill.centerYAnchor.constraint(equalTo: centerYAnchor),
      statusPill.widthAnchor.constraint(equalToConstant: 72).withPriority( .defaultLow - 1),
      statusPill.heightAnchor.constraint(equalToConstant: 20).withPriority( .defaultLow),
      statusPill.heightAnchor.constraint(lessThanOrEqualTo: heightAnchor, constant: -16)
        .withPriority( .required - 1),
      statusPill.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      statusPill.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The start and end anchors of an item under a delegate's chosen anchoring.
@MainActor
protocol HorizontalAnchorChoosing {
  var anchoring: InequalityLayoutDelegate.HorizontalAnchoring { get }
}

extension HorizontalAnchorChoosing {
  /// The leading anchor, or the left one.
  func start(_ view: UIView) -> NSLayoutXAxisAnchor {
    anchoring == .leadingTrailing ? view.leadingAnchor : view.leftAnchor
  }

  /// The trailing anchor, or the right one.
  func end(_ view: UIView) -> NSLayoutXAxisAnchor {
    anchoring == .leadingTrailing ? view.trailingAnchor : view.rightAnchor
  }

  /// The leading anchor, or the left one.
  func start(_ guide: UILayoutGuide) -> NSLayoutXAxisAnchor {
    anchoring == .leadingTrailing ? guide.leadingAnchor : guide.leftAnchor
  }

  /// The trailing anchor, or the right one.
  func end(_ guide: UILayoutGuide) -> NSLayoutXAxisAnchor {
    anchoring == .leadingTrailing ? guide.trailingAnchor : guide.rightAnchor
  }
}

extension InequalityLayoutDelegate: HorizontalAnchorChoosing {}
extension InequalityOrderCardView: HorizontalAnchorChoosing {}
