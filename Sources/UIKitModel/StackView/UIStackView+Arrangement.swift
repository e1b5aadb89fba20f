import Foundation

// The constraints a stack view makes, per UIKit's printed lists (kean.blog, "Let's Build
// UIStackView", 2017; cross-checked against TZStackView, whose tests compared its constraints
// with UIStackView's). Along the axis: the first and last arranged views pinned to the canvas
// (bounds or margins guide), a spacing chain between neighbours (hidden views collapsed to
// zero size, the gap around them halved on each side, none at the ends), and the
// distribution's own constraints. Across it: `.fill` pins both edges of the first view to the
// canvas and aligns the others to it; every other alignment hangs the views in an invisible
// spanner guide that hugs them (`UISV-spanning-fit` @51) and gives views with no size of
// their own zero (`UISV-ambiguity-suppression` @25).

extension UIStackView {
  /// One constraint the stack wants.
  @MainActor private struct Spec {
    let identifier: String
    let first: any LayoutItem
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: (any LayoutItem)?
    let secondAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: UILayoutPriority = .required

    /// Whether `constraint` is this one up to its constant (which can change in place).
    func matches(_ constraint: NSLayoutConstraint) -> Bool {
      constraint.identifier == identifier && constraint.firstLayoutItem === first
        && constraint.firstAttribute == firstAttribute && constraint.relation == relation
        && constraint.secondLayoutItem === second && constraint.secondAttribute == secondAttribute
        && constraint.multiplier == multiplier && constraint.storedPriority == priority
    }
  }

  /// The constraints the stack wants, in the order made.
  @MainActor private struct SpecList {
    var specs: [Spec] = []

    mutating func add(
      _ identifier: String, _ a: any LayoutItem, _ attributeA: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ b: (any LayoutItem)?,
      _ attributeB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
      priority: UILayoutPriority = .required
    ) {
      specs.append(
        Spec(
          identifier: identifier, first: a, firstAttribute: attributeA, relation: relation,
          second: b, secondAttribute: attributeB, multiplier: multiplier, constant: constant,
          priority: priority))
    }
  }

  /// The attributes of one axis: start, end, centre and size.
  private struct AxisAttributes {
    let start: NSLayoutConstraint.Attribute
    let end: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    static let horizontal = AxisAttributes(
      start: .leading, end: .trailing, center: .centerX, size: .width)
    static let vertical = AxisAttributes(start: .top, end: .bottom, center: .centerY, size: .height)
  }

  /// Rebuilds the stack's constraints for its current properties and views. Constraints it
  /// still wants stay active (a changed gap moves in place); only the others come and go.
  func arrange() {
    let specs = wantedSpecs()
    // Loops, not `first(where:)` or `Array(repeating:count:)`: a closure formed in main-actor
    // code is isolated and checked on each call; the repeating initialiser is not specialised.
    var kept: [Bool] = []
    kept.reserveCapacity(arrangementConstraints.count)
    for _ in arrangementConstraints { kept.append(false) }
    var result: [NSLayoutConstraint] = []
    var added: [NSLayoutConstraint] = []
    for spec in specs {
      var match: Int?
      for index in arrangementConstraints.indices
      where !kept[index] && spec.matches(arrangementConstraints[index]) {
        match = index
        break
      }
      if let index = match {
        kept[index] = true
        let constraint = arrangementConstraints[index]
        if constraint.constant != spec.constant { constraint.constant = spec.constant }
        result.append(constraint)
      } else {
        let constraint = NSLayoutConstraint(
          first: spec.first, spec.firstAttribute, spec.relation, second: spec.second,
          spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant,
          priority: spec.priority, origin: .stackView(spec.identifier))
        constraint.identifier = spec.identifier
        result.append(constraint)
        added.append(constraint)
      }
    }
    for (index, constraint) in arrangementConstraints.enumerated() where !kept[index] {
      constraint.deactivate()
    }
    arrangementConstraints = result
    for constraint in added { constraint.activate() }
    releaseUnusedSpacers(keeping: specs)
  }

  /// The intrinsic sizes along the axis that fill-proportionally divides, one per visible
  /// view (0 for a view with none).
  func currentProportionalSizes() -> [CGFloat] {
    // A loop: closures formed here would be checked for the main actor on each call.
    var sizes: [CGFloat] = []
    for view in arrangedSubviews where !view.isHidden {
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      sizes.append(value == UIView.noIntrinsicMetric ? 0 : value)
    }
    return sizes
  }

