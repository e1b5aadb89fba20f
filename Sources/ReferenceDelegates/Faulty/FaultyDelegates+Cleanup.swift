extension FaultyDelegates {
  /// Faulty delegates for the cleanup and hygiene rules (NLC-007 to NLC-015) and NLC-022, one
  /// per rule.
  static var cleanup: [FaultyDelegate] {
    [
      FaultyDelegate(
        name: "keeps-progress-bar-after-stop", ruleID: "NLC-007",
        summary: "stopGuidance leaves the trip progress bar in the map's hierarchy"
      ) { PlantedFaultsDelegate([.keepsProgressBarAfterStop]) },
      FaultyDelegate(
        name: "keeps-floor-guide-after-disable", ruleID: "NLC-008",
        summary: "disableNavigationUI leaves the delegate's layout guide on the map"
      ) { PlantedFaultsDelegate([.keepsFloorGuideAfterDisable]) },
      FaultyDelegate(
        name: "leaves-prompt-on-hide", ruleID: "NLC-009",
        summary: "hidePrompt parks the old prompt in a hidden view instead of removing it"
      ) { LeavesPromptOnHide() },
      FaultyDelegate(
        name: "pins-logo-size", ruleID: "NLC-010",
        summary: "the ready layout pins the logo's width and height"
      ) { PlantedFaultsDelegate([.pinsLogoSize]) },
      FaultyDelegate(
        name: "autoresizing-holder", ruleID: "NLC-011",
        summary: "pins a logo holder that still translates its autoresizing mask (the logo "
          + "then lands in the unsafe band: NLC-001 at the same step)"
      ) { AutoresizingHolderDelegate() },
      FaultyDelegate(
        name: "side-panel-by-idiom", ruleID: "NLC-011",
        summary: "chooses the side panel on an iPad by the device idiom instead of the width "
          + "size class: in one-third Split View the panel cannot fit"
      ) { SidePanelByIdiomDelegate() },
      FaultyDelegate(
        name: "conflicting-panel-height", ruleID: "NLC-011",
        summary: "the ready layout gives the order-status panel two required heights"
      ) { ConflictingPanelHeight() },
      FaultyDelegate(
        name: "progress-bar-in-panel", ruleID: "NLC-012",
        summary: "the trip progress bar is a subview of the app's opaque panel"
      ) { ProgressBarInPanel() },
      FaultyDelegate(
        name: "uses-legacy-header-guide", ruleID: "NLC-013",
        summary: "the guidance layout reads navigationHeaderLayoutGuide"
      ) { PlantedFaultsDelegate([.usesLegacyHeaderGuide]) },
      FaultyDelegate(
        name: "tints-turn-card-internals", ruleID: "NLC-014",
        summary: "the guidance layout tints the turn card's internal background view"
      ) { PlantedFaultsDelegate([.tintsTurnCardInternals]) },
      FaultyDelegate(
        name: "forces-buttons-visible", ruleID: "NLC-015",
        summary: "the ready layout writes isHidden on buttons a hiding stack manages"
      ) { PlantedFaultsDelegate([.forcesButtonsVisible]) },
      FaultyDelegate(
        name: "removes-shown-prompt-late", ruleID: "NLC-022",
        summary: "a hide's late completion removes the prompt shown since, not the one hidden"
      ) { RemovesShownPromptLate() },
    ]
  }
}
