public import GoogleNavigationModel

extension Counterexample {
  /// For a metamorphic relation's failure (NLC-016 to NLC-018), the variant run's layout at
  /// the failing step, to draw beside ``picture``: the right-to-left run for NLC-017, the
  /// round trip's for NLC-018, the other button order's for NLC-016. The variant scenario is
  /// run again with `configuration`'s rules and roles (no rule is judged on it), so the same
  /// case gives the same picture. Nil for a rule's failure, a trapped case, or a variant that
  /// cannot be run.
  ///
  /// - Parameters:
  ///   - configuration: The configuration the campaign ran with.
  ///   - delegate: Makes a fresh delegate.
  /// - Returns: The variant's picture, its elements named like the case's highlights in red.
  public func variantPicture(
    configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) -> ReproPicture? {
    guard let violation, let id = relationID,
      let relation = RuleCatalogue.relations.first(where: { $0.id == id }),
      let variant = relation.variant(of: scenario)
    else { return nil }
    let rules = configuration.rules
    let roles = configuration.roles
    let factory = DelegateFactory(make: delegate)
    guard
      let steps = try? MainActorHop.run({
        try CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make).driver
          .run(variant, checking: false)
      }).steps,
      let snapshot = steps.last(where: { $0.step == violation.step }) ?? steps.last
    else { return nil }
    let names = Set(snapshot.elements.map(\.name))
    return ReproPicture(
      snapshot: snapshot,
      title: "\(id) variant (\(relation.title)) at step \(snapshot.step)",
      highlights: [],
      offendingNames: violation.finding.highlights.map(\.label).filter(names.contains))
  }
}
