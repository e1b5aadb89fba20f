import GoogleNavigation
import UIKit

// Deliberately faulty variants of RideLayoutDelegate, kept as tests of the tool.
extension RideLayoutDelegate {
  /// Hook called first thing in showPrompt.
  func faultBeforeShowingPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    switch fault {
    case .trapOnRTLPrompt:
      // "Only LTR was ever tested": a lookup that is present for LTR only.
      let insets: [UIUserInterfaceLayoutDirection: CGFloat] = [.leftToRight: 8]
      let inset = insets[navMap.effectiveUserInterfaceLayoutDirection]!  // traps in RTL
      lastPromptInset = inset
    case .hangOnNarrowPrompt:
      // A "wait until wide enough" loop that never ends on narrow maps.
      var spins = 0
      while navMap.bounds.width < 376 { spins &+= 1 }
      _ = spins
    case .flakyTrap:
      // A race seen once in a while: about one showPrompt in 20 finds its data missing.
      let data: [Int] = Int.random(in: 0..<20) == 0 ? [] : [1]
      lastPromptInset = CGFloat(data[0])  // index out of range, sometimes
    case .indexTrapOnRTLPrompt:
      // Margins table indexed by direction, with only the LTR entry filled in.
      let margins: [CGFloat] = [8]
      let isRTL = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft
      lastPromptInset = margins[isRTL ? 1 : 0]  // index out of range in RTL
    case .none, .sheetCoversLogoAtAXSizes, .guideStyleSlide, .chatty, .hangInSlideOutCompletion:
      break
    }
  }

  /// The faulty variant lets the sheet cover the map contents at accessibility sizes
  /// ("the sheet is only that tall for a few users").
  func sheetMayCoverMapContents(navMap: GMSMapView) -> Bool {
    fault == .sheetCoversLogoAtAXSizes
      && navMap.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
  }
}

extension RideLayoutDelegate {
  /// My first version: the guide sample's constraint slide (the prompt's bottom constraint animated
  /// from below), anchored on the sheet instead of the map's bottom. The tool reported NLC-005 during
  /// the animation after a stopGuidance/startGuidance round trip (see FINDINGS.md).
  func slideInLikeTheGuide(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let bottomConstraint = newPrompt.bottomAnchor.constraint(
      equalTo: rideStatusSheet.topAnchor, constant: newPrompt.bounds.height)
    promptBottomConstraint = bottomConstraint
    NSLayoutConstraint.activate([
      bottomConstraint,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      mapContentsBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    navMap.layoutIfNeeded()
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottomConstraint.constant = 0
      navMap.layoutIfNeeded()
    }
  }

  func slideOutLikeTheGuide(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let bottomConstraint = promptBottomConstraint else { return }
    promptBottomConstraint = nil
    currentPrompt = nil
    UIView.animate(withDuration: Self.promptAnimationDuration) {
      bottomConstraint.constant = oldPrompt.bounds.height
      navMap.layoutIfNeeded()
    } completion: { [weak self] _ in
      oldPrompt.removeFromSuperview()
      self?.promptsOnScreen.removeAll { $0 === oldPrompt }
    }
  }
}

extension RideLayoutDelegate {
  /// Hook called at the end of startGuidance: the chatty variant logs with print, as app code does.
  func faultAfterStartingGuidance(navMap: GMSMapView) {
    if fault == .chatty {
      print("[RideLayout] guidance started on a \(navMap.bounds.width)-pt map")
    }
  }
}

extension RideLayoutDelegate {
  /// The slide-out completion of the hanging variant waits for a condition that never comes in RTL.
  func faultInSlideOutCompletion(navMap: GMSMapView) {
    guard fault == .hangInSlideOutCompletion else { return }
    var spins = 0
    while navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft { spins &+= 1 }
    _ = spins
  }
}
