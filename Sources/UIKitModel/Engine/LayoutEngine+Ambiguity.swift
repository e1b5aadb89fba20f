import Cassowary

// Exact ambiguity (autolayout-and-layout-testing.md §A5): an item is ambiguous when two
// optimal solutions of the solver give one of its four unknowns different values.

extension LayoutEngine {
  /// The names of the item's unknowns that are not determined, in UIKit's trace order.
  func ambiguousAttributes(of item: any LayoutItem) -> [String] {
    let v = item.variables
    return [("minX", v.minX), ("minY", v.minY), ("width", v.width), ("height", v.height)]
      .filter { solver.isAmbiguous($0.1) }.map(\.0)
  }

  /// Whether any of the item's unknowns is not determined.
  func isAmbiguous(_ item: any LayoutItem) -> Bool {
    // Views laid out by hand are outside the solver or fixed in it, never ambiguous.
    if let view = item as? UIView, view.isLaidOutByHand { return false }
    // The solver passed in place: a call through the stored property copies the whole solver
    // first (a retain and release of each of its tables), which cost more than the answer.
    return Self.isAmbiguous(item.variables, in: &solver)
  }

  /// Whether any of the four unknowns is undetermined in `solver`, read in place (`inout`
  /// only so that nothing is copied; nothing is changed). Plain checks, no closure: an
  /// isolated closure costs an executor check per call.
  private static func isAmbiguous(_ v: LayoutVariables, in solver: inout Solver) -> Bool {
    solver.isAmbiguous(v.minX) || solver.isAmbiguous(v.minY) || solver.isAmbiguous(v.width)
      || solver.isAmbiguous(v.height)
  }

  /// One issue per ambiguous view or app guide, in hierarchy order.
  func ambiguityIssues() -> [LayoutIssue] {
    guard let root else { return [] }
    let log = root.issueLog
    var items: [any LayoutItem] = []
    func gather(_ view: UIView) {
      if !view.isLaidOutByHand { items.append(view) }
      // A stack view's spacer guides are its own: UIKit reports the views they place.
      for guide in view.ownedLayoutGuides where !(guide is StackSpacerGuide) { items.append(guide) }
      for subview in view.subviews where subview.holdsEngineLaidOutViews { gather(subview) }
    }
    gather(root)
    return items.compactMap { item in
      let attributes = ambiguousAttributes(of: item)
      guard !attributes.isEmpty else { return nil }
      return .ambiguous(item: log.name(of: item), attributes: attributes)
    }
  }

  /// Moves the view to another optimal solution and writes the frames it gives.
  func exerciseAmbiguity(of view: UIView, root: UIView) {
    let v = view.variables
    for variable in [v.minX, v.minY, v.width, v.height] where solver.isAmbiguous(variable) {
      let range = solver.optimalRange(of: variable)
      let current = solver.value(of: variable)
      let far =
        abs(range.upperBound - current) > abs(current - range.lowerBound)
        ? range.upperBound : range.lowerBound
      let target = far.isFinite ? far : current + (far > 0 ? 10 : -10)
      var alternative = solver
      _ = try? alternative.addConstraint(Constraint(variable, .equal, target))
      alternative.updateVariables()
      let kept = solver
      solver = alternative
      writeFrames(under: root)
      solver = kept
      return
    }
  }
}
