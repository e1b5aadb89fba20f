public import Foundation

// Measuring with Auto Layout (UIView reference, "Measuring in Auto Layout") and the
// debugging and class-level Auto Layout API.

extension UIView {
  /// The smallest size: pass it to ``systemLayoutSizeFitting(_:)`` for the most compressed
  /// layout. (0, 0), as in UIKit.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The largest size: pass it for the most expanded layout. UIKit does not document the
  /// value; the model's is 10,000,000 points each way (CONFORMANCE.md §3).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size the view's constraints give it closest to `targetSize`, both axes at
  /// ``UILayoutPriority/fittingSizeLevel``, in points; the view is not resized.
  ///
  /// The view's subtree is solved on its own (its constraints, those of its descendants and
  /// their intrinsic sizes; not the constraints tying it to its superview), without touching
  /// the hierarchy's layout; the size is rounded up to the pixel grid.
  ///
  /// ```swift
  /// let card = UIView()
  /// let title = UILabel()
  /// title.text = "Pickup"
  /// title.translatesAutoresizingMaskIntoConstraints = false
  /// card.addSubview(title)
  /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
  ///   withVisualFormat: "|-12-[title]-12-|", metrics: nil, views: ["title": title])
  ///   + NSLayoutConstraint.constraints(
  ///   withVisualFormat: "V:|-8-[title]-8-|", metrics: nil, views: ["title": title]))
  /// print(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize))
  /// ```
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its width and height are pulled toward
  /// `targetSize` with the given priorities: `.required` fixes that axis (a cell's width),
  /// ``UILayoutPriority/fittingSizeLevel`` lets the content decide it.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// The constraints impacting the view's layout along `axis`: a debugging aid, as in UIKit
  /// (UIView `constraintsAffectingLayout(for:)`: "The returned set of constraints may not all
  /// include the view explicitly. Constraints that impact the location of the view implicitly
  /// may also be included.").
  ///
  /// The model answers from its solver after a pending layout pass: the constraints that
  /// decide the view's position and size on that axis (the ones its frame moves with), UIKit's
  /// own included (`UIView-Encapsulated-Layout-…`, safe-area guide edges, content size), in
  /// the order the engine received them; a constraint that does not hold is not listed, as
  /// UIKit removes the one it breaks. Before the hierarchy has been laid out, the active
  /// constraints naming the view on that axis.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    Self.constraintsAffecting(self, on: axis, in: self)
  }

  /// What `constraintsAffectingLayout(for:)` answers for `item` (a view, or a guide of
  /// `host`): the holding constraints that decide its frame on `axis` once `host`'s hierarchy
  /// is laid out, else the active constraints naming it.
  static func constraintsAffecting(
    _ item: any LayoutItem, on axis: NSLayoutConstraint.Axis, in host: UIView
  ) -> [NSLayoutConstraint] {
    guard let engine = host.layoutEngineIfLaidOut else {
      return activeConstraints(naming: item, on: axis, under: host.rootView)
    }
    return engine.placingConstraints(of: item, axis: axis).filter { $0.state == .holds }
      .map(\.constraint)
  }

  /// Model-only: the constraints that placed the view along `axis` and whether each holds:
  /// those ``constraintsAffectingLayout(for:)`` lists, then the ones naming the view that do
  /// not hold (broken by UIKit to recover from a conflict, or optional and not met). Each
  /// carries its ``NSLayoutConstraint/source``, the line of app code that made it. Empty
  /// before the hierarchy has been laid out.
  ///
  /// ```swift
  /// for placing in orderCard.placingConstraints(for: .vertical) {
  ///   print(placing.constraint.source, placing.state)  // Courier.swift:42 holds
  /// }
  /// ```
  public func placingConstraints(for axis: NSLayoutConstraint.Axis) -> [PlacingConstraint] {
    layoutEngineIfLaidOut?.placingConstraints(of: self, axis: axis) ?? []
  }

  /// The active constraints installed under `root` that name `item` with an attribute on
  /// `axis`: views depth first, each view's in activation order.
  package static func activeConstraints(
    naming item: AnyObject, on axis: NSLayoutConstraint.Axis, under root: UIView
  ) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    func visit(_ view: UIView) {
      for constraint in view.installedConstraints {
        let first = constraint.firstItem === item && constraint.firstAttribute.axis == axis
        let second = constraint.secondItem === item && constraint.secondAttribute.axis == axis
        if first || second { found.append(constraint) }
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return found
  }
}

extension UILayoutGuide {
  /// The constraints impacting the guide's layout along `axis`, as
  /// ``UIView/constraintsAffectingLayout(for:)`` answers for a view (UILayoutGuide
  /// `constraintsAffectingLayout(for:)`: "The constraints that impact the layout of the
  /// guide."); empty for a guide not yet added to a view.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let owningView else { return [] }
    return UIView.constraintsAffecting(self, on: axis, in: owningView)
  }

  /// Model-only: the constraints that placed the guide along `axis` and whether each holds,
  /// as ``UIView/placingConstraints(for:)`` lists a view's.
  public func placingConstraints(for axis: NSLayoutConstraint.Axis) -> [PlacingConstraint] {
    owningView?.layoutEngineIfLaidOut?.placingConstraints(of: self, axis: axis) ?? []
  }
}

extension NSLayoutConstraint.Attribute {
  /// The axis the attribute lies on; nil for `.notAnAttribute`.
  var axis: NSLayoutConstraint.Axis? {
    if self == .notAnAttribute { return nil }
    return isVertical ? .vertical : .horizontal
  }
}
