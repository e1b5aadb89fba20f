import Foundation

/// A parsed visual format string: the views in format order and the relations between them,
/// before any constraint is made (``VisualFormatParser`` builds it).
struct VisualFormatPlan {
  /// One side of a predicate: a number of points, the standard spacing (`-`), or another view.
  enum Object {
    case constant(CGFloat)
    case standard
    case item(any LayoutItem)
  }

  /// `relation object @priority`.
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    var object: Object
    var priority: Float = 1000
  }

  /// One end of a connection: the superview bar or a view, by its index in ``views``.
  enum Endpoint: Equatable {
    case superview
    case view(Int)
  }

  /// What the format says, in the order it says it.
  enum Step {
    /// Spacing from `earlier` to `later` (a bar or a view each).
    case connection(earlier: Endpoint, later: Endpoint, predicates: [Predicate])
    /// The size of a view along the format's axis.
    case size(view: Int, predicates: [Predicate])
  }

  var vertical = false
  /// The views in format order; the same view may come twice.
  var views: [(item: any LayoutItem, end: Int)] = []
  var steps: [Step] = []
  /// Where a bar names a view's superview: the view's index and the bar's column.
  var barUses: [(view: Int, column: Int)] = []
}
