import Foundation
import GoogleNavigationModel
import UIKitModel

// The constraints behind a finding (ConstraintCause), read from the live model at the
// checkpoint that failed: only for a finding, and only when the driver is asked to
// (LifecycleDriver.attributesCauses), as for the re-run that prints a repro.

extension SnapshotCapture {
  /// The rules whose findings are about where elements are: their causes are the constraints
  /// that placed the offending elements.
  static let placementRuleIDs = [
    "NLC-001", "NLC-002", "NLC-003", "NLC-004", "NLC-005", "NLC-006", "NLC-017", "NLC-019",
    "NLC-022", "NLC-023", "NLC-024", "NLC-025", "NLC-026",
  ]
  /// The cleanup rules: their causes are the lines that added what was left.
  static let cleanupRuleIDs = ["NLC-007", "NLC-008", "NLC-009"]
  /// The rules about where in the hierarchy a Google view was added (NLC-012): their causes
  /// are the lines that added it there.
  static let additionRuleIDs = ["NLC-012"]
  /// At most this many of the app's constraints per element and axis that do not name the
  /// element itself (those further up a chain), and of UIKit's and the SDK's: a finding
  /// lists the few that decide, not the whole system.
  static let chainLimit = 2

  /// The causes of `violation`, found at the checkpoint it was found at (the live map as it
  /// is now): for a placement rule the constraints that placed each offending element on the
  /// axis that matters; for NLC-011 the members of the unsatisfiable set, or the constraints
  /// naming an ambiguous element; for a cleanup rule the lines that added what was left. App
  /// code first. Empty for other rules.
  func causes(of violation: Violation) -> [ConstraintCause] {
    causes(of: [violation])[0]
  }

  /// The causes of each of `violations`, all found at one checkpoint: one walk of the map
  /// serves them all.
  func causes(of violations: [Violation]) -> [[ConstraintCause]] {
    let walk = ElementWalk(
      map: simulator.mapView, roles: roles, time: nil, ambiguity: false, names: names)
    return violations.map { causes(of: $0, walk: walk) }
  }

  private func causes(of violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let id = violation.ruleID
    if id == AutoLayoutCleanRule().id { return conflictCauses(violation, walk: walk) }
    if Self.cleanupRuleIDs.contains(id) || Self.additionRuleIDs.contains(id) {
      return leftoverCauses(violation, walk: walk)
    }
    if id == SDKSizeRespectedRule().id { return sizeCauses(violation, walk: walk) }
    if id == MarginAlignmentRule().id { return alignmentCauses(violation, walk: walk) }
    if id == RoundTripRelation().id {
      let kind = violation.finding.kind ?? ""
      if kind.hasSuffix("count differs") { return pileCauses(violation, walk: walk) }
      return placementCauses(violation, walk: walk)
    }
    if Self.placementRuleIDs.contains(id) { return placementCauses(violation, walk: walk) }
    return []
  }

