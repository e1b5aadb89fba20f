/// Which run a metamorphic relation's violation blames, and where: its causes are read there
/// (``LifecycleDriver/causes(of:in:at:)``).
enum RelationCauses {
  /// NLC-018 compares the case's closing screen with the variant's, after its round trip: what
  /// drifted or piled up is in the variant, at its closing settle. NLC-017 and NLC-016 blame
  /// the constraints of the case itself, at the step the violation names.
  ///
  /// - Returns: The scenario to play and the step at which to read its model.
  static func run(for violation: Violation, base: Scenario, variant: Scenario)
    -> (scenario: Scenario, step: Int)
  {
    if violation.ruleID == RoundTripRelation().id {
      return (variant, variant.events.count + 1)
    }
    return (base, violation.step)
  }
}
