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
@MainActor
final class LayoutEngine {
  var solver = Solver(recovery: .breakAndContinue)
  /// Installed app and engine constraints, in the order they entered the solver.
  private(set) var installedModels: [NSLayoutConstraint] = []
  /// The solver constraint each installed model constraint is lowered to.
  private var installed: [ObjectIdentifier: Constraint] = [:]
  /// The model constraint of each solver constraint, for conflict logs.
  private var models: [ObjectIdentifier: NSLayoutConstraint] = [:]
  /// The root's layout direction, which items resolve leading and trailing against.
  var rootDirection = UIUserInterfaceLayoutDirection.leftToRight
  /// The hierarchy's root, whose issue log conflicts go to.
  weak var root: UIView?
  /// Pixels per point of the root's screen.
  var scale: Double = 3
  /// Whether a pass is running, so a nested layoutIfNeeded does not start another.
  var isLayingOut = false

  private static var passCounter = 0
  /// Bumped when an item's own direction input changes (a semantic content attribute, a
  /// guide's owning view), which invalidates every cached lowering at once.
  static var loweringEpoch = 0
  private lazy var identity = ObjectIdentifier(self)

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
    for index in installedModels.indices {
      let model = installedModels[index]
      if model.seenInPass == pass {
        installedModels[kept] = model
        kept += 1
      } else {
        uninstall(model)
      }
    }
    installedModels.removeLast(installedModels.count - kept)
    var additions: [(NSLayoutConstraint, Constraint)] = []
    for model in wanted {
      let lowered = lower(model)
      guard let old = installedConstraint(of: model) else {
        if let lowered { additions.append((model, lowered)) }
        continue
      }
      guard old !== lowered else { continue }
      replace(old, with: lowered, for: model)
    }
    guard !additions.isEmpty else { return }
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
    for key in order {
      let (model, lowered) = additions[key.index]
      installedModels.append(model)
      install(lowered, for: model)
    }
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

  /// The solver constraint `model` is installed as here; the model's own record answers
  /// without hashing unless the model last moved through another engine.
  private func installedConstraint(of model: NSLayoutConstraint) -> Constraint? {
    if let record = model.installedRecord, record.engine == identity { return record.constraint }
    return installed[ObjectIdentifier(model)]
  }

  /// Re-lowers constraints whose constant changed and swaps them in place; nothing else in
  /// the hierarchy changed, so nothing else is collected.
  ///
  /// - Returns: false when a changed constraint is not in the solver (its addition failed or
  ///   is still pending), so the caller must run a full ``synchronize(_:)`` instead of
  ///   skipping it.
  func synchronizeConstants(_ changed: [NSLayoutConstraint]) -> Bool {
    for model in changed where model.installer != nil && installedConstraint(of: model) == nil {
      return false
    }
    for model in changed {
      guard let old = installedConstraint(of: model) else { continue }
      let lowered = lower(model)
      guard old !== lowered else { continue }
      replace(old, with: lowered, for: model)
    }
    return true
  }

  private func install(_ lowered: Constraint, for model: NSLayoutConstraint) {
    let key = ObjectIdentifier(model)
    installed[key] = lowered
    model.installedRecord = (identity, lowered)
    models[ObjectIdentifier(lowered)] = model
    do {
      if let conflict = try solver.addConstraint(lowered) { report(conflict) }
    } catch {
      // Only duplicates or invalid strengths reach here; lowering rules both out.
      installed[key] = nil
      model.installedRecord = nil
    }
  }

  private func uninstall(_ model: NSLayoutConstraint) {
    guard let old = installed.removeValue(forKey: ObjectIdentifier(model)) else { return }
    if model.installedRecord?.engine == identity { model.installedRecord = nil }
    models[ObjectIdentifier(old)] = nil
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
    let key = ObjectIdentifier(model)
    installed[key] = lowered
    model.installedRecord = (identity, lowered)
    models[ObjectIdentifier(old)] = nil
    models[ObjectIdentifier(lowered)] = model
    do {
      if let conflict = try solver.replaceConstraint(old, with: lowered) { report(conflict) }
    } catch {
      // Only unknown or duplicate constraints reach here; the engine's tables rule both out.
      installed[key] = nil
      model.installedRecord = nil
      models[ObjectIdentifier(lowered)] = nil
    }
  }

  /// The model constraint a solver constraint stands for.
  func model(for constraint: Constraint) -> NSLayoutConstraint? {
    models[ObjectIdentifier(constraint)]
  }
}
