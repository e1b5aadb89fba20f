public import GoogleNavigation
import UIKit

/// The reference layout, adaptive by size class: in the navigation-ready state the app's
/// panel is a side panel on the leading side in a regular width (iPad full screen, the wide
/// Split View and Stage Manager windows, Plus and Max phones held sideways) and a bottom bar
/// in a compact width (phones, iPad one-third Split View and Slide Over), as Apple's Human
/// Interface Guidelines ask layouts to adapt to the width size class, not the device.
///
/// The switch reads `navMap.traitCollection.horizontalSizeClass`. A resize that changes the
/// size class re-lays out the ready state from a trait-change registration (iOS 17
/// `registerForTraitChanges`), before the SDK's `sizeChanged` (CONFORMANCE.md AL-UIK-059).
/// In guidance Google's cards own the top and the leading column, so the panel goes where
/// the reference puts it: under the turn card in narrow mode, beside the card column in wide
/// mode. Prompts take the reference's places; they slide in with a transform (constrained at
/// their place at once, shown one prompt height lower and brought up by animating
/// `transform` to identity) and fade out with a `UIViewPropertyAnimator`, removed when it ends.
///
/// ```swift
/// try mapView.setLayoutDelegate(SizeClassLayoutDelegate())
/// ```
@MainActor
public class SizeClassLayoutDelegate: ReferenceLayoutDelegate {
  /// The registration for width size-class changes, while navigation is on.
  private var sizeClassRegistration: (any UITraitChangeRegistration)?

  /// Creates the delegate with the 48-point order-status panel.
  public init() {
    super.init(panel: OrderStatusPanel(), fixedHeight: OrderStatusPanel.height)
  }

  /// A side panel in a regular width, a bottom bar in a compact one.
  override func placesPanelAtSide(in navMap: GMSMapView) -> Bool {
    navMap.traitCollection.horizontalSizeClass == .regular
  }

  /// Builds the ready layout and starts following the width size class.
  public override func enableNavigationUI(
    navMap: GMSMapView, newState: any NavigationReadyUIState
  ) {
    super.enableNavigationUI(navMap: navMap, newState: newState)
    sizeClassRegistration = navMap.registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
      [weak self] (map: GMSMapView, _: UITraitCollection) in
      self?.horizontalSizeClassChanged(in: map)
    }
  }

  /// Stops following the size class and removes everything.
  public override func disableNavigationUI(
    navMap: GMSMapView, oldState: any NavigationReadyUIState
  ) {
    if let sizeClassRegistration { navMap.unregisterForTraitChanges(sizeClassRegistration) }
    sizeClassRegistration = nil
    super.disableNavigationUI(navMap: navMap, oldState: oldState)
  }

  /// Prompts are constrained at their place from the start; the transform does the sliding.
  override func promptStartOffset(for prompt: UIView) -> CGFloat { 0 }

  /// Slides `incoming` up from one prompt height below with a transform, and fades `outgoing`
  /// out where it stands with a property animator; the prompt and its floor limit leave the
  /// map together when the fade ends, so the floating controls never drop under a prompt
  /// still showing.
  override func animatePrompts(
    in incoming: PromptPlacement?, out outgoing: PromptPlacement?, navMap: GMSMapView
  ) {
    if let incoming {
      let view = incoming.view
      view.transform = CGAffineTransform(translationX: 0, y: view.bounds.height)
      UIView.animate(withDuration: Self.promptAnimationDuration) { view.transform = .identity }
    }
    if let outgoing {
      let view = outgoing.view
      let fade = UIViewPropertyAnimator(duration: Self.promptAnimationDuration, curve: .easeOut) {
        view.alpha = 0
      }
      fade.addCompletion { [weak self] _ in self?.finishRemoving(view) }
      fade.startAnimation()
    }
  }

  /// Moves the panel between the side and the bottom in the ready state; in guidance the
  /// panel's place does not depend on the size class.
  private func horizontalSizeClassChanged(in navMap: GMSMapView) {
    guard guidanceState == nil, let readyState else { return }
    tearDownState()
    installReadyLayout(in: navMap, state: readyState)
  }
}
