import Foundation
import GoogleNavigationModel
import UIKitModel

/// Turns the live simulated map into a ``LayoutSnapshot`` (values only). One capture serves
/// a whole case: it remembers how much of the issue log and the recorder it has handed out.
@MainActor
final class SnapshotCapture {
  let simulator: NavigationSimulator
  let roles: [String: ElementRole]
  @exclusivity(unchecked) private var issuesSeen = 0
  @exclusivity(unchecked) private var recordsSeen = 0
  /// The last walk's length, to size the next one's arrays.
  @exclusivity(unchecked) private var walkLength = 0
  /// Element names kept across the case's snapshots.
  let names = ElementNames()
  /// What the last constraint pass found that holds while no constraint is installed or
  /// removed and no view moves (``NSLayoutConstraint/placementEpoch``) and the walk reaches
  /// the same views: how many active constraints there are, and which of them involve a
  /// component, in order, with whether a component holds each and where in the walk each
  /// item is when it is one of the walk's views (the same views in the same order, so the
  /// same indices). Unretained: while the epoch holds they stay installed on views of the
  /// map; once it changes they are not touched.
  @exclusivity(unchecked) private var lastPass: ConstraintPass?

  private struct ConstraintPass {
    var epoch: Int
    var views: [ObjectIdentifier]
    var count: Int
    var involving: [Involving]
  }

  private struct Involving {
    var constraint: Unmanaged<NSLayoutConstraint>
    var sdkOwned: Bool
    /// The walk's indices of the items, nil for an item that is not one of its views.
    var first: Int?
    var second: Int?
  }

  init(simulator: NavigationSimulator, roles: [String: ElementRole]) {
    self.simulator = simulator
    self.roles = roles
  }

  /// Takes a snapshot.
  ///
  /// - Parameters:
  ///   - step: The step number.
  ///   - event: The event just applied.
  ///   - moment: When; `.duringAnimation` reads presentation frames at that offset from now
  ///     and skips constraints, issues and records, which belong to the step's main snapshot.
  ///   - comparePristine: Whether to compare the map with its pristine snapshot (NLC-008).
  func capture(
    step: Int, event: SDKEvent?, moment: LayoutSnapshot.Moment, comparePristine: Bool = false
  ) -> LayoutSnapshot {
    let map = simulator.mapView
    // Checkpoints judge the layout (model frames); samples judge what is on screen then.
    var time: TimeInterval?
    var full = true
    if case .duringAnimation(let offset) = moment {
      time = map.animationClock.now + offset
      full = false
    }
    let walk = ElementWalk(
      map: map, roles: roles, time: time, ambiguity: moment == .settled, names: names,
      capacity: walkLength)
    walkLength = walk.views.count
    let insets = simulator.screen.safeAreaInsets
    let bounds = CGRect(origin: .zero, size: map.bounds.size)
    var issues: [LayoutIssue] = []
    var records: [NavigationRecord] = []
    if full {
      let log = simulator.layoutIssues
      if log.count < issuesSeen { issuesSeen = 0 }
      issues = Array(log[issuesSeen...])
      issuesSeen = log.count
      let all = simulator.recorder.records
      if all.count < recordsSeen { recordsSeen = 0 }
      records = Array(all[recordsSeen...])
      recordsSeen = all.count
    }
    var differences: [String]?
    var leftovers: [String] = []
    if comparePristine, let pristine = simulator.pristineSnapshot {
      let now = MapSnapshot(of: map)
      differences = pristine.differences(to: now)
      if differences?.isEmpty == false {
        // Named for the picture: what the map holds that it did not before enable.
        leftovers =
          now.subviews.filter { view in !pristine.subviews.contains { $0 === view } }
          .map { walk.name(of: $0).name }
          + now.layoutGuides.filter { guide in !pristine.layoutGuides.contains { $0 === guide } }
          .map { $0.identifier.isEmpty ? "a layout guide without identifier" : "guide '\($0.identifier)'" }
      }
    }
    var snapshot = LayoutSnapshot(
      step: step, event: event, moment: moment, phase: simulator.phase,
      wideMode: simulator.wideMode, layoutDirection: simulator.screen.layoutDirection,
      mapBounds: bounds,
      safeArea: CGRect(
        x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
        height: bounds.height - insets.top - insets.bottom),
      elements: walk.elements,
      constraints: [],
      mapLayoutGuides: map.layoutGuides.map(\.identifier),
      newLayoutIssues: issues, newRecords: records,
      currentPromptSerial: simulator.currentPrompt?.serial,
      pristineDifferences: differences)
    // Read from the stored margins, not `layoutMarginsGuide`, which would create the guide.
    var margins = map.layoutMargins
    if map.insetsLayoutMarginsFromSafeArea {
      margins = UIEdgeInsets(
        top: margins.top + insets.top, left: margins.left + insets.left,
        bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
    }
    snapshot.layoutMarginsFrame = CGRect(
      x: margins.left, y: margins.top, width: max(0, bounds.width - margins.left - margins.right),
      height: max(0, bounds.height - margins.top - margins.bottom))
    if moment == .settled {
      (snapshot.constraints, snapshot.activeConstraintCount) = constraints(walk: walk)
    }
    (snapshot.elementsInConflict, snapshot.conflictMemberSets) = Self.elementsInConflict(
      issues, walk: walk)
    if !snapshot.elementsInConflict.isEmpty {
      snapshot.elementsNearConflict = Self.elementsNear(
        snapshot.elementsInConflict, walk: walk, map: simulator.mapView)
    }
    let ambiguous = walk.elements.filter(\.hasAmbiguousLayout).map(\.name)
    if !ambiguous.isEmpty {
      snapshot.elementsNearAmbiguity = Self.elementsNear(
        ambiguous, walk: walk, map: simulator.mapView)
    }
    snapshot.pristineLeftovers = leftovers
    return snapshot
  }

  /// The names of the elements that an unsatisfiable set among `issues` ties, and of the
  /// elements inside them, in preorder.
  /// The elements an unsatisfiable set ties with those inside them, and its direct members.
  private static func elementsInConflict(_ issues: [LayoutIssue], walk: ElementWalk)
    -> (tied: [String], members: [[String]])
  {
    var items = Set<ObjectIdentifier>()
    var members: [[String]] = []
    for case .unsatisfiable(let conflict) in issues {
      var setItems = Set<ObjectIdentifier>()
      for constraint in conflict.mutuallyExclusive {
        for item in [constraint.firstItem, constraint.secondItem] {
          if let view = item as? UIView {
            items.insert(ObjectIdentifier(view))
            setItems.insert(ObjectIdentifier(view))
          }
          // A guide's constraints place its owning view's content: the owner is a member.
          if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            setItems.insert(ObjectIdentifier(owner))
          }
        }
      }
      var names: [String] = []
      for (element, view) in zip(walk.elements, walk.views)
      where setItems.contains(ObjectIdentifier(view)) {
        names.append(element.name)
      }
      members.append(names)
    }
    guard !items.isEmpty || members.contains(where: { !$0.isEmpty }) else { return ([], members) }
    // A view inside a tied one moves with it (the walk is preorder: parents come first).
    var tied: [Bool] = []
    for (element, view) in zip(walk.elements, walk.views) {
      tied.append(items.contains(ObjectIdentifier(view)) || element.parentIndex.map { tied[$0] } == true)
    }
    return (
      zip(walk.elements, tied).compactMap { element, isTied in isTied ? element.name : nil },
      members
    )
  }