  /// NLC-010: the app's active constraints on the size of each SDK-sized element it names.
  private func sizeCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    var causes: [ConstraintCause] = []
    for name in violation.finding.subjects {
      guard let view = view(named: name, in: walk) else { continue }
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        let placing = view.placingConstraints(for: axis)
        for constraint in UIView.activeConstraints(naming: view, on: axis, under: simulator.mapView)
        where constraint.isAppMade
          && ((constraint.firstItem === view && constraint.firstAttribute == attribute)
            || (constraint.secondItem === view && constraint.secondAttribute == attribute))
        {
          causes.append(
            ConstraintCause(
              kind: .placed, element: name, axis: axis,
              constraint: describe(constraint, walk: walk),
              state: placing.first { $0.constraint === constraint }?.state ?? .holds,
              source: constraint.source))
        }
      }
    }
    return causes
  }

  /// NLC-026: the app's active constraints that tie the app's view (the finding's first
  /// element) to the same edge of the Google view's frame (its second), with no offset: the
  /// lines to point at the view's `layoutMarginsGuide`.
  private func alignmentCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let names = violation.finding.highlights.map(\.label).filter(ElementRole.isElementName)
    guard names.count == 2, let app = view(named: names[0], in: walk),
      let google = view(named: names[1], in: walk)
    else { return [] }
    let direction = violation.snapshot.layoutDirection
    var causes: [ConstraintCause] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let placing = app.placingConstraints(for: axis)
      for constraint in UIView.activeConstraints(naming: app, on: axis, under: simulator.mapView)
      where constraint.isAppMade
        && MarginAlignmentRule.alignedEdge(
          constraint.firstAttribute, constraint.secondAttribute,
          multiplier: constraint.multiplier, constant: constraint.constant, direction: direction)
          != nil
        && ((constraint.firstItem === app && constraint.secondItem === google)
          || (constraint.firstItem === google && constraint.secondItem === app))
      {
        causes.append(
          ConstraintCause(
            kind: .placed, element: names[0], axis: axis,
            constraint: describe(constraint, walk: walk),
            state: placing.first { $0.constraint === constraint }?.state ?? .holds,
            source: constraint.source))
      }
    }
    return causes
  }

  /// NLC-018, a count that differs after the round trip: the app's active constraints naming
  /// each element, one line per line of code with how many it left active.
  private func pileCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    var causes: [ConstraintCause] = []
    var counts: [Int] = []
    func count(_ constraint: NSLayoutConstraint, element: String) {
      let cause = ConstraintCause(
        kind: .piled, element: element, constraint: describe(constraint, walk: walk),
        state: .holds, source: constraint.source)
      if let index = causes.firstIndex(of: cause) {
        counts[index] += 1
      } else {
        causes.append(cause)
        counts.append(1)
      }
    }
    let names = violation.finding.signatureNames ?? violation.finding.subjects
    for name in names {
      guard let view = view(named: name, in: walk) else { continue }
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        for constraint in UIView.activeConstraints(naming: view, on: axis, under: simulator.mapView)
        where constraint.isAppMade {
          count(constraint, element: name)
        }
      }
    }
    if names.isEmpty {
      // No Google component in the pile: every app constraint on the map, each line counted;
      // only lines that left copies of one constraint are kept.
      for constraint in appConstraintsOnMap {
        count(constraint, element: walk.name(of: constraint.firstItem).name)
      }
      let piled = causes.indices.filter { counts[$0] > 1 }
      causes = piled.map { causes[$0] }
      counts = piled.map { counts[$0] }
    }
    // Lines that left more than one copy first: a pile-up is the same line run again.
    let order = causes.indices.sorted { (-counts[$0], $0) < (-counts[$1], $1) }
    return order.map { index in
      var cause = causes[index]
      if counts[index] > 1, let text = cause.constraint {
        cause.constraint = text + "  (×\(counts[index]) active)"
      }
      return cause
    }
  }

  /// The app's active constraints installed on the map and the views under it, the map first,
  /// then its subtree in preorder.
  private var appConstraintsOnMap: [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var stack: [UIView] = [simulator.mapView]
    while let view = stack.popLast() {
      for constraint in view.constraints where constraint.isAppMade { found.append(constraint) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  /// The view the walk named `name`.
  func view(named name: String, in walk: ElementWalk) -> UIView? {
    for index in walk.elements.indices where walk.elements[index].name == name {
      return walk.views[index]
    }
    return nil
  }

  /// What placed each offending element on the axis that matters.
  private func placementCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let finding = violation.finding
    // A missing or hidden element is not misplaced: no constraint is its cause.
    if ["missing", "hidden"].contains(finding.kind ?? "") { return [] }
    var subjects: [(name: String, view: UIView, rect: CGRect)] = []
    for highlight in finding.highlights where ElementRole.isElementName(highlight.label) {
      guard !subjects.contains(where: { $0.name == highlight.label }),
        let view = view(named: highlight.label, in: walk)
      else { continue }
      subjects.append((highlight.label, view, highlight.rect))
    }
    var areas = finding.highlights.filter { !ElementRole.isElementName($0.label) }
    // The other run's rectangle of the same element (`x (mirrored)`, `x (after)`): the axis is
    // where the two differ; a mirror image differs across, so NLC-017 blames the horizontal.
    if violation.ruleID == RTLMirrorRelation().id {
      areas = [RuleFinding.Highlight("mirror", .zero)]
    }
    let subjectViews = subjects.map { ObjectIdentifier($0.view) }
    var ranked: [(rank: Int, order: Int, cause: ConstraintCause)] = []
    var seen: [ObjectIdentifier] = []
    let others = subjects.map(\.rect)
    for subject in subjects {
      for axis in Self.axes(for: subject.rect, areas: areas, kind: finding.kind) {
        let edges = Self.crossingEdges(
          of: subject.rect, elements: others.filter { $0 != subject.rect },
          areas: areas.filter { !RuleFinding.otherRunSuffixes.contains(where: $0.label.hasSuffix) }
            .filter { $0.label != "overlap" && $0.label != "mirror" }.map(\.rect),
          axis: axis, direction: violation.snapshot.layoutDirection)
        var chain = 0
        var framework = 0
        for placing in subject.view.placingConstraints(for: axis) {
          let constraint = placing.constraint
          guard !seen.contains(ObjectIdentifier(constraint)) else { continue }
          let source = constraint.source
          // A guide of an offending view (its layout margins, its safe area) stands for it.
          let named = [constraint.firstItem, constraint.secondItem].compactMap { item -> UIView? in
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
          }
          .filter { subjectViews.contains(ObjectIdentifier($0)) }
          let both = named.count > 1
          // Listed under the offending element it names first, else the one it was found for.
          let element =
            named.first.flatMap { view in subjects.first { $0.view === view }?.name }
            ?? subject.name
          // App lines naming two offending elements (one docked on the other) first, then
          // those setting the edge that crosses into the other element or out of the area,
          // then the others naming the element, then the chain above it; UIKit's and the
          // SDK's last.
          let rank: Int
          if source.isApp {
            if both {
              rank = 0
            } else if Self.sets(edges, of: subject.view, constraint) {
              rank = 1
            } else if placing.namesItem {
              rank = 2
            } else {
              guard chain < Self.chainLimit else { continue }
              chain += 1
              rank = 3
            }
          } else {
            guard placing.namesItem || placing.state != .holds, framework < Self.chainLimit
            else { continue }
            framework += 1
            rank = 4
          }
          seen.append(ObjectIdentifier(constraint))
          ranked.append(
            (
              rank, ranked.count,
              ConstraintCause(
                kind: .placed, element: element, axis: axis,
                constraint: describe(constraint, walk: walk), state: placing.state,
                source: source)
            ))
        }
      }
    }
    return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.cause)
  }

  /// The attributes of `rect`'s edges on `axis` that cross into an element it overlaps (the
  /// edge facing the other: the bottom of the upper one, the top of the lower one, by their
  /// centres) or out of an area it must stay in (the edge past the area's): the edges whose
  /// constraints moved the element where it breaks.
  static func crossingEdges(
    of rect: CGRect, elements: [CGRect], areas: [CGRect], axis: NSLayoutConstraint.Axis,
    direction: UIUserInterfaceLayoutDirection
  ) -> [NSLayoutConstraint.Attribute] {
    func span(_ r: CGRect) -> (low: CGFloat, high: CGFloat, mid: CGFloat) {
      axis == .horizontal ? (r.minX, r.maxX, r.midX) : (r.minY, r.maxY, r.midY)
    }
    let own = span(rect)
    var lowCrosses = false
    var highCrosses = false
    for other in elements where other.intersects(rect) {
      if own.mid < span(other).mid { highCrosses = true } else { lowCrosses = true }
    }
    for area in areas where area != .zero {
      if own.low < span(area).low { lowCrosses = true }
      if own.high > span(area).high { highCrosses = true }
    }
    var attributes: [NSLayoutConstraint.Attribute] = []
    if axis == .vertical {
      if lowCrosses { attributes += [.top, .topMargin] }
      if highCrosses { attributes += [.bottom, .bottomMargin, .lastBaseline] }
    } else {
      let leftToRight = direction == .leftToRight
      if lowCrosses { attributes += [.left, .leftMargin, leftToRight ? .leading : .trailing] }
      if highCrosses { attributes += [.right, .rightMargin, leftToRight ? .trailing : .leading] }
    }
    return attributes
  }

  /// Whether `constraint` sets one of `edges` of `view`.
  static func sets(
    _ edges: [NSLayoutConstraint.Attribute], of view: UIView, _ constraint: NSLayoutConstraint
  ) -> Bool {
    (constraint.firstItem === view && edges.contains(constraint.firstAttribute))
      || (constraint.secondItem === view && edges.contains(constraint.secondAttribute))
  }

  /// The axes on which an element's placement decides the finding: across the thinner side
  /// of an overlap (the shorter way apart), out of an area on the side it crosses, along the
  /// leading edge or above for NLC-006; both when the geometry does not say.
  static func axes(for rect: CGRect, areas: [RuleFinding.Highlight], kind: String?)
    -> [NSLayoutConstraint.Axis]
  {
    if kind == "not on the leading edge" { return [.horizontal] }
    // A viewport too small is too small across its shorter side.
    if kind == "too small" || kind == "cramped" {
      return rect.width <= rect.height ? [.horizontal] : [.vertical]
    }
    if areas.first?.label == "mirror" { return [.horizontal] }
    if let other = areas.first(where: { area in
      RuleFinding.otherRunSuffixes.contains { area.label.hasSuffix($0) }
    })?.rect {
      let dx = abs(other.minX - rect.minX) + abs(other.maxX - rect.maxX)
      let dy = abs(other.minY - rect.minY) + abs(other.maxY - rect.maxY)
      return dx > dy ? [.horizontal] : dy > dx ? [.vertical] : [.horizontal, .vertical]
    }
    if kind == "turn card not above the ETA card" { return [.vertical] }
    if let overlap = areas.first(where: { $0.label == "overlap" })?.rect, !overlap.isEmpty {
      return overlap.width <= overlap.height ? [.horizontal] : [.vertical]
    }
    guard let area = areas.first?.rect else { return [.horizontal, .vertical] }
    let outX = max(0, area.minX - rect.minX) + max(0, rect.maxX - area.maxX)
    let outY = max(0, area.minY - rect.minY) + max(0, rect.maxY - area.maxY)
    switch (outX > 0, outY > 0) {
    case (true, false): return [.horizontal]
    case (false, true): return [.vertical]
    default: return [.horizontal, .vertical]
    }
  }

  /// The members of an unsatisfiable set, each with whether UIKit broke it; or the
  /// constraints naming the ambiguous elements.
  private func conflictCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    let finding = violation.finding
    if finding.kind == "unsatisfiable" {
      for issue in violation.snapshot.newLayoutIssues {
        guard case .unsatisfiable(let conflict) = issue,
          finding.detail.hasPrefix(
            "unsatisfiable constraints: " + conflict.descriptions.joined(separator: "; "))
        else { continue }
        // The app's members newest first: the set held until its last member was activated,
        // so that line completed the conflict (which member UIKit broke says nothing of
        // which line is wrong); UIKit's and the SDK's after them.
        let members = conflict.mutuallyExclusive.enumerated().sorted {
          let (a, b) = ($0.element, $1.element)
          return (a.isAppMade ? 0 : 1, -a.sequence, $0.offset)
            < (b.isAppMade ? 0 : 1, -b.sequence, $1.offset)
        }
        return members.map { _, member in
          ConstraintCause(
            kind: .conflictMember, element: walk.name(of: member.firstItem).name,
            constraint: describe(member, walk: walk),
            state: member === conflict.broken ? .broken : .holds, source: member.source)
        }
      }
      return []
    }
    if finding.kind?.hasPrefix("would crash") == true {
      // The line whose operation would raise: the constraint's, or the visual format's.
      for issue in violation.snapshot.newLayoutIssues {
        guard case .wouldCrash(let reason) = issue, finding.detail.contains(reason),
          let site = issue.callSite
        else { continue }
        return [
          ConstraintCause(
            kind: .raises, element: finding.subjects.first ?? "", constraint: nil, state: nil,
            source: ConstraintSource(maker: .app, callSite: site))
        ]
      }
      return []
    }
    guard finding.kind == "ambiguous" else { return [] }
    var causes: [ConstraintCause] = []
    for name in finding.signatureNames ?? finding.subjects {
      guard let view = view(named: name, in: walk) else { continue }
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        for placing in view.placingConstraints(for: axis)
        where placing.namesItem && placing.constraint.isAppMade {
          causes.append(
            ConstraintCause(
              kind: .ambiguityMember, element: name, axis: axis,
              constraint: describe(placing.constraint, walk: walk), state: placing.state,
              source: placing.constraint.source))
        }
      }
    }
    return causes
  }

  /// The lines that added each leftover view or guide.
  private func leftoverCauses(_ violation: Violation, walk: ElementWalk) -> [ConstraintCause] {
    var causes: [ConstraintCause] = []
    let map = simulator.mapView
    if violation.finding.kind == "constraint left" {
      // The app's active constraints that still name what is gone.
      let names = violation.finding.subjects
      for constraint in appConstraintsOnMap {
        let first = walk.name(of: constraint.firstItem).name
        let second = constraint.secondItem.map { walk.name(of: $0).name }
        guard let name = names.first(where: { $0 == first || $0 == second }) else { continue }
        causes.append(
          ConstraintCause(
            kind: .leftConstraint, element: name, constraint: describe(constraint, walk: walk),
            state: .holds, source: constraint.source))
      }
      return causes
    }
    var names = violation.finding.signatureNames ?? violation.finding.subjects
    // NLC-012 names the Google view and the view it was added to: the addition is the cause.
    if Self.additionRuleIDs.contains(violation.ruleID) { names = Array(names.prefix(1)) }
    for name in names {
      var site: CallSite?
      var arrangedBy: String?
      if let view = view(named: name, in: walk) {
        site = view.addedAt
        if view.superview is GMSNavigationHidingStackView {
          arrangedBy = "arranged by GMSNavigationHidingStackView"
        }
      } else {
        for guide in map.layoutGuides where "guide '\(guide.identifier)'" == name {
          site = guide.addedAt
        }
      }
      guard let site else { continue }
      let maker: ConstraintSource.Maker =
        !site.isFrameworkCode ? .app : site.module.hasPrefix("GoogleNavigation") ? .sdk : .uikit
      causes.append(
        ConstraintCause(
          kind: .added, element: name, constraint: nil, state: nil,
          source: ConstraintSource(
            maker: maker, what: maker == .app ? nil : arrangedBy ?? "addSubview",
            callSite: maker == .app ? site : nil)))
    }
    return causes
  }

  /// The constraint as the case names its items.
  func describe(_ constraint: NSLayoutConstraint, walk: ElementWalk) -> String {
    // UIKit's own guides share their identifiers across views: named by their view here
    // (`etaCard.layoutMarginsGuide`), so two views' margins guides read apart.
    func name(_ item: AnyObject?) -> (name: String, detached: Bool)? {
      guard let guide = item as? UILayoutGuide, let owner = guide.owningView,
        let property = Self.builtInGuideNames[guide.identifier]
      else { return nil }
      return ("\(walk.name(of: owner).name).\(property)", false)
    }
    return Self.snapshot(
      of: constraint, walk: walk, sdkOwned: false, first: name(constraint.firstItem),
      second: name(constraint.secondItem)
    ).description
  }

  /// UIKit's built-in guides by identifier, with the property that returns each.
  static let builtInGuideNames = [
    "UIViewLayoutMarginsGuide": "layoutMarginsGuide",
    "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide",
    "UIViewReadableContentGuide": "readableContentGuide",
    "UIViewKeyboardLayoutGuide": "keyboardLayoutGuide",
  ]
}

