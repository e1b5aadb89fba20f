public import GoogleNavigation
import UIKit

/// A small layout delegate for portrait-only apps: no wide variant, speed widget or trip
/// progress bar, written as app code in the spirit of the guide's basic sample.
///
/// Ready: viewport over the safe area, logo at the bottom leading corner, buttons in a hiding
/// stack at the trailing side. Guidance: full-width turn card on top, full-width ETA card at
/// the bottom, the viewport between them; a prompt appears (without animation) on top of the
/// ETA card's visible top, with the logo and buttons above it.
///
/// It conforms on phones held upright (`.portraitPhone`) and breaks where portrait-only apps
/// break: in wide mode the SDK narrows the cards to a leading column, which the full-width
/// pins contradict (NLC-011, two events on a landscape phone).
@MainActor
public final class PortraitLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var views: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: UIView?
  private var etaCard: UIView?
  /// Floating controls stand on this zero-height guide, which stays above cards and prompts.
  private let baseline = UILayoutGuide()

  /// Creates the delegate.
  public override init() { super.init() }

  /// Lays out the logo, viewport and buttons.
  public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    navMap.addLayoutGuide(baseline)
    build(in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: nil)
  }

  /// Removes everything it added.
  public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    clear()
    navMap.removeLayoutGuide(baseline)
  }

  /// Adds the cards and rebuilds around them.
  public func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    clear()
    build(in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: (newState.turnCard, newState.etaCard))
  }

  /// Removes any prompt and the cards, and restores the ready layout.
  public func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    clear()
    build(in: navMap, logo: newState.googleLogo, viewport: newState.viewport,
      buttons: newState.buttons, cards: nil)
  }

  /// Puts the prompt on the ETA card, rounded on all corners.
  public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    guard let etaCard else { return }
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      baseline.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  /// Removes the prompt.
  public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    removePrompt()
  }

  /// Replaces the prompt.
  public func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    removePrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func build(
    in navMap: GMSMapView, logo: UIView, viewport: UIView, buttons: [any NavigationUIButton],
    cards: (turn: UIView, eta: UIView)?
  ) {
    let safe = navMap.safeAreaLayoutGuide
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    // By type, never by index: the SDK may reorder the list or add buttons (NLC-016).
    stack.arrangedSubviews = ReferenceLayoutDelegate.orderedButtonViews(buttons)
    views = [viewport] + (cards.map { [$0.turn, $0.eta] } ?? []) + [logo, stack]
    for view in views { navMap.addSubview(view) }
    etaCard = cards?.eta
    let low = baseline.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    low.priority = .defaultLow
    let top = cards?.turn.layoutMarginsGuide.bottomAnchor ?? safe.topAnchor
    constraints = [
      low, baseline.heightAnchor.constraint(equalToConstant: 0),
      baseline.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      baseline.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.topAnchor.constraint(equalTo: top),
      viewport.bottomAnchor.constraint(equalTo: baseline.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
      logo.bottomAnchor.constraint(equalTo: baseline.topAnchor, constant: -8),
      stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
      stack.topAnchor.constraint(equalTo: top, constant: 8),
      stack.bottomAnchor.constraint(equalTo: baseline.topAnchor, constant: -8),
    ]
    if let cards {
      constraints += [
        // Full-width cards, a portrait app's habit: right while the SDK sizes cards to the
        // map's width, unsatisfiable once wide mode narrows them to a column (NLC-011).
        cards.turn.topAnchor.constraint(equalTo: navMap.topAnchor),
        cards.turn.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        cards.turn.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        cards.eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        cards.eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        cards.eta.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        baseline.bottomAnchor.constraint(lessThanOrEqualTo: cards.eta.layoutMarginsGuide.topAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    stackView = stack
  }

  private var stackView: GMSNavigationHidingStackView?

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
    stackView?.arrangedSubviews = []
    stackView = nil
    etaCard = nil
  }
}
