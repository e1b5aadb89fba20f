import GoogleNavigation
import UIKit

/// DELIBERATELY FAULTY: picks the side panel by device idiom instead of the width size
/// class, and insists on the panel's 360-pt width, so an iPad in a compact Split View /
/// Slide Over window gets a panel wider than the room for it.
@MainActor func makeCourierLayoutByIdiom() -> any NavigationLayoutDelegate {
  AdaptiveCourierLayout(
    wantsSidePanel: { _ in UIDevice.current.userInterfaceIdiom == .pad },
    faults: .init(panelWidthIsRequired: true))
}

/// DELIBERATELY FAULTY: idiom choice but with the app's width cap (a UX bug only: a 144-pt
/// panel in a one-third Split View; no conformance rule should fire on layout grounds).
@MainActor func makeCourierLayoutByIdiomCapped() -> any NavigationLayoutDelegate {
  AdaptiveCourierLayout(wantsSidePanel: { _ in UIDevice.current.userInterfaceIdiom == .pad })
}

/// DELIBERATELY FAULTY: the logo (and viewport) move up only after the prompt has slid in,
/// so the sliding prompt passes over the logo.
@MainActor func makeCourierLayoutLateLogo() -> any NavigationLayoutDelegate {
  AdaptiveCourierLayout(faults: .init(liftsLogoAfterPromptSlide: true))
}

/// Correct variant: prompts slide in from the leading edge (RTL aware) with a critically
/// damped UIViewPropertyAnimator instead of from below.
@MainActor func makeCourierLayoutLeadingSlide() -> any NavigationLayoutDelegate {
  AdaptiveCourierLayout(faults: .init(slidesFromLeadingEdge: true))
}
