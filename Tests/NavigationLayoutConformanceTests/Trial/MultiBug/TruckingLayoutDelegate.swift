import GoogleNavigation
import UIKit

/// Long-haul trucking app: on wide screens (iPad in the cab) a side panel with the load sheet
/// and the trip progress; on phones a load-status strip above the ETA card.
@MainActor
final class TruckingLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let slide: TimeInterval = 0.4

  private let sidePanel: UIView = {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    v.backgroundColor = .secondarySystemBackground
    v.accessibilityIdentifier = "sidePanel"
    return v
  }()
  private let loadStrip: UIView = {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    v.backgroundColor = .systemYellow
    v.layer.cornerRadius = 8
    v.accessibilityIdentifier = "loadStrip"
    return v
  }()
  private let contentBottomGuide = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var shared: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var guidance: (any ActiveGuidanceUIState)?
  private var wide = false
  private var prompt: NavigationPromptView?
  private var promptBottom: NSLayoutConstraint?

  // MARK: Ready

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    navMap.addLayoutGuide(contentBottomGuide)
    let low = contentBottomGuide.bottomAnchor.constraint(
      equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    low.priority = .defaultLow
    shared = [contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), low]
    NSLayoutConstraint.activate(shared)
    installReady(navMap, newState)
  }

  private func installReady(_ navMap: GMSMapView, _ state: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let logo = state.googleLogo
    let viewport = state.viewport
    navMap.addSubview(viewport)
    navMap.addSubview(logo)
    // PLANTED T6: "the first button is the compass".
    buttonStack.arrangedSubviews = state.buttons.first.map { [$0.view] } ?? []
    navMap.addSubview(buttonStack)
    readyConstraints = [
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
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
    buttonStack.removeFromSuperview()
    buttonStack.arrangedSubviews = []
    state.googleLogo.removeFromSuperview()
    state.viewport.removeFromSuperview()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    removePromptNow()
    removeReady(oldState)
    NSLayoutConstraint.deactivate(shared)
    shared = []
    navMap.removeLayoutGuide(contentBottomGuide)
  }

  // MARK: Guidance

  func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {
    removeReady(oldState)
    guidance = newState
    // PLANTED T4: brand colour on Google's turn card.
    newState.turnCard.backgroundColor = UIColor(red: 0.05, green: 0.2, blue: 0.45, alpha: 1)
    installGuidance(navMap, newState, wide: newState.wideMode)
  }

  private func installGuidance(
    _ navMap: GMSMapView, _ state: any ActiveGuidanceUIState, wide: Bool
  ) {
    self.wide = wide
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport
    let speed = state.speedWidget
    let progress = state.tripProgressBar
    [turnCard, etaCard, viewport, speed, logo].forEach { navMap.addSubview($0) }
    // PLANTED T6 (same helper habit): only the first button.
    buttonStack.arrangedSubviews = state.buttons.first.map { [$0.view] } ?? []
    navMap.addSubview(buttonStack)

    var c: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      speed.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: 8),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
    ]
    if wide {
      navMap.addSubview(sidePanel)
      // PLANTED T3: the trip progress bar lives inside the opaque side panel.
      sidePanel.addSubview(progress)
      c += [
        sidePanel.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        sidePanel.topAnchor.constraint(equalTo: safe.topAnchor),
        sidePanel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        // PLANTED T2: two required widths that disagree below ~857 pt.
        sidePanel.widthAnchor.constraint(equalToConstant: 300),
        sidePanel.widthAnchor.constraint(lessThanOrEqualTo: navMap.widthAnchor, multiplier: 0.35),
        // PLANTED T1: the cards sit beside the panel instead of on the leading edge.
        turnCard.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor),
        etaCard.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor),
        progress.leadingAnchor.constraint(equalTo: sidePanel.leadingAnchor, constant: 12),
        progress.topAnchor.constraint(equalTo: sidePanel.topAnchor, constant: 12),
        progress.bottomAnchor.constraint(equalTo: sidePanel.bottomAnchor, constant: -12),
        logo.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor, constant: 8),
        speed.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor, constant: 8),
        viewport.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
      ]
    } else {
      navMap.addSubview(progress)
      navMap.addSubview(loadStrip)
      let progressBottom = progress.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8)
      progressBottom.priority = UILayoutPriority(999)
      c += [
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        loadStrip.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        loadStrip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
        loadStrip.heightAnchor.constraint(equalToConstant: 44),
        loadStrip.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -8),
        contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: loadStrip.topAnchor, constant: -8),
        progress.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
        progress.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
        progressBottom,
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        // PLANTED T5: the viewport runs down to the ETA card, under the load strip.
        viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
      ]
    }
    guidanceConstraints = c
    NSLayoutConstraint.activate(c)
  }

  private func removeGuidance(_ state: any ActiveGuidanceUIState) {
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    buttonStack.removeFromSuperview()
    buttonStack.arrangedSubviews = []
    [state.turnCard, state.etaCard, state.viewport, state.speedWidget, state.googleLogo,
     state.tripProgressBar, sidePanel, loadStrip].forEach { $0.removeFromSuperview() }
  }

  func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState,
    oldState: any ActiveGuidanceUIState
  ) {
    removePromptNow()
    removeGuidance(oldState)
    guidance = nil
    installReady(navMap, newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
    guard let state = guidance, newState.wideMode != wide else { return }
    let hadPrompt = prompt
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    removeGuidance(state)
    installGuidance(navMap, state, wide: newState.wideMode)
    if let p = hadPrompt {
      let bottom = placePrompt(navMap, p)
      bottom.constant = wide ? 0 : -8
    }
  }

  // MARK: Prompts

  private func placePrompt(_ navMap: GMSMapView, _ p: NavigationPromptView) -> NSLayoutConstraint {
    let bottom: NSLayoutConstraint
    let leading: NSLayoutConstraint
    if wide {
      p.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      bottom = p.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: p.bounds.height)
      leading = p.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor)
    } else {
      // Rest on the load strip, all corners rounded.
      p.roundedCorners = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ]
      bottom = p.bottomAnchor.constraint(
        equalTo: loadStrip.topAnchor, constant: -8 + p.bounds.height + 120)
      leading = p.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
    }
    promptBottom = bottom
    promptConstraints = [
      bottom, leading,
      contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: p.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    return bottom
  }

  private func removePromptNow() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
    promptBottom = nil
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    let bottom = placePrompt(navMap, newPrompt)
    let target: CGFloat = wide ? 0 : -8
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.slide) {
      bottom.constant = target
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard prompt === oldPrompt else { return }
    let constraints = promptConstraints
    promptConstraints = []
    prompt = nil
    promptBottom = nil
    UIView.animate(withDuration: Self.slide) {
      oldPrompt.alpha = 0
      navMap.layoutIfNeeded()
    } completion: { _ in
      NSLayoutConstraint.deactivate(constraints)
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

@MainActor func makeTruckingDelegate() -> any NavigationLayoutDelegate {
  TruckingLayoutDelegate()
}
