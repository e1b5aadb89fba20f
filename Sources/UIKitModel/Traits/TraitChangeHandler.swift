/// One registration: the traits it watches and what it runs, in the order registered.
@MainActor
final class TraitChangeHandler: UITraitChangeRegistration {
  let traits: [UITrait]
  let run: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

  init(traits: [UITrait], run: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) {
    self.traits = traits
    self.run = run
  }

  /// Runs the handler if one of its traits differs between `previous` and `current`.
  func fire(
    on environment: any UITraitEnvironment, previous: UITraitCollection, current: UITraitCollection
  ) {
    guard traits.contains(where: { current.differs(in: $0, from: previous) }) else { return }
    run(environment, previous)
  }
}
