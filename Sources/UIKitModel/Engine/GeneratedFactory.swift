import Foundation

/// Builds the constraints the engine makes on a view's behalf.
@MainActor
enum GeneratedFactory {
  static let safeAreaNames = [
    "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right",
    "UIViewSafeAreaLayoutGuide-top", "UIViewSafeAreaLayoutGuide-bottom",
  ]
  static let marginNames = [
    "UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
    "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
  ]

  /// Root pins, autoresizing constraints (§A10) or size floors (§A14).
  static func frameConstraints(for view: UIView, key: GeneratedConstraints.FrameKey)
    -> [NSLayoutConstraint]
  {
    switch key {
    case .root(let size):
      return [
        single(view, .left, .equal, 0, .rootFrame), single(view, .top, .equal, 0, .rootFrame),
        single(view, .width, .equal, size.width, .rootFrame),
        single(view, .height, .equal, size.height, .rootFrame),
      ]
    case .floors:
      return [
        single(view, .width, .greaterThanOrEqual, 0, .sizeFloor),
        single(view, .height, .greaterThanOrEqual, 0, .sizeFloor),
      ]
    case .autoresizing(let frame, let superviewSize, let mask):
      guard let parent = view.superview else { return [] }
      return autoresizing(view, in: parent, frame: frame, superviewSize: superviewSize, mask: mask)
    }
  }

  /// `size <= intrinsic @hugging` and `size >= intrinsic @compression` per axis that has an
  /// intrinsic value (§A6).
  static func contentConstraints(for view: UIView, key: GeneratedConstraints.ContentKey)
    -> [NSLayoutConstraint]
  {
    var constraints: [NSLayoutConstraint] = []
    for (attribute, value, axis) in key.measuredAxes {
      constraints.append(
        single(
          view, attribute, .lessThanOrEqual, value, .contentSize,
          priority: UILayoutPriority(key.hugging[axis])))
      constraints.append(
        single(
          view, attribute, .greaterThanOrEqual, value, .contentSize,
          priority: UILayoutPriority(key.compression[axis])))
    }
    return constraints
  }

  /// One entry per axis with an intrinsic value, `size == intrinsic`, carrying both
  /// priorities: how UIKit lists the content size in a view's `constraints`.
  static func listedContentConstraints(for view: UIView, key: GeneratedConstraints.ContentKey)
    -> [NSLayoutConstraint]
  {
    key.measuredAxes.map { attribute, value, axis in
      single(
        view, attribute, .equal, value,
        .contentSizeListing(hugging: key.hugging[axis], compression: key.compression[axis]),
        priority: UILayoutPriority(key.hugging[axis]))
    }
  }

  /// A built-in guide's edges at `insets` inside its view's edges, in points.
  static func edges(of guide: UILayoutGuide, in view: UIView, insets: UIEdgeInsets, names: [String])
    -> [NSLayoutConstraint]
  {
    let edges: [(NSLayoutConstraint.Attribute, CGFloat)] = [
      (.left, insets.left), (.right, -insets.right), (.top, insets.top), (.bottom, -insets.bottom),
    ]
    return zip(edges, names).map { edge, name in
      NSLayoutConstraint(
        first: guide, edge.0, .equal, second: view, edge.0, multiplier: 1, constant: edge.1,
        origin: .guide(name))
    }
  }

  static func single(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat,
    _ origin: NSLayoutConstraint.Origin,
    priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: view, attribute, relation, second: nil, .notAnAttribute, multiplier: 1,
      constant: constant, priority: priority, origin: origin)
  }
}
