import Foundation

// What text views read from their hierarchy without building a trait collection: measuring
// runs on every intrinsic-size read, and `traitCollection` allocates.

extension UIView {
  /// The root's Dynamic Type size (`.large` outside a hierarchy with an environment), as
  /// `traitCollection.preferredContentSizeCategory` reports it.
  var hierarchyContentSizeCategory: UIContentSizeCategory {
    rootView.rootState?.environment.preferredContentSizeCategory ?? .large
  }

  /// The root's pixels per point (3 outside a hierarchy with an environment, the trait
  /// collection's default).
  var hierarchyDisplayScale: CGFloat {
    rootView.rootState?.environment.scale ?? 3
  }
}
