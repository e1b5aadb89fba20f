import Foundation

// Traits (UITraitCollection) derived from the root's LayoutEnvironment, and the
// traitCollectionDidChange(_:) walk UIKit makes when one changes.

extension UIView: UITraitChangeObservable {
  /// The traits of this view's hierarchy: the root's ``LayoutEnvironment`` as a
  /// `UITraitCollection` (Dynamic Type size, layout direction, display scale, idiom, size
  /// classes, appearance).
  public var traitCollection: UITraitCollection {
    UITraitCollection(environment: layoutEnvironment)
  }

  /// The view's iOS 17 trait-change registrations (model storage).
  public var traitChangeHandlers: TraitChangeHandlers {
    if let traitHandlersStorage { return traitHandlersStorage }
    let handlers = TraitChangeHandlers()
    traitHandlersStorage = handlers
    return handlers
  }

  /// Calls ``traitCollectionDidChange(_:)`` on this view and its subtree, superviews first, as
  /// UIKit propagates a trait change down from the window: on each view whose traits differ
  /// from the ones it was last told of (or, never told, from `previous`), with those: first
  /// the view controller whose view it is, then the view, then the view's registered
  /// trait-change handlers whose traits differ, oldest first.
  ///
  /// A view taken out of the map and put back in the same callback (delegates rebuild their
  /// layouts that way) was told of the map's traits already, so it hears nothing again.
  func propagateTraitChange(from previous: LayoutEnvironment, to current: LayoutEnvironment) {
    let had = deliveredTraits ?? previous
    deliveredTraits = current
    if had.changesTraits(to: current) {
      let previousTraits = UITraitCollection(environment: had)
      if hostsViewController, let controller = viewControllerStorage {
        controller.traitsChanged(from: previousTraits)
      }
      traitCollectionDidChange(previousTraits)
      if let handlers = traitHandlersStorage, !handlers.handlers.isEmpty {
        handlers.fire(
          on: self, previous: previousTraits, current: UITraitCollection(environment: current))
      }
    }
    for subview in subviews {
      subview.propagateTraitChange(from: previous, to: current)
    }
  }
}
