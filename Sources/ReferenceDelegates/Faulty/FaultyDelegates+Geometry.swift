extension FaultyDelegates {
  /// Faulty delegates for the geometry rules (NLC-001 to NLC-006, NLC-019, NLC-020, NLC-023 to
  /// NLC-026), one per rule, in rule order.
  static var geometry: [FaultyDelegate] {
    [
      FaultyDelegate(
        name: "hides-logo", ruleID: "NLC-001",
        summary: "hides the Google logo when navigation is enabled"
      ) { PlantedFaultsDelegate([.hidesLogo]) },
      FaultyDelegate(
        name: "drops-viewport", ruleID: "NLC-002",
        summary: "removes the viewport from the map after laying out the ready state"
      ) { PlantedFaultsDelegate([.dropsViewport]) },
      FaultyDelegate(
        name: "logo-on-order-panel", ruleID: "NLC-003",
        summary: "stands the logo on the bottom of the app's order-status panel"
      ) { LogoOnOrderPanelDelegate() },
      FaultyDelegate(
        name: "card-above-eta-by-height", ruleID: "NLC-003",
        summary: "places the order card above the ETA card by its height at the default text "
          + "size; Dynamic Type grows it into the ETA card"
      ) { CardAboveETACardByHeight() },
      FaultyDelegate(
        name: "viewport-under-order-panel", ruleID: "NLC-004",
        summary: "stretches the viewport under the app's opaque order-status panel"
      ) { ViewportUnderOrderPanelDelegate() },
      FaultyDelegate(
        name: "logo-moves-after-prompt", ruleID: "NLC-005",
        summary: "slides a prompt in over the logo and lifts the logo only afterwards"
      ) { LogoMovesAfterPromptDelegate() },
      FaultyDelegate(
        name: "turn-card-below-eta-card", ruleID: "NLC-006",
        summary: "swaps the cards in wide mode: ETA card on top, turn card at the bottom"
      ) { TurnCardBelowETACardDelegate() },
      FaultyDelegate(
        name: "panel-below-map", ruleID: "NLC-019",
        summary: "pins the app's order-status panel 24 points below the map's bottom edge"
      ) { PanelBelowMapDelegate() },
      FaultyDelegate(
        name: "square-prompt-on-eta-card", ruleID: "NLC-020",
        summary: "keeps a prompt's top-only rounding while it rests on the ETA card"
      ) { SquarePromptOnETACardDelegate() },
      FaultyDelegate(
        name: "progress-bar-under-status-bar", ruleID: "NLC-023",
        summary: "in wide mode pins the trip progress bar below the map's top, not the safe "
          + "area's: it starts under the status bar or the sensor housing"
      ) { ProgressBarUnderStatusBarDelegate() },
      FaultyDelegate(
        name: "viewport-under-status-bar", ruleID: "NLC-024",
        summary: "in wide mode pins the viewport's top to the map's top, not the safe area's"
      ) { ViewportUnderStatusBarDelegate() },
      FaultyDelegate(
        name: "prompt-on-eta-card-frame", ruleID: "NLC-025",
        summary: "docks prompts on the ETA card's frame, not its layoutMarginsGuide: their "
          + "margins add up"
      ) { PromptOnETACardFrameDelegate() },
      FaultyDelegate(
        name: "order-card-on-eta-card-frame", ruleID: "NLC-026",
        summary: "in narrow guidance aligns the order panel's sides with the ETA card's frame, "
          + "not its layoutMarginsGuide: the panel runs 8 points past the card's visible body"
      ) { OrderCardOnETACardFrameDelegate() },
    ]
  }

  /// Faulty delegates whose fault only a narrow band of environments shows: a 1-point overlap
  /// that uniform generation meets about once in thousands of cases. Not in ``all``, whose
  /// delegates are each caught within 1,000 cases; the boundary search's law is measured on
  /// these (Docs/PropertyEngine.md, "The boundary search").
  public static var boundary: [FaultyDelegate] {
    [
      FaultyDelegate(
        name: "column-strip-onto-eta-card", ruleID: "NLC-003",
        summary: "stacks a 150-point trip-summary strip under the turn card on wide maps under "
          + "360 points tall, in a hiding stack whose bottom is 1.5 points below the ETA card's "
          + "visual top: an overlap only in a 1-point band (maps about 325 points tall)"
      ) { ColumnSummaryDelegate(bottomOffset: 1.5) },
      FaultyDelegate(
        name: "tall-column-strip-onto-eta-card", ruleID: "NLC-003",
        summary: "the same slip with a 160-point strip: the band moves to maps 10 points taller"
      ) { ColumnSummaryDelegate(bottomOffset: 1.5, stripHeight: 160) },
    ]
  }
}
