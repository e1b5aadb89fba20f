import Cassowary

/// Lowers one view hierarchy onto a Cassowary solver kept between layout passes.
///
/// Each pass collects the constraints the hierarchy wants (the app's active ones plus those
/// the engine generates), lowers each to a solver constraint (cached while its inputs are
/// unchanged) and touches the solver only where the set differs from the last pass:
/// removals first, then changed constants, then additions in activation order with
/// engine-generated constraints first. An addition that cannot hold is relaxed by the
/// solver's break-and-continue recovery and logged as UIKit logs it
/// (autolayout-and-layout-testing.md §A4).
///
/// Performance notes, for the model's classes alike: stored properties read or written on
/// every pass are `@exclusivity(unchecked)`. Their accesses never overlap (no `inout`
/// reference to them outlives a statement), and the runtime's dynamic exclusivity checks
/// on them cost about a tenth of a conformance campaign. Back references avoid Swift
/// `weak` (see ``LayoutItemTether``).
@MainActor
final class LayoutEngine {
  @exclusivity(unchecked) var solver = Solver(recovery: .breakAndContinue)
  /// Installed app and engine constraints, in the order they entered the solver; the solver
  /// constraint of each is on its record (``installedConstraint(of:)``).
  @exclusivity(unchecked) private(set) var installedModels: [NSLayoutConstraint] = []
  /// The root's layout direction, which items resolve leading and trailing against.
  @exclusivity(unchecked) var rootDirection = UIUserInterfaceLayoutDirection.leftToRight
  /// The hierarchy's root, whose issue log conflicts go to.
  @WeakView var root: UIView? = nil
  /// Pixels per point of the root's screen.
  @exclusivity(unchecked) var scale: Double = 3
  /// Whether a pass is running, so a nested layoutIfNeeded does not start another.
  @exclusivity(unchecked) var isLayingOut = false

  @exclusivity(unchecked) private static var passCounter = 0
  /// Bumped when an item's own direction input changes (a semantic content attribute, a
  /// guide's owning view), which invalidates every cached lowering at once.
  @exclusivity(unchecked) static var loweringEpoch = 0
  /// The engine's serial (never an address, which a later engine may reuse).
  private let identity = LayoutSerial.next()
  /// Solver constraints the solver relaxed to keep going; never recycled, so re-adding an
  /// equal constraint logs the conflict again, as UIKit does.
  @exclusivity(unchecked) var brokenConstraints: Set<ObjectIdentifier> = []
  /// App constraints deactivated after others were activated in the same pass, still in the
  /// solver while the additions before their deactivation enter (``synchronize(_:)``).
  @exclusivity(unchecked) private var leavingLate: [NSLayoutConstraint] = []

