/// The trait-change registrations of one object, oldest first. Model storage behind
/// ``UITraitChangeObservable``; app code does not use it.
@preconcurrency @MainActor
public final class TraitChangeHandlers {
  var handlers: [TraitChangeHandler] = []

  init() {}

  /// Runs every handler whose traits differ between `previous` and `current`.
  func fire(on environment: any UITraitEnvironment, previous: UITraitCollection, current: UITraitCollection) {
    for handler in handlers {
      handler.fire(on: environment, previous: previous, current: current)
    }
  }
}
