import Foundation

// Traits (UITraitCollection) derived from the root's LayoutEnvironment, and the
// traitCollectionDidChange(_:) walk UIKit makes when one changes.

extension UIView {
  /// The traits of this view's hierarchy: the root's ``LayoutEnvironment`` as a
  /// `UITraitCollection` (Dynamic Type size, layout direction, display scale).
  public var traitCollection: UITraitCollection {
    UITraitCollection(environment: layoutEnvironment)
  }

  /// Calls ``traitCollectionDidChange(_:)`` on this view and its subtree, superviews first, as
  /// UIKit propagates a trait change down from the window.
  func propagateTraitChange(from previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    for subview in subviews {
      subview.propagateTraitChange(from: previous)
    }
  }
}