  /// Brings the solver in line with what the hierarchy under `root` wants.
  func synchronize(_ root: UIView) {
    Self.passCounter += 1
    let pass = Self.passCounter
    var wanted: [NSLayoutConstraint] = []
    wanted.reserveCapacity(installedModels.count + 8)
    rootDirection = root.rootState?.environment.layoutDirection ?? .leftToRight
    collect(root, into: &wanted)
    for model in wanted { model.seenInPass = pass }
    // Plain loops, not closures: an isolated closure costs an executor check per element.
    var kept = 0
    var removed: [NSLayoutConstraint] = []
    for index in installedModels.indices {
      let model = installedModels[index]
      if model.seenInPass == pass {
        installedModels[kept] = model
        kept += 1
      } else {
        removed.append(model)
      }
    }
    installedModels.removeLast(installedModels.count - kept)
    var additions: [(NSLayoutConstraint, Constraint)] = []
    var changed: [(NSLayoutConstraint, Constraint)] = []
    for model in wanted {
      let lowered = lower(model)
      guard let old = installedConstraint(of: model) else {
        if let lowered { additions.append((model, lowered)) }
        continue
      }
      guard old !== lowered else { continue }
      if let lowered { changed.append((model, lowered)) } else { removed.append(model) }
    }
    if !removed.isEmpty, !additions.isEmpty {
      recycle(&removed, into: &additions)
    }
    if changed.count == 1, let (model, lowered) = changed.first,
      let old = installedConstraint(of: model)
    {
      // One changed constant moves in place (dual simplex), as UIKit's engine does (§A19).
      replace(old, with: lowered, for: model)
    }
    // Additions before this index are new activations; after it, constants changed in place.
    let newAdditions = additions.count
    if changed.count > 1 {
      // Several leave and come back together: changing them one at a time could make coupled
      // required constraints (two card widths tied to one map width) conflict in between.
      for (model, lowered) in changed {
        removed.append(model)
        additions.append((model, lowered))
      }
      for (model, _) in changed { installedModels.removeAll(identicalTo: model) }
    }
    let late = deferLateRemovals(&removed, activations: additions[..<newAdditions])
    if removed.count > installedModels.count {
      rebuildSolver(dropping: removed, keeping: late)
    } else {
      for model in removed { uninstall(model) }
    }
    guard !additions.isEmpty else {
      for model in late { uninstall(model) }
      return
    }
    // Engine-generated constraints enter first, then activation order, so the later of two
    // conflicting app constraints is the one broken (§A4).
    var order: [AdditionKey] = []
    order.reserveCapacity(additions.count)
    for (index, addition) in additions.enumerated() {
      let model = addition.0
      order.append(
        AdditionKey(rank: model.origin == .app ? 1 : 0, sequence: model.sequence, index: index))
    }
    order.sort(by: AdditionKey.precedes)
    leavingLate = late
    defer { leavingLate = [] }
    var nextLate = 0
    for key in order {
      let (model, lowered) = additions[key.index]
      // An app constraint deactivated before this one was activated has left the engine.
      while key.rank == 1, key.index < newAdditions, nextLate < late.count,
        late[nextLate].deactivationSequence < key.sequence
      {
        uninstall(late[nextLate])
        nextLate += 1
      }
      installedModels.append(model)
      install(lowered, for: model)
    }
    while nextLate < late.count {
      uninstall(late[nextLate])
      nextLate += 1
    }
  }

  /// Takes out of `removed` the app constraints deactivated after the first app constraint
  /// of `activations` was activated, in deactivation order: on a device each was still in the
  /// engine when the later ones entered it, so a conflict between them is logged then, even
  /// when it is gone by the next layout pass (activating a new layout before deactivating the
  /// old one). Everything else leaves before any addition, as if removed first. Constants
  /// changed in place are not ordered against deactivations (the model does not record when a
  /// constant changed), so they never make a removal late.
  private func deferLateRemovals(
    _ removed: inout [NSLayoutConstraint],
    activations: ArraySlice<(NSLayoutConstraint, Constraint)>
  ) -> [NSLayoutConstraint] {
    var firstActivation = Int.max
    for (model, _) in activations where model.origin == .app {
      firstActivation = min(firstActivation, model.sequence)
    }
    guard firstActivation != Int.max else { return [] }
    var late: [NSLayoutConstraint] = []
    var kept = 0
    for index in removed.indices {
      let model = removed[index]
      if model.origin == .app, model.installer == nil,
        model.deactivationSequence > firstActivation
      {
        late.append(model)
      } else {
        removed[kept] = model
        kept += 1
      }
    }
    guard !late.isEmpty else { return [] }
    removed.removeLast(removed.count - kept)
    // Short: only the constraints swapped out in this pass's callbacks.
    late.sort { $0.deactivationSequence < $1.deactivationSequence }
    return late
  }