extension SnapshotCapture {
  /// Why the element answering to `query` is where it is now (``PlacementExplanation``): every
  /// constraint that placed it on each axis, app code first, then UIKit's and the SDK's.
  ///
  /// - Parameter query: An element's name, an `accessibilityIdentifier` or a role; the first
  ///   element in the walk's preorder that answers.
  func explanation(of query: String, step: Int, event: SDKEvent?)
    -> Result<PlacementExplanation, ScenarioError>
  {
    let walk = ElementWalk(
      map: simulator.mapView, roles: roles, time: nil, ambiguity: false, names: names)
    let elements = walk.elements
    let index =
      elements.indices.first(where: { elements[$0].name == query })
      ?? elements.indices.first(where: { elements[$0].name.hasSuffix("'\(query)'") })
      ?? elements.indices.first(where: { elements[$0].role.description == query })
      ?? elements.indices.first(where: { elements[$0].name.contains("(\(query))") })
      ?? elements.indices.first(where: { elements[$0].name.hasPrefix(query) })
    guard let index else {
      return .failure(.noSuchElement(query, known: elements.map(\.name)))
    }
    let element = elements[index]
    let view = walk.views[index]
    func causes(_ axis: NSLayoutConstraint.Axis) -> [ConstraintCause] {
      let all = view.placingConstraints(for: axis).map { placing in
        (
          placing,
          ConstraintCause(
            kind: .placed, element: element.name,
            constraint: describe(placing.constraint, walk: walk), state: placing.state,
            source: placing.constraint.source)
        )
      }
      func rank(_ placing: PlacingConstraint) -> Int {
        (placing.constraint.isAppMade ? 0 : 2) + (placing.namesItem ? 0 : 1)
      }
      return all.indices.sorted { (rank(all[$0].0), $0) < (rank(all[$1].0), $1) }
        .map { all[$0].1 }
    }
    return .success(
      PlacementExplanation(
        element: element.name, step: step, event: event,
        layoutDirection: simulator.screen.layoutDirection, frame: element.frame,
        visualRect: element.visualRect, horizontal: causes(.horizontal),
        vertical: causes(.vertical)))
  }
}
