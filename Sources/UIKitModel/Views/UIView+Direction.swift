extension UIView {
  /// The direction this view lays out in: its own ``semanticContentAttribute`` resolved
  /// against the root's layout direction.
  ///
  /// Not inherited from the superview's attribute: UIKit resolves leading and trailing per
  /// item (autolayout-and-layout-testing.md §A13).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    let inherited = rootView.rootState?.environment.layoutDirection ?? .leftToRight
    return semanticContentAttribute.resolved(inheriting: inherited)
  }

  /// The direction a view with `attribute` lays out in under `direction`.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo direction: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    attribute.resolved(inheriting: direction)
  }
}
