extension UIStackView {
  /// How a stack view sizes and places its arranged views along its axis, with UIKit's raw
  /// values (UIKit `UIStackView.Distribution` documentation).
  public enum Distribution: Int, Sendable {
    /// The views fill the axis; hugging and compression resistance decide who grows or
    /// shrinks.
    case fill = 0
    /// The views fill the axis and all have the same size along it.
    case fillEqually = 1
    /// The views fill the axis in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// The views keep their intrinsic sizes and the gaps between them are equal (at least
    /// the spacing).
    case equalSpacing = 3
    /// The views' centres are equally far apart, with at least the spacing between views.
    case equalCentering = 4
  }
}