  /// `tied` (element names), the elements an active constraint ties directly to one of them,
  /// and what lies inside those, in preorder: what an unsatisfiable set's broken constraint
  /// may have moved (a viewport whose bottom hangs from a tied holder).
  private static func elementsNear(_ tied: [String], walk: ElementWalk, map: UIView) -> [String] {
    var near = Set<ObjectIdentifier>()
    var tiedViews = Set<ObjectIdentifier>()
    for (element, view) in zip(walk.elements, walk.views) where tied.contains(element.name) {
      tiedViews.insert(ObjectIdentifier(view))
    }
    func view(of item: AnyObject?) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    for holder in [map] + walk.views {
      for constraint in holder.appInstalledConstraints where constraint.isActive {
        guard let first = view(of: constraint.firstItem), let second = view(of: constraint.secondItem)
        else { continue }
        if tiedViews.contains(ObjectIdentifier(first)) { near.insert(ObjectIdentifier(second)) }
        if tiedViews.contains(ObjectIdentifier(second)) { near.insert(ObjectIdentifier(first)) }
      }
    }
    var inside: [Bool] = []
    var names: [String] = []
    for (element, view) in zip(walk.elements, walk.views) {
      let isNear =
        tiedViews.contains(ObjectIdentifier(view)) || near.contains(ObjectIdentifier(view))
        || element.parentIndex.map { inside[$0] } == true
      inside.append(isNear)
      if isNear { names.append(element.name) }
    }
    return names
  }

