public import GoogleNavigation
import UIKit

// Prompts slide in just above the ETA card (in the leading column in wide mode) with all four
// corners rounded; in narrow mode the floor rises with them, so the logo, speed widget and
// buttons move up in the same animation and are never covered.

extension ReferenceLayoutDelegate {
  /// Slides the prompt in from the ETA card's top.
  public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
    guard let placement = present(newPrompt, in: navMap) else { return }
    navMap.layoutIfNeeded()
    animatePrompts(in: placement, out: nil, navMap: navMap)
  }

  /// Slides the prompt out, then removes it.
  public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
    guard let placement = prompt, placement.view === oldPrompt else { return }
    prompt = nil
    outgoingPrompts.append(oldPrompt)
    animatePrompts(in: nil, out: placement, navMap: navMap)
  }

  /// Slides the old prompt out and the new one in, in one animation.
  public func changePrompt(
    navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
  ) {
    guard let old = prompt, old.view === oldPrompt else {
      showPrompt(navMap: navMap, newPrompt: newPrompt)
      return
    }
    outgoingPrompts.append(oldPrompt)
    guard let placement = present(newPrompt, in: navMap) else { return }
    navMap.layoutIfNeeded()
    animatePrompts(in: placement, out: old, navMap: navMap)
  }

  /// Adds a prompt at its starting place, ``promptStartOffset(for:)`` below its final place.
  private func present(_ newPrompt: any NavigationPromptView, in navMap: GMSMapView)
    -> PromptPlacement?
  {
    newPrompt.roundedCorners = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    navMap.addSubview(newPrompt)
    return place(
      newPrompt, in: navMap, wide: guidanceState?.wideMode ?? false,
      offset: promptStartOffset(for: newPrompt))
  }

  /// Constrains a prompt's visible bottom to the ETA card's visible top, `offset` points
  /// lower, and makes it the prompt on screen; nil outside guidance.
  @discardableResult
  func place(_ view: UIView, in navMap: GMSMapView, wide: Bool, offset: CGFloat)
    -> PromptPlacement?
  {
    guard let eta = guidanceState?.etaCard else { return nil }
    // The prompt's visible bottom on the card's visible top: their transparent margins
    // overlap, which buys a short landscape map the points its viewport needs (CONFORMANCE
    // §1c, seed 2 case 80,679).
    let bottom = view.layoutMarginsGuide.bottomAnchor.constraint(
      equalTo: eta.layoutMarginsGuide.topAnchor, constant: offset)
    let leading = Self.cardLeadingAnchor(in: navMap, wide: wide)
    var constraints = [bottom, view.leadingAnchor.constraint(equalTo: leading)]
    var floorLimit: NSLayoutConstraint?
    if !wide {
      floorLimit = floor.bottomAnchor.constraint(
        lessThanOrEqualTo: view.layoutMarginsGuide.topAnchor)
      constraints.append(floorLimit ?? bottom)
    }
    NSLayoutConstraint.activate(constraints)
    let placement = PromptPlacement(
      view: view, constraints: constraints, bottom: bottom, floorLimit: floorLimit)
    prompt = placement
    return placement
  }

  /// Lets the floor drop and moves the prompt one height down.
  func slideOut(_ placement: PromptPlacement) {
    placement.floorLimit?.isActive = false
    placement.bottom.constant = placement.view.bounds.height
  }

  /// Removes a prompt that finished leaving, unless a cleanup removed it already.
  func finishRemoving(_ view: UIView) {
    guard outgoingPrompts.contains(where: { $0 === view }) else { return }
    outgoingPrompts.removeAll { $0 === view }
    view.removeFromSuperview()
  }

  /// Removes the prompt on screen and those sliding out, with their constraints, at once.
  func removePrompts() {
    if let placement = prompt {
      NSLayoutConstraint.deactivate(placement.constraints)
      placement.view.removeFromSuperview()
    }
    prompt = nil
    for view in outgoingPrompts { view.removeFromSuperview() }
    outgoingPrompts = []
  }
}
