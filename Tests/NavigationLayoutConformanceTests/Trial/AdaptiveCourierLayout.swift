import GoogleNavigation
import UIKit

/// The courier app's navigation layout.
///
/// Navigation ready: the delivery card is a leading side panel in a regular width and a
/// bottom card in a compact one (re-laid out when the width size class changes).
/// Guidance: turn card on top, ETA card at the bottom (both on the leading edge in wide
/// mode), trip progress bar and logo in the leading column, buttons and speed widget at the
/// trailing edge, prompts docked on the ETA card, the viewport in the open area.
@MainActor
final class AdaptiveCourierLayout: NSObject, NavigationLayoutDelegate {
  private static let promptSlideDuration: TimeInterval = 0.35
  private static let promptFadeDuration: TimeInterval = 0.25
  private static let gap: CGFloat = 8

  let card = DeliveryCardView()
  private weak var navMap: GMSMapView?

  // Navigation-ready state.
  private var readyState: NavigationReadyUIState?
  private var readyViews: [UIView] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var readyStack: GMSNavigationHidingStackView?
  private var usesSidePanel: Bool?

  // Guidance state.
  private var guidanceState: ActiveGuidanceUIState?
  private var guidanceViews: [UIView] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var guidanceStack: GMSNavigationHidingStackView?
  private var laidOutWide: Bool?

  /// The top of everything docked at the bottom (ETA card, prompts) during guidance.
  private let floorGuide = UILayoutGuide()
  private var floorConstraints: [NSLayoutConstraint] = []

  // Prompts.
  private var currentPrompt: NavigationPromptView?
  private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  private var leavingPrompts: [ObjectIdentifier: (NavigationPromptView, UIViewPropertyAnimator)] = [:]

  /// Decides whether the ready layout uses the side panel. The app uses the width size
  /// class; `CourierLayoutByIdiom.swift` keeps a deliberately wrong variant for the checker.
  private let wantsSidePanel: @MainActor (GMSMapView) -> Bool

  /// Test-only fault injection (see CourierLayoutByIdiom.swift); the app uses the defaults.
  struct Faults {
    var panelWidthIsRequired = false
    var liftsLogoAfterPromptSlide = false
    /// Not a fault: an alternative, RTL-aware slide from the leading edge with a spring animator.
    var slidesFromLeadingEdge = false
  }
  private let faults: Faults

