#if canImport(ObjectiveC)
  public import Foundation
#endif

/// Registering for trait changes (iOS 17): UIKit's `UITraitChangeObservable`, adopted by
/// `UIView` and `UIViewController`.
///
/// A handler runs when a trait it names changes (CONFORMANCE.md AL-UIK-059): on a resize that
/// changes a size class, a new Dynamic Type size or direction, or a move into a hierarchy
/// with other traits; after the object's ``UIView/traitCollectionDidChange(_:)``, in the order
/// registered, superviews first. The handler gets the object and the traits before the change.
///
/// ```swift
/// registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
///   self.relayout()
/// }
/// ```
///
/// `#selector` needs the Objective-C runtime: on Linux ``registerForTraitChanges(_:target:action:)``
/// takes the action as a method reference (`action: Panel.relayout`); where Objective-C exists
/// a `Selector` form is there too.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
  /// The registrations, oldest first (model storage).
  var traitChangeHandlers: TraitChangeHandlers { get }
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and the previous traits when one of `traits` changes.
  /// Name the object's type in the closure, as with UIKit:
  /// `{ (self: Self, previousTraitCollection: UITraitCollection) in … }`.
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait],
    handler: @escaping @MainActor (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    add(traits) { environment, previous in
      if let object = environment as? TraitEnvironment { handler(object, previous) }
    }
  }

  /// Calls `action` on `target` (held weakly) when one of `traits` changes: the closure form
  /// of UIKit's selector action, for Linux (`action: Panel.relayout`).
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target, action: @escaping @MainActor (Target) -> () -> Void
  ) -> any UITraitChangeRegistration {
    add(traits) { [weak target] _, _ in
      if let target { action(target)() }
    }
  }

  /// Calls `action` on `target` with the object and the previous traits, as a selector with
  /// two arguments would be called.
  @discardableResult
  public func registerForTraitChanges<Target: AnyObject>(
    _ traits: [UITrait], target: Target,
    action: @escaping @MainActor (Target) -> (any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    add(traits) { [weak target] environment, previous in
      if let target { action(target)(environment, previous) }
    }
  }

  #if canImport(ObjectiveC)
    /// Sends `action` to `target` when one of `traits` changes (Objective-C runtimes only).
    @discardableResult
    public func registerForTraitChanges(
      _ traits: [UITrait], target: NSObject, action: Selector
    ) -> any UITraitChangeRegistration {
      add(traits) { [weak target] _, _ in _ = target?.perform(action) }
    }
  #endif

  /// Removes a registration; a token from another object is ignored.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    traitChangeHandlers.handlers.removeAll { $0 === registration }
  }

  private func add(
    _ traits: [UITrait],
    _ run: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let handler = TraitChangeHandler(traits: traits, run: run)
    traitChangeHandlers.handlers.append(handler)
    return handler
  }
}