  /// Hands each addition that equals a constraint leaving in the same pass the leaving one's
  /// solver constraint, so neither touches the solver: the common delegate pattern of
  /// deactivating a layout and activating an equal one costs nothing. Matching is in removal
  /// order, so it is deterministic; the solution is the same as removing and adding (only
  /// which member of a future conflict breaks may differ, which UIKit leaves unspecified).
  private func recycle(
    _ removed: inout [NSLayoutConstraint], into additions: inout [(NSLayoutConstraint, Constraint)]
  ) {
    // Leaving constraints sorted by (hash, removal index): an addition takes the first
    // unconsumed one of equal content in removal order, whatever the hash values are.
    var leaving: [LeavingConstraint] = []
    leaving.reserveCapacity(removed.count)
    for (index, model) in removed.enumerated() {
      guard let old = installedConstraint(of: model),
        !brokenConstraints.contains(ObjectIdentifier(old))
      else { continue }
      leaving.append((old.structuralHash, index, old))
    }
    guard !leaving.isEmpty else { return }
    leaving.sort(by: Self.leavesFirst)
    var consumed = [Bool](repeating: false, count: removed.count)
    var remaining: [(NSLayoutConstraint, Constraint)] = []
    for (model, lowered) in additions {
      guard let index = firstLeaving(equalTo: lowered, in: leaving, consumed: consumed) else {
        remaining.append((model, lowered))
        continue
      }
      consumed[index] = true
      let donor = removed[index]
      guard let old = installedConstraint(of: donor) else {
        remaining.append((model, lowered))
        continue
      }
      setInstalledConstraint(nil, of: donor)
      // The solver constraint now belongs to `model`; the donor lowers afresh if it returns.
      donor.lowering = nil
      setInstalledConstraint(old, of: model)
      if let lowering = model.lowering {
        model.lowering = (lowering.epoch, lowering.rootDirection, lowering.key, old)
      }
      // The recycled constraint keeps its place in the solver; the model joins the installed
      // list where an addition would.
      installedModels.append(model)
    }
    additions = remaining
    var kept: [NSLayoutConstraint] = []
    for index in removed.indices where !consumed[index] { kept.append(removed[index]) }
    removed = kept
  }

  /// A constraint leaving in this pass: its content hash, its index among the removals, and
  /// the solver constraint an equal addition may take over.
  private typealias LeavingConstraint = (hash: Int, index: Int, constraint: Constraint)

  nonisolated private static func leavesFirst(_ a: LeavingConstraint, _ b: LeavingConstraint)
    -> Bool
  {
    (a.hash, a.index) < (b.hash, b.index)
  }

  /// The removal index of the first unconsumed leaving constraint equal to `constraint`.
  private func firstLeaving(
    equalTo constraint: Constraint, in leaving: [LeavingConstraint], consumed: [Bool]
  ) -> Int? {
    let hash = constraint.structuralHash
    // Binary search for the first entry with this hash.
    var low = 0
    var high = leaving.count
    while low < high {
      let middle = (low + high) / 2
      if leaving[middle].hash < hash { low = middle + 1 } else { high = middle }
    }
    while low < leaving.count, leaving[low].hash == hash {
      let entry = leaving[low]
      if !consumed[entry.index], entry.constraint.hasSameStructure(as: constraint) {
        return entry.index
      }
      low += 1
    }
    return nil
  }

  /// Where an addition goes in the order of additions; compared without actor isolation.
  struct AdditionKey {
    var rank: Int
    var sequence: Int
    var index: Int

    nonisolated static func precedes(_ a: AdditionKey, _ b: AdditionKey) -> Bool {
      (a.rank, a.sequence, a.index) < (b.rank, b.sequence, b.index)
    }
  }

  /// The solver constraint `model` is installed as here, from the model's records.
  private func installedConstraint(of model: NSLayoutConstraint) -> Constraint? {
    if let record = model.installedRecord, record.engine == identity { return record.constraint }
    for record in model.otherInstalledRecords where record.engine == identity {
      return record.constraint
    }
    return nil
  }

  /// Records `constraint` as what `model` is installed as here; nil forgets it. This engine's
  /// entry among the other records goes either way, so a stale one never outlives a change.
  private func setInstalledConstraint(_ constraint: Constraint?, of model: NSLayoutConstraint) {
    if !model.otherInstalledRecords.isEmpty {
      var others = model.otherInstalledRecords
      var index = 0
      while index < others.count {
        if others[index].engine == identity { others.remove(at: index) } else { index += 1 }
      }
      model.otherInstalledRecords = others
    }
    if let record = model.installedRecord, record.engine != identity {
      if let constraint { model.otherInstalledRecords.append((identity, constraint)) }
    } else {
      model.installedRecord = constraint.map { (identity, $0) }
    }
  }