  init(wantsSidePanel: @escaping @MainActor (GMSMapView) -> Bool = {
    $0.traitCollection.horizontalSizeClass == .regular
  }, faults: Faults = Faults()) {
    self.wantsSidePanel = wantsSidePanel
    self.faults = faults
    super.init()
    card.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]) {
      [weak self] (_: DeliveryCardView, _: UITraitCollection) in
      self?.readyTraitsChanged()
    }
  }

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    self.navMap = navMap
    navMap.addLayoutGuide(floorGuide)
    installReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removeAllPrompts()
    removeGuidance()
    removeReady()
    NSLayoutConstraint.deactivate(floorConstraints)
    floorConstraints = []
    navMap.removeLayoutGuide(floorGuide)
    readyState = nil
    self.navMap = nil
  }

  private func installReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    readyState = state
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    stack.arrangedSubviews = state.buttons.map { $0.view }
    readyStack = stack
    card.translatesAutoresizingMaskIntoConstraints = false
    // A hairline border, one device pixel wide.
    let scale = navMap.window?.screen.scale ?? UIScreen.main.scale
    card.layer.borderWidth = 1 / max(scale, 1)
    card.layer.borderColor = UIColor.separator.cgColor
    readyViews = [state.viewport, state.googleLogo, stack, card]
    readyViews.forEach { navMap.addSubview($0) }
    layoutReady(navMap: navMap)
    card.pulse()
  }

  private func removeReady() {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
    readyStack?.arrangedSubviews = []
    readyStack = nil
    usesSidePanel = nil
  }

  private func readyTraitsChanged() {
    guard let navMap, readyState != nil, card.superview === navMap else { return }
    layoutReady(navMap: navMap)
  }

  /// (Re)builds the ready layout for the map's current width size class.
  private func layoutReady(navMap: GMSMapView) {
    guard let state = readyState, let stack = readyStack else { return }
    let sidePanel = wantsSidePanel(navMap)
    // Measure with the current layout still in place (never with the card unconstrained).
    navMap.layoutIfNeeded()
    NSLayoutConstraint.deactivate(readyConstraints)
    usesSidePanel = sidePanel
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    let gap = Self.gap
    var constraints: [NSLayoutConstraint] = [
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      stack.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ]
    if sidePanel {
      let preferredWidth: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 360 : 320
      let width = card.widthAnchor.constraint(equalToConstant: preferredWidth)
      width.priority = faults.panelWidthIsRequired ? .required : .init(999)
      let height = card.heightAnchor.constraint(equalToConstant: card.fittingHeight(forWidth: preferredWidth))
      height.priority = .init(700)
      constraints += [
        card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
        card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
        width, height,
        card.bottomAnchor.constraint(lessThanOrEqualTo: logo.topAnchor, constant: -gap),
        logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: gap),
        viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      ]
    } else {
      let readable = navMap.readableContentGuide
      let height = card.heightAnchor.constraint(
        equalToConstant: card.fittingHeight(forWidth: readable.layoutFrame.width))
      height.priority = .init(700)
      constraints += [
        card.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
        card.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        card.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        card.heightAnchor.constraint(lessThanOrEqualTo: safe.heightAnchor, multiplier: 0.4),
        height,
        logo.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -gap),
        stack.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -gap),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.bottomAnchor.constraint(equalTo: card.topAnchor, constant: -gap),
      ]
    }
    if sidePanel && !faults.panelWidthIsRequired {
      constraints.append(card.widthAnchor.constraint(lessThanOrEqualTo: safe.widthAnchor, multiplier: 0.45))
    }
    readyConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    self.navMap = navMap
    removeReady()
    guidanceState = newState
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    stack.arrangedSubviews = newState.buttons.map { $0.view }
    guidanceStack = stack
    guidanceViews = [
      newState.viewport, newState.tripProgressBar, newState.googleLogo, stack,
      newState.speedWidget, newState.etaCard, newState.turnCard,
    ]
    guidanceViews.forEach { navMap.addSubview($0) }
    if floorConstraints.isEmpty {
      let low = floorGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
      low.priority = .defaultLow
      floorConstraints = [
        floorGuide.heightAnchor.constraint(equalToConstant: 0),
        floorGuide.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        floorGuide.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor),
        low,
      ]
      NSLayoutConstraint.activate(floorConstraints)
    }
    layoutGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removeAllPrompts()
    removeGuidance()
    installReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let guidance = newState as? ActiveGuidanceUIState, guidanceState != nil {
      guidanceState = guidance
      if laidOutWide != guidance.wideMode { layoutGuidance(navMap: navMap, state: guidance) }
    } else if readyState != nil {
      // Re-measure the card for the new width even when the size class stays the same.
      layoutReady(navMap: navMap)
    }
  }

  private func removeGuidance() {
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceStack?.arrangedSubviews = []
    guidanceStack = nil
    guidanceState = nil
    laidOutWide = nil
  }

  private func optional(_ constraint: NSLayoutConstraint, _ priority: Float) -> NSLayoutConstraint {
    constraint.priority = UILayoutPriority(priority)
    return constraint
  }

  private func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    guard let stack = guidanceStack else { return }
    NSLayoutConstraint.deactivate(guidanceConstraints)
    let wide = state.wideMode
    laidOutWide = wide
    let safe = navMap.safeAreaLayoutGuide
    let turn = state.turnCard, eta = state.etaCard, logo = state.googleLogo
    let viewport = state.viewport, bar = state.tripProgressBar, speed = state.speedWidget
    let turnBottom = turn.layoutMarginsGuide.bottomAnchor
    let gap = Self.gap
    var c: [NSLayoutConstraint] = [
      turn.topAnchor.constraint(equalTo: navMap.topAnchor),
      eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),

      // Leading column: trip progress bar above the logo, both under the turn card.
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      logo.topAnchor.constraint(greaterThanOrEqualTo: turnBottom),
      logo.bottomAnchor.constraint(lessThanOrEqualTo: floorGuide.topAnchor),
      optional(logo.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -gap), 997),
      bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      bar.topAnchor.constraint(greaterThanOrEqualTo: turnBottom),
      bar.bottomAnchor.constraint(lessThanOrEqualTo: logo.topAnchor),
      bar.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      optional(bar.topAnchor.constraint(equalTo: turnBottom, constant: gap), 999),
      optional(bar.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap), 998),

      // Trailing column: buttons above the speed widget.
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      speed.bottomAnchor.constraint(lessThanOrEqualTo: floorGuide.topAnchor),
      optional(speed.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -gap), 996),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
      optional(stack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap), 995),

      // The camera frames the open map above the floor.
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
      optional(viewport.heightAnchor.constraint(greaterThanOrEqualToConstant: 40), 991),
    ]
    if wide {
      c += [
        turn.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        optional(stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap), 994),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turn.layoutMarginsGuide.trailingAnchor),
        optional(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), 250),
      ]
    } else {
      c += [
        turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        stack.topAnchor.constraint(greaterThanOrEqualTo: turnBottom),
        optional(stack.topAnchor.constraint(equalTo: turnBottom, constant: gap), 994),
        viewport.topAnchor.constraint(equalTo: turnBottom),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    }
    guidanceConstraints = c
    NSLayoutConstraint.activate(c)
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let eta = guidanceState?.etaCard else { return }
    currentPrompt = newPrompt
    newPrompt.alpha = 1
    newPrompt.transform = .identity
    // Docked on the ETA card, so round every corner.
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    navMap.addSubview(newPrompt)
    let lift = floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor)
    var constraints = [
      newPrompt.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
      // Docked on the ETA card's visible top; in a short map it may slide down over the
      // card (never below the map) rather than squeeze the logo and the camera.
      optional(newPrompt.layoutMarginsGuide.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor), 990),
      newPrompt.layoutMarginsGuide.bottomAnchor.constraint(greaterThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
      newPrompt.bottomAnchor.constraint(lessThanOrEqualTo: navMap.bottomAnchor),
    ]
    if !faults.liftsLogoAfterPromptSlide { constraints.append(lift) }
    promptConstraints[ObjectIdentifier(newPrompt)] = constraints
    NSLayoutConstraint.activate(constraints)
    // Lay everything out at its final place (the logo moves up at once), then slide the
    // prompt in from just below the map.
    navMap.layoutIfNeeded()
    if faults.slidesFromLeadingEdge {
      let rtl = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let distance = rtl ? navMap.bounds.maxX - newPrompt.frame.minX : -newPrompt.frame.maxX
      newPrompt.transform = CGAffineTransform(translationX: distance, y: 0)
      let slide = UIViewPropertyAnimator(duration: Self.promptSlideDuration, dampingRatio: 1)
      slide.addAnimations { newPrompt.transform = .identity }
      slide.startAnimation()
      return
    }
    newPrompt.transform = CGAffineTransform(translationX: 0, y: navMap.bounds.maxY - newPrompt.frame.minY)
    UIView.animate(withDuration: Self.promptSlideDuration, delay: 0, options: [.curveEaseOut]) {
      newPrompt.transform = .identity
    } completion: { [weak self] _ in
      guard let self, self.faults.liftsLogoAfterPromptSlide, newPrompt.superview === navMap else { return }
      // FAULT: the logo and viewport make room only once the prompt has arrived.
      lift.isActive = true
      self.promptConstraints[ObjectIdentifier(newPrompt), default: []].append(lift)
      UIView.animate(withDuration: 0.2) { navMap.layoutIfNeeded() }
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if currentPrompt === oldPrompt { currentPrompt = nil }
    let key = ObjectIdentifier(oldPrompt)
    guard leavingPrompts[key] == nil else { return }
    // While it fades, the prompt still holds the logo up, but gives way if the map changes
    // under it (a rotation mid-fade) instead of making the layout unsatisfiable.
    if var constraints = promptConstraints[key] {
      let required = constraints.filter { $0.priority == .required && $0.firstItem === floorGuide }
      NSLayoutConstraint.deactivate(required)
      constraints.removeAll { c in required.contains { $0 === c } }
      let soft = optional(floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: oldPrompt.layoutMarginsGuide.topAnchor), 995)
      soft.isActive = true
      constraints.append(soft)
      promptConstraints[key] = constraints
    }
    let fade = UIViewPropertyAnimator(duration: Self.promptFadeDuration, curve: .easeIn) {
      oldPrompt.alpha = 0
    }
    fade.addCompletion { [weak self] _ in
      self?.finishRemoving(oldPrompt)
    }
    leavingPrompts[key] = (oldPrompt, fade)
    fade.startAnimation()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func finishRemoving(_ prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    leavingPrompts[key] = nil
    NSLayoutConstraint.deactivate(promptConstraints.removeValue(forKey: key) ?? [])
    prompt.layer.removeAllAnimations()
    prompt.transform = .identity
    prompt.removeFromSuperview()
    prompt.alpha = 1
    navMap?.setNeedsLayout()
  }

  /// Guidance stop and disable: every prompt on screen, current or fading out, goes now.
  private func removeAllPrompts() {
    for (_, (prompt, animator)) in leavingPrompts {
      animator.stopAnimation(true)
      _ = prompt
    }
    let prompts = leavingPrompts.values.map { $0.0 } + (currentPrompt.map { [$0] } ?? [])
    prompts.forEach { finishRemoving($0) }
    leavingPrompts = [:]
    currentPrompt = nil
  }
}

/// Public factory for the layout-check executable and release builds.
@MainActor func makeAdaptiveCourierLayout() -> any NavigationLayoutDelegate {
  AdaptiveCourierLayout()
}
