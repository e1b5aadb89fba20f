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
  let identity = LayoutSerial.next()
  /// Solver constraints the solver relaxed to keep going; never recycled, so re-adding an
  /// equal constraint logs the conflict again, as UIKit does.
  @exclusivity(unchecked) var brokenConstraints: Set<ObjectIdentifier> = []
  /// Constraints leaving in this pass but still in the solver while other changes enter it
  /// (``synchronize(_:)``), so a conflict met meanwhile can name them.
  @exclusivity(unchecked) private var leavingModels: [NSLayoutConstraint] = []

  /// Brings the solver in line with what the hierarchy under `root` wants.
  func synchronize(_ root: UIView) {
    Self.passCounter += 1
    let pass = Self.passCounter
    var wanted: [NSLayoutConstraint] = []
    wanted.reserveCapacity(16)
    rootDirection = root.rootState?.environment.layoutDirection ?? .leftToRight
    let epoch = Self.loweringEpoch
    collect(root, pass: pass, epoch: epoch, into: &wanted)
    if Self.loweringEpoch != epoch {
      // Measuring content during the walk changed a lowering input: gather everything again
      // against the new epoch.
      wanted.removeAll(keepingCapacity: true)
      collect(root, pass: pass, epoch: -1, into: &wanted)
    }
    // Plain loops, not closures: an isolated closure costs an executor check per element.
    var kept = 0
    var removed: [NSLayoutConstraint] = []
    for index in installedModels.indices {
      if installedModels[index].seenInPass == pass {
        // Swapped rather than copied: no retain and release per kept constraint.
        if kept != index { installedModels.swapAt(kept, index) }
        kept += 1
      } else {
        removed.append(installedModels[index])
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
    // A constant the app changed while constraints were leaving is ordered against them (it
    // changed in the engine at once, on a device), so it leaves and re-enters with the others.
    let inPlace =
      changed.count == 1 && (removed.isEmpty || changed[0].0.constantSequence == 0)
    if inPlace, let (model, lowered) = changed.first, let old = installedConstraint(of: model) {
      // One changed constant moves in place (dual simplex), as UIKit's engine does (§A19);
      // constraints still leaving can be members of a conflict it meets.
      leavingModels = removed
      replace(old, with: lowered, for: model)
      leavingModels = []
    }
    // Additions before this index are new activations; after it, constants changed in place.
    let newAdditions = additions.count
    if !inPlace, !changed.isEmpty {
      // Several leave and come back together: changing them one at a time could make coupled
      // required constraints (two card widths tied to one map width) conflict in between.
      for (model, lowered) in changed {
        removed.append(model)
        additions.append((model, lowered))
      }
      for (model, _) in changed { installedModels.removeAll(identicalTo: model) }
    }
    // Engine-generated constraints enter first, then in the order the app made them (an
    // activation, or a constant it changed), so the later of two conflicting app constraints
    // is the one broken (§A4).
    var order: [AdditionKey] = []
    order.reserveCapacity(additions.count)
    // Whether an addition's sequence orders it against the app's deactivations, by index.
    var isOrdered: [Bool] = []
    isOrdered.reserveCapacity(additions.count)
    for (index, addition) in additions.enumerated() {
      let model = addition.0
      let isNew = index < newAdditions
      let isApp = model.origin.isApp
      // A new addition enters when it was activated, or when its holder joined this hierarchy
      // if that was later (a subtree built with its constraints while detached, then added).
      let entered =
        isNew && isApp
        ? max(model.sequence, model.installer?.joinedHierarchySequence ?? 0) : model.sequence
      order.append(
        AdditionKey(
          rank: isApp ? 1 : 0,
          sequence: isNew || model.constantSequence == 0 ? entered : model.constantSequence,
          index: index))
      isOrdered.append(isApp && (isNew || model.constantSequence > 0))
    }
    order.sort()
    var firstEvent: Int?
    for key in order where isOrdered[key.index] {
      firstEvent = key.sequence
      break
    }
    let late = firstEvent.map { deferLateRemovals(&removed, leftAfter: $0) } ?? []
    if removed.count > installedModels.count {
      rebuildSolver(dropping: removed, keeping: late.map(\.model))
    } else {
      for model in removed { uninstall(model) }
    }
    leavingModels = late.map(\.model)
    defer { leavingModels = [] }
    var nextLate = 0
    for key in order {
      let (model, lowered) = additions[key.index]
      // An app constraint that left before this one entered is out of the engine by now.
      while isOrdered[key.index], nextLate < late.count, late[nextLate].time < key.sequence {
        uninstall(late[nextLate].model)
        nextLate += 1
      }
      installedModels.append(model)
      install(lowered, for: model)
    }
    for (_, model) in late[nextLate...] { uninstall(model) }
  }

  /// Takes out of `removed` the app constraints that left the engine (deactivated, or taken
  /// out of the hierarchy with their view) after `firstEvent`, when the first ordered app
  /// addition entered it, and returns them in the order they left: on a device each was still
  /// in the engine when the later ones entered it, so a conflict between them is logged then,
  /// even when it is gone by the next layout pass (activating a new layout before deactivating
  /// the old one). An addition is ordered when it is a new activation, or a constant the app
  /// changed (``NSLayoutConstraint/constantSequence``); the SDK model's own resizes are not.
  /// Everything else leaves before any addition, as if removed first.
  private func deferLateRemovals(_ removed: inout [NSLayoutConstraint], leftAfter firstEvent: Int)
    -> [(time: Int, model: NSLayoutConstraint)]
  {
    var late: [(time: Int, model: NSLayoutConstraint)] = []
    var kept = 0
    for index in removed.indices {
      let model = removed[index]
      let time = model.origin.isApp ? leftEngine(model) : 0
      if time > firstEvent {
        late.append((time, model))
      } else {
        removed[kept] = model
        kept += 1
      }
    }
    removed.removeLast(removed.count - kept)
    // Short: only the constraints swapped out in this pass's callbacks.
    late.sort { $0.time < $1.time }
    return late
  }

  /// When an app constraint being removed left the engine on a device: when it was
  /// deactivated, or, still active, when the view holding it was taken out of this hierarchy
  /// (its subtree's constraints go with it); 0 when neither is known.
  private func leftEngine(_ model: NSLayoutConstraint) -> Int {
    guard let holder = model.installer else { return model.deactivationSequence }
    let detached = holder.rootView
    return detached === root ? 0 : detached.detachSequence
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
      if model.lowering != nil { model.lowering!.constraint = old }
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

  /// Where an addition goes in the order of additions: (rank, sequence, index) packed into
  /// one integer that compares as the triple does, so the sort needs no closure. Rank is 0
  /// for engine-generated constraints and 1 for the app's (bit 62); the sequence, when it
  /// entered the engine on a device (an activation, or the app's constant change), takes 42
  /// bits (4·10¹² constraint events); the index among the pass's additions, 20 bits.
  struct AdditionKey: Comparable {
    private let packed: UInt64

    nonisolated init(rank: Int, sequence: Int, index: Int) {
      precondition(sequence >= 0 && sequence < 1 << 42 && index >= 0 && index < 1 << 20)
      packed = UInt64(rank) << 62 | UInt64(sequence) << 20 | UInt64(index)
    }

    nonisolated var sequence: Int { Int(packed >> 20 & (1 << 42 - 1)) }
    nonisolated var index: Int { Int(packed & (1 << 20 - 1)) }

    nonisolated static func < (a: AdditionKey, b: AdditionKey) -> Bool { a.packed < b.packed }
  }

  /// The solver constraint `model` is installed as here, from the model's records; nil when
  /// it is not (also read by the attribution of findings, LayoutEngine+Attribution).
  func installedConstraint(of model: NSLayoutConstraint) -> Constraint? {
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
      // No `Optional.map` closure: a main-actor closure pays an executor check per call.
      if let constraint {
        model.installedRecord = (identity, constraint)
      } else {
        model.installedRecord = nil
      }
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
      guard let conflict = try solver.addConstraint(lowered) else { return }
      for settled in recover(from: conflict) { report(settled) }
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
          for settled in recover(from: conflict) { broken.insert(ObjectIdentifier(settled.broken)) }
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
      if let conflict = try solver.replaceConstraint(old, with: lowered) {
        for settled in recover(from: conflict) { report(settled) }
      }
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
    for model in leavingModels where installedConstraint(of: model) === constraint {
      return model
    }
    return nil
  }
}