  /// Re-lowers constraints whose constant changed and swaps them in place; nothing else in
  /// the hierarchy changed, so nothing else is collected.
  ///
  /// - Returns: false when a changed constraint is not in the solver (its addition failed or
  ///   is still pending) or several changed at once, so the caller must run a full
  ///   ``synchronize(_:)`` instead.
  func synchronizeConstants(_ changed: [NSLayoutConstraint]) -> Bool {
    for model in changed where model.installer != nil && installedConstraint(of: model) == nil {
      return false
    }
    var moved: [(NSLayoutConstraint, Constraint, Constraint?)] = []
    for model in changed {
      guard let old = installedConstraint(of: model) else { continue }
      let lowered = lower(model)
      guard old !== lowered else { continue }
      moved.append((model, old, lowered))
    }
    // Several at once go out and back in together, which `synchronize` does.
    guard moved.count <= 1 else { return false }
    if let (model, old, lowered) = moved.first { replace(old, with: lowered, for: model) }
    return true
  }

  private func install(_ lowered: Constraint, for model: NSLayoutConstraint) {
    setInstalledConstraint(lowered, of: model)
    do {
      if let conflict = try solver.addConstraint(lowered) { report(conflict) }
    } catch {
      // Only duplicates or invalid strengths reach here; lowering rules both out.
      setInstalledConstraint(nil, of: model)
    }
  }

  /// Drops `leaving` from the tables and starts a fresh solver holding the installed
  /// constraints in their order: cheaper than removing one by one when most constraints leave
  /// (a delegate tearing its layout down). The solution is the same: a constraint relaxed
  /// before is relaxed again while its conflict remains, and is not logged a second time.
  private func rebuildSolver(
    dropping leaving: [NSLayoutConstraint], keeping late: [NSLayoutConstraint]
  ) {
    for model in leaving { setInstalledConstraint(nil, of: model) }
    solver = Solver(recovery: .breakAndContinue)
    var broken: Set<ObjectIdentifier> = []
    // Constraints leaving later in the pass stay in the solver until then.
    for model in installedModels + late {
      guard let constraint = installedConstraint(of: model) else { continue }
      do {
        if let conflict = try solver.addConstraint(constraint) {
          broken.insert(ObjectIdentifier(conflict.broken))
        }
      } catch {
        // Only duplicates or invalid strengths reach here; the records rule both out.
        setInstalledConstraint(nil, of: model)
      }
    }
    brokenConstraints = broken
  }

  private func uninstall(_ model: NSLayoutConstraint) {
    guard let old = installedConstraint(of: model) else { return }
    if !brokenConstraints.isEmpty { brokenConstraints.remove(ObjectIdentifier(old)) }
    setInstalledConstraint(nil, of: model)
    try? solver.removeConstraint(old)
  }

  /// Swaps a constraint whose constant, priority or direction changed; a constant-only
  /// change moves the constant in place (dual simplex), as UIKit's engine does (§A19).
  private func replace(_ old: Constraint, with lowered: Constraint?, for model: NSLayoutConstraint)
  {
    guard let lowered else {
      uninstall(model)
      return
    }
    setInstalledConstraint(lowered, of: model)
    if !brokenConstraints.isEmpty { brokenConstraints.remove(ObjectIdentifier(old)) }
    do {
      if let conflict = try solver.replaceConstraint(old, with: lowered) { report(conflict) }
    } catch {
      // Only unknown or duplicate constraints reach here; the engine's records rule both out.
      setInstalledConstraint(nil, of: model)
    }
  }

  /// The model constraint a solver constraint stands for: a scan of the installed ones, which
  /// only conflict logs need.
  func model(for constraint: Constraint) -> NSLayoutConstraint? {
    for model in installedModels where installedConstraint(of: model) === constraint {
      return model
    }
    for model in leavingLate where installedConstraint(of: model) === constraint {
      return model
    }
    return nil
  }
}
