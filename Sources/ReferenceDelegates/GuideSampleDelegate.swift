public import GoogleNavigation
import UIKit

/// The SDK guide's own sample delegate ("Customize the navigation layout"), retold as app code
/// in this package's words with the same API use, so the checker can be held to the guide:
/// the sample must break only rules the guide states (CONFORMANCE.md, "The guide's sample").
///
/// Like the guide's sample it keeps one set of views and constraints per navigation state,
/// stands the logo and the button stack on a zero-height guide that stays above the ETA card
/// and any prompt, frames the viewport below the turn card, and slides prompts in and out by
/// animating a bottom constraint, removing the old prompt when its slide ends. Like the
/// sample, `stopGuidance` does not remove a prompt that is still on screen, which the guide's
/// text tells delegates to do.
@MainActor
public final class GuideSampleDelegate: NSObject, NavigationLayoutDelegate {
  /// The slide's length, in seconds.
  private static let slideDuration: TimeInterval = 0.4

  /// One navigation state's views and constraints.
  @MainActor
  private final class StateLayout {
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    var constraints: [NSLayoutConstraint] = []
    private unowned let map: GMSMapView
    private let buttonViews: [UIView]
    private let views: [UIView]

    init(map: GMSMapView, buttons: [any NavigationUIButton], views: [UIView]) {
      self.map = map
      buttonViews = buttons.map(\.view)
      self.views = views
    }

    /// Puts the views on the map, then turns the constraints on.
    func install() {
      for view in views { map.addSubview(view) }
      stack.arrangedSubviews = buttonViews
      map.addSubview(stack)
      NSLayoutConstraint.activate(constraints)
    }

    /// Turns the constraints off, then takes the views away.
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
  /// Constraints of the content-bottom guide that both states share.
  private var guideConstraints: [NSLayoutConstraint] = []
  /// The bottom of the open map area: above the ETA card and above a prompt on screen.
  private let contentBottom = UILayoutGuide()

  /// Creates the delegate.
  public override init() { super.init() }

  public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(contentBottom)
    let rest = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    rest.priority = .defaultLow
    guideConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), rest]
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let layout = StateLayout(map: navMap, buttons: newState.buttons, views: [logo, viewport])
    layout.constraints =
      guideConstraints + [
        layout.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        layout.stack.topAnchor.constraint(equalTo: safe.topAnchor),
        layout.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      ]
    layout.install()
    readyLayout = layout
  }

  public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
    prompt?.removeFromSuperview()
    prompt = nil
    promptBottom = nil
    readyLayout?.uninstall()
    readyLayout = nil
    navMap.removeLayoutGuide(contentBottom)
  }

  public func startGuidance(
    navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
  ) {
    readyLayout?.uninstall()
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = newState.turnCard
    let etaCard = newState.etaCard
    let logo = newState.googleLogo
    let viewport = newState.viewport
    let layout = StateLayout(
      map: navMap, buttons: newState.buttons, views: [turnCard, etaCard, viewport, logo])
    layout.constraints =
      guideConstraints + [
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
        etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        layout.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        layout.stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        layout.stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        // The camera frames the open area under the turn card.
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      ]
    layout.install()
    guidanceLayout = layout
  }

  public func stopGuidance(
    navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
  ) {
    guidanceLayout?.uninstall()
    guidanceLayout = nil
    readyLayout?.install()
  }

  public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    // Start just below the map's bottom edge, then slide up.
    let bottom = newPrompt.bottomAnchor.constraint(
      equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
    promptBottom = bottom
    NSLayoutConstraint.activate([
      bottom,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      // The open map area ends above the prompt.
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.slideDuration) {
      bottom.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard let bottom = promptBottom else { return }
    promptBottom = nil
    prompt = nil
    // Slide down, then take the prompt away.
    UIView.animate(withDuration: Self.slideDuration) {
      bottom.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { _ in
      oldPrompt.removeFromSuperview()
    }
  }

  public func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    // The old prompt slides out while the new one slides in.
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
