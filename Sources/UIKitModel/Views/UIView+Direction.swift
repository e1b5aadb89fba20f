extension UIView {
  /// The direction this view lays out in: its own ``semanticContentAttribute`` resolved
  /// against the root's layout direction.
  ///
  /// Not inherited from the superview's attribute. A constraint's leading and trailing (both
  /// items, and the sign of its constant) resolve by this direction of the view it belongs
  /// to, the closest common ancestor of its items: subviews pinned to a forced right-to-left
  /// container flip, while a forced right-to-left button pinned to a left-to-right superview
  /// keeps its place. The research notes (autolayout-and-layout-testing.md §A13) suggest
  /// per-item resolution; the model departs from it because that contradicts the common
  /// practice of forcing right-to-left on buttons to put their image on the right.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let inherited = rootView.rootState?.environment.layoutDirection ?? .leftToRight
    return semanticContentAttribute.resolved(inheriting: inherited)
  }

  /// The direction a view with `attribute` lays out in under the application's direction
  /// (iOS 9 form; `UIApplication.shared.userInterfaceLayoutDirection`).
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute.resolved(inheriting: UIApplication.shared.userInterfaceLayoutDirection)
  }

  /// The direction a view with `attribute` lays out in under `direction`.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo direction: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    attribute.resolved(inheriting: direction)
  }
}