  /// The active constraints installed on the map and the views the walk reached that involve
  /// a Google component (the only ones NLC-007 and NLC-010 judge; naming every constraint
  /// would cost more than the rest of the snapshot), skipping components' internal parts,
  /// and how many active constraints there are in all (NLC-018), counted in the same walk.
  private func constraints(walk: ElementWalk) -> ([ConstraintSnapshot], count: Int) {
    let pass = constraintPass(walk: walk)
    var result: [ConstraintSnapshot] = []
    result.reserveCapacity(pass.involving.count)
    for entry in pass.involving {
      let constraint = entry.constraint.takeUnretainedValue()
      // An item among the walk's views is named by its element (what `name(of:)` answers
      // for it), found without a search.
      // No `map { }`: a closure formed in main-actor code is checked on each call.
      var first: (name: String, detached: Bool)?
      if let index = entry.first { first = (walk.elements[index].name, false) }
      var second: (name: String, detached: Bool)?
      if let index = entry.second { second = (walk.elements[index].name, false) }
      result.append(
        Self.snapshot(
          of: constraint, walk: walk, sdkOwned: entry.sdkOwned, first: first, second: second))
    }
    return (result, pass.count)
  }

  /// `constraint` as values, its items named by `walk` (`first` and `second` when the caller
  /// already knows their names); `sdkOwned` when a component holds it.
  static func snapshot(
    of constraint: NSLayoutConstraint, walk: ElementWalk, sdkOwned: Bool,
    first knownFirst: (name: String, detached: Bool)? = nil,
    second knownSecond: (name: String, detached: Bool)? = nil
  ) -> ConstraintSnapshot {
    let first = knownFirst ?? walk.name(of: constraint.firstItem)
    var second = knownSecond
    if second == nil, let secondItem = constraint.secondItem { second = walk.name(of: secondItem) }
    var detached: [String] = []
    if first.detached { detached.append(first.name) }
    // A distance's start anchor (`anchorWithOffset(to:)`), named as `item.attribute`.
    func start(_ anchor: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute)?)
      -> String?
    {
      guard let anchor else { return nil }
      let named = walk.name(of: anchor.item)
      if named.detached, !detached.contains(named.name) { detached.append(named.name) }
      return "\(named.name).\(anchor.attribute)"
    }
    let firstStart = start(constraint.firstOffsetStartAnchor)
    if let second, second.detached { detached.append(second.name) }
    let secondStart = start(constraint.secondOffsetStartAnchor)
    return ConstraintSnapshot(
      identifier: constraint.identifier, firstItem: first.name,
      firstAttribute: constraint.firstAttribute, relation: constraint.relation,
      secondItem: second?.name, secondAttribute: constraint.secondAttribute,
      multiplier: constraint.multiplier, constant: constraint.constant,
      priority: constraint.priority.rawValue,
      isSDKOwned: sdkOwned && (constraint.identifier?.hasPrefix("GMS-") ?? false),
      detachedComponents: detached, firstOffsetStart: firstStart, secondOffsetStart: secondStart,
      isAppMade: constraint.isAppMade)
  }

  /// The active constraints on the map and the walk's views that involve a component, and
  /// the count of all active ones there: the last pass's while it still holds, else a new one.
  private func constraintPass(walk: ElementWalk) -> ConstraintPass {
    let epoch = NSLayoutConstraint.placementEpoch
    if let lastPass, lastPass.epoch == epoch, lastPass.views.count == walk.views.count {
      var same = true
      for index in walk.views.indices
      where lastPass.views[index] != ObjectIdentifier(walk.views[index]) {
        same = false
        break
      }
      if same { return lastPass }
    }
    var pass = ConstraintPass(epoch: epoch, views: [], count: 0, involving: [])
    pass.views.reserveCapacity(walk.views.count)
    for view in walk.views { pass.views.append(ObjectIdentifier(view)) }
    let map: UIView = simulator.mapView
    // The map, then the walk's views (no throwaway array joining them).
    for position in -1..<walk.views.count {
      let view = position < 0 ? map : walk.views[position]
      let sdkOwned = view is GoogleComponentView
      for constraint in view.appInstalledConstraints where constraint.isActive {
        pass.count += 1
        let firstItem = constraint.firstItem
        let secondItem = constraint.secondItem
        guard
          Self.isComponent(firstItem) || Self.isComponent(secondItem)
            || Self.isComponent(constraint.firstOffsetStartAnchor?.item)
            || Self.isComponent(constraint.secondOffsetStartAnchor?.item)
        else { continue }
        pass.involving.append(
          Involving(
            constraint: Unmanaged.passUnretained(constraint), sdkOwned: sdkOwned,
            first: walk.index(ofItem: firstItem), second: walk.index(ofItem: secondItem)))
      }
    }
    lastPass = pass
    return pass
  }

  private static func isComponent(_ item: AnyObject?) -> Bool {
    item is GoogleComponentView && !(item is ComponentPartView)
  }
}