  /// The gap after `view`, in points: its custom spacing or ``spacing``, with
  /// ``spacingUseSystem`` resolved.
  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacing(after: view)
    let value = custom == Self.spacingUseDefault ? spacing : custom
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }

  private func wantedSpecs() -> [Spec] {
    let views = arrangedSubviews
    guard let first = views.first, let last = views.last else { return [] }
    let along = axis == .horizontal ? AxisAttributes.horizontal : .vertical
    let across = axis == .horizontal ? AxisAttributes.vertical : .horizontal
    let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let visible = views.filter { !$0.isHidden }
    var list = SpecList()

    // Along the axis: the ends on the canvas, the hidden views collapsed.
    list.add("UISV-canvas-connection", canvas, along.start, .equal, first, along.start)
    list.add("UISV-canvas-connection", last, along.end, .equal, canvas, along.end)
    for view in views where view.isHidden {
      list.add("UISV-hiding", view, along.size, .equal, nil, .notAnAttribute)
    }
    appendSpacing(views, along: along, into: &list)
    appendDistribution(visible, along: along, into: &list)
    appendAlignment(views, visible: visible, across: across, canvas: canvas, into: &list)
    return list.specs
  }

  /// `UISV-spacing` between each pair of neighbours: the gap after the previous visible
  /// view, split in halves around a run of hidden views, none before the first or after the
  /// last visible view (TZStackView, matched against UIKit). A minimum for the distributions
  /// that pad gaps.
  private func appendSpacing(
    _ views: [UIView], along: AxisAttributes,
    into list: inout SpecList
  ) {
    let relation: NSLayoutConstraint.Relation =
      distribution == .equalSpacing || distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    let baselines = axis == .vertical && isBaselineRelativeArrangement
    for index in views.indices.dropFirst() {
      let previous = views[index - 1]
      let view = views[index]
      let before = views[..<index].last { !$0.isHidden }
      let hasVisibleAfter = views[index...].contains { !$0.isHidden }
      var constant: CGFloat = 0
      if let before, hasVisibleAfter {
        let full = gap(after: before)
        if !previous.isHidden, !view.isHidden {
          constant = full
        } else if previous.isHidden != view.isHidden {
          constant = full / 2
        }
      }
      let useBaselines = baselines && !previous.isHidden && !view.isHidden
      list.add(
        "UISV-spacing", view, useBaselines ? .firstBaseline : along.start, relation, previous,
        useBaselines ? .lastBaseline : along.end, constant: constant)
    }
  }

  /// The distribution's own constraints over the visible views.
  private func appendDistribution(
    _ visible: [UIView], along: AxisAttributes,
    into list: inout SpecList
  ) {
    guard let first = visible.first else { return }
    switch distribution {
    case .fill:
      // "If there is any ambiguity, the stack view resizes the arranged views based on their
      // index in the arrangedSubviews array" (UIStackView.Distribution.fill): the views before
      // the last keep their intrinsic length at the lowest priority, so a tie of hugging or
      // compression resistance leaves the difference to the last view (which index takes it
      // is the model's choice; Apple does not say). It decides ties only.
      let sizes = currentProportionalSizes()
      proportionalSizes = sizes
      for (view, size) in zip(visible, sizes).dropLast() where size > 0 {
        list.add(
          "UISV-ambiguity-suppression", view, along.size, .equal, nil, .notAnAttribute,
          constant: size, priority: UILayoutPriority(1))
      }
    case .fillEqually:
      for view in visible.dropFirst() {
        list.add("UISV-fill-equally", view, along.size, .equal, first, along.size)
      }
    case .fillProportionally:
      // Each view's share of the stack: its intrinsic size over the sum of the intrinsic
      // sizes and the gaps, at 999, 998, … so the last view gives way first (UIKit's
      // multipliers; a stack longer than its content stretches the last view: rdar://34595752).
      let sizes = currentProportionalSizes()
      proportionalSizes = sizes
      let gaps = visible.dropLast().map { gap(after: $0) }.reduce(0, +)
      let total = sizes.reduce(0, +) + gaps
      guard total > 0 else { return }
      var priority: Float = visible.count > 1 ? 999 : 1000
      for (view, size) in zip(visible, sizes) {
        list.add(
          "UISV-fill-proportionally", view, along.size, .equal, self, along.size,
          multiplier: size / total, priority: UILayoutPriority(priority))
        if visible.count > 1 { priority -= 1 }
      }
    case .equalSpacing, .equalCentering:
      // A gap guide between each pair of visible neighbours, edge to edge or centre to
      // centre; the gaps equal (required for equal spacing, @149 and down for equal
      // centering, below compression resistance so the views keep their size first).
      let centering = distribution == .equalCentering
      let from = centering ? along.center : along.end
      let to = centering ? along.center : along.start
      var gaps: [StackSpacerGuide] = []
      for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
        let guide = spacer(gapAt: index)
        gaps.append(guide)
        list.add("UISV-distributing-edge", guide, along.start, .equal, pair.0, from)
        list.add("UISV-distributing-edge", pair.1, to, .equal, guide, along.end)
      }
      var priority: Float = centering ? 149 : 1000
      for guide in gaps.dropFirst() {
        list.add(
          "UISV-fill-equally", guide, along.size, .equal, gaps[0], along.size,
          priority: UILayoutPriority(priority))
        if centering { priority -= 1 }
      }
    }
  }

  /// Alignment across the axis.
  private func appendAlignment(
    _ views: [UIView], visible: [UIView], across: AxisAttributes, canvas: any LayoutItem,
    into list: inout SpecList
  ) {
    guard let first = views.first else { return }
    var alignment = self.alignment
    // Baseline alignment is documented for horizontal stacks only; the model's choice for a
    // vertical stack is the edge alignment of the same side.
    if axis == .vertical, alignment == .firstBaseline { alignment = .leading }
    if axis == .vertical, alignment == .lastBaseline { alignment = .trailing }
    func align(_ attribute: NSLayoutConstraint.Attribute) {
      for view in views.dropFirst() {
        list.add("UISV-alignment", first, attribute, .equal, view, attribute)
      }
    }
    if alignment == .fill {
      align(across.start)
      align(across.end)
      list.add("UISV-canvas-connection", canvas, across.start, .equal, first, across.start)
      list.add("UISV-canvas-connection", first, across.end, .equal, canvas, across.end)
      return
    }
    let spanner = alignmentSpanner()
    let pinned = UILayoutPriority(999.5)
    for view in visible {
      let startRelation: NSLayoutConstraint.Relation =
        alignment == .leading ? .equal : .lessThanOrEqual
      let endRelation: NSLayoutConstraint.Relation =
        alignment == .trailing ? .equal : .greaterThanOrEqual
      list.add(
        "UISV-spanning-boundary", spanner, across.start, startRelation, view, across.start,
        priority: alignment == .leading ? pinned : .required)
      list.add(
        "UISV-spanning-boundary", spanner, across.end, endRelation, view, across.end,
        priority: alignment == .trailing ? pinned : .required)
    }
    list.add(
      "UISV-spanning-fit", spanner, across.size, .equal, nil, .notAnAttribute,
      priority: UILayoutPriority(51))
    for view in views {
      list.add(
        "UISV-ambiguity-suppression", view, across.size, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(25))
    }
    switch alignment {
    case .leading:
      align(across.start)
      list.add("UISV-canvas-connection", canvas, across.start, .equal, first, across.start)
      list.add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
    case .trailing:
      align(across.end)
      list.add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
      list.add("UISV-canvas-connection", first, across.end, .equal, canvas, across.end)
    case .center:
      align(across.center)
      list.add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
      list.add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
      list.add("UISV-canvas-connection", canvas, across.center, .equal, first, across.center)
    case .firstBaseline, .lastBaseline, .fill:
      let baseline: NSLayoutConstraint.Attribute =
        alignment == .lastBaseline ? .lastBaseline : .firstBaseline
      align(baseline)
      list.add("UISV-canvas-connection", canvas, across.start, .equal, spanner, across.start)
      list.add("UISV-canvas-connection", spanner, across.end, .equal, canvas, across.end)
      list.add(
        "UISV-canvas-fit", self, across.size, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(49))
      let texts = visible.filter { $0 is any UIStackViewTextContent }
      for view in texts {
        list.add(
          "UISV-text-width-disambiguation", view, .width, .equal, self, .width,
          multiplier: 1 / CGFloat(visible.count), priority: UILayoutPriority(760))
      }
    }
  }

  /// The alignment spanner, added on first use.
  private func alignmentSpanner() -> StackSpacerGuide {
    if let spanner = spacerGuides.first(where: { $0.identifier == "UISV-alignment-spanner" }) {
      return spanner
    }
    let spanner = StackSpacerGuide(
      className: "_UILayoutSpacer", identifier: "UISV-alignment-spanner")
    spacerGuides.append(spanner)
    addLayoutGuide(spanner)
    return spanner
  }

  /// The `index`-th gap guide, added on first use.
  private func spacer(gapAt index: Int) -> StackSpacerGuide {
    let gaps = spacerGuides.filter { $0.className == "_UIOLAGapGuide" }
    if index < gaps.count { return gaps[index] }
    let gap = StackSpacerGuide(className: "_UIOLAGapGuide", identifier: "")
    spacerGuides.append(gap)
    addLayoutGuide(gap)
    return gap
  }

  /// Removes the spacer guides no wanted constraint uses any more.
  private func releaseUnusedSpacers(keeping specs: [Spec]) {
    spacerGuides.removeAll { guide in
      let used = specs.contains { $0.first === guide || $0.second === guide }
      if !used { removeLayoutGuide(guide) }
      return !used
    }
  }
}
