extension FaultyDelegates {
  /// Faulty delegates for the metamorphic relations (NLC-016 to NLC-018) and for NLC-021,
  /// which only an isolated campaign can report.
  static var relations: [FaultyDelegate] {
    [
      FaultyDelegate(
        name: "buttons-by-index", ruleID: "NLC-016",
        summary: "takes buttons[0] for the compass and stacks only it, so a reordered list "
          + "loses the compass"
      ) { ButtonsByIndexDelegate() },
      FaultyDelegate(
        name: "left-anchored-logo", ruleID: "NLC-017",
        summary: "pins the ready logo with leftAnchor, so right-to-left does not mirror it"
      ) { LeftAnchoredLogoDelegate() },
      FaultyDelegate(
        name: "piling-constraints", ruleID: "NLC-018",
        summary: "adds the panel's height constraint again on every size change"
      ) { PilingConstraintsDelegate() },
      FaultyDelegate(
        name: "second-button", ruleID: "NLC-021",
        summary: "reads the second guidance button, which is missing when the compass is off"
      ) { SecondButtonDelegate() },
    ]
  }
}
