// The mutually exclusive set of an unsatisfiable required constraint (research §A4: UIKit
// logs it; it never says which member it breaks, so tests assert the set), and the exchange
// that lets a caller with a recovery policy break other members of the set instead.

extension Solver {
  /// The largest candidate set that deletion filtering shrinks; past it the certificate's
  /// set is returned as it is. Filtering re-solves the candidates about twice per member,
  /// which is quadratic; Auto Layout conflicts have a handful of members.
  static let filteredConflictLimit = 200

  /// A set of the required constraints in the solver that, with `constraint`, has no
  /// solution, in the order they were added and `constraint` last.
  ///
  /// The candidates are the support of the infeasibility certificate (or, failing that, the
  /// required constraints linked to `constraint` through shared variables). Deletion
  /// filtering over them (in halving chunks, then one by one) keeps exactly the members
  /// whose removal makes the rest solvable, so no member is superfluous: a member kept once
  /// stays necessary, because dropping more constraints from a solvable system keeps it
  /// solvable. Beyond ``filteredConflictLimit`` candidates the set is not filtered and may
  /// hold members that are not needed.
  func mutuallyExclusiveSet(for constraint: Constraint, among certified: [Constraint])
    -> [Constraint]
  {
    var kept = certified.filter { $0 !== constraint }
    if kept.isEmpty {
      let required = orderedTags.filter { $0.tierKey == nil }.map(\.constraint)
      kept = Self.connected(required, to: constraint)
    }
    guard kept.count <= Self.filteredConflictLimit else { return kept + [constraint] }
    var chunk = max(kept.count / 2, 1)
    while true {
      var start = 0
      while start < kept.count {
        var trial = kept
        trial.removeSubrange(start..<min(start + chunk, kept.count))
        if Self.isSolvable(trial + [constraint]) {
          start += chunk
        } else {
          kept = trial
        }
      }
      if chunk == 1 { break }
      chunk = max(chunk / 2, 1)
    }
    return kept + [constraint]
  }

  /// Makes `kept` hold again by breaking other members of the sets it conflicts in: `kept` is
  /// a constraint this solver relaxed when it was added (``Recovery/breakAndContinue``) that
  /// a caller's recovery policy would rather keep (UIKit keeps the constraints it re-creates
  /// itself, a safe-area guide or a root view's size, and breaks the app's).
  ///
  /// While `kept` is relaxed, `victim` names a required member of its current set to give up
  /// (nil: none may be); that member leaves the solver and `kept` re-enters as a required
  /// constraint, which may meet another set it is in. Once `kept` holds, or no victim is left,
  /// or `limit` victims have left, the victims re-enter in their original order of additions:
  /// each holds if the others' absence suffices, or is relaxed and reported. So a victim is
  /// broken only when it has to be. Constraints that left take new places at the end of the
  /// order of additions.
  ///
  /// - Returns: The conflicts as they stand afterwards, in the order they were met: the one
  ///   `kept` is still relaxed in, if any, then one per victim that could not hold.
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if `kept` is not a relaxed constraint of
  ///   this solver; the system is left as it was.
  public mutating func reinstate(
    _ kept: Constraint, limit: Int, breakingInstead victim: (Conflict) -> Constraint?
  ) throws(SolverError) -> [Conflict] {
    guard let keptTag = tag(for: kept), !keptTag.isEdit, var conflict = keptTag.conflict
    else { throw .unknownConstraint(kept) }
    let saved = self
    var removed: [(sequence: Int, constraint: Constraint)] = []
    var settled: [Conflict] = []
    do {
      var stillBroken: Conflict? = conflict
      while removed.count < limit, let chosen = victim(conflict), chosen !== kept,
        let chosenTag = tag(for: chosen), !chosenTag.isEdit, chosenTag.tierKey == nil
      {
        try remove(kept)
        try remove(chosen)
        removed.append((chosenTag.sequence, chosen))
        guard let again = try addConstraint(kept) else {
          stillBroken = nil
          break
        }
        conflict = again
        stillBroken = again
      }
      if let stillBroken { settled.append(stillBroken) }
      removed.sort { $0.sequence < $1.sequence }
      for (_, constraint) in removed {
        if let relaxed = try addConstraint(constraint) { settled.append(relaxed) }
      }
      return settled
    } catch {
      self = saved
      throw error
    }
  }

  /// The constraints of `candidates` linked to `constraint` by chains of shared variables,
  /// in their original order.
  static func connected(_ candidates: [Constraint], to constraint: Constraint) -> [Constraint] {
    var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
    var taken = [Bool](repeating: false, count: candidates.count)
    var grew = true
    while grew {
      grew = false
      for (index, candidate) in candidates.enumerated() where !taken[index] {
        let variables = candidate.expression.terms.map { ObjectIdentifier($0.variable) }
        guard variables.contains(where: reached.contains) else { continue }
        taken[index] = true
        reached.formUnion(variables)
        grew = true
      }
    }
    return candidates.indices.filter { taken[$0] }.map { candidates[$0] }
  }

  /// Whether required constraints have a common solution.
  static func isSolvable(_ constraints: [Constraint]) -> Bool {
    var scratch = Solver()
    for constraint in constraints {
      do { try scratch.insert(constraint, tierKey: nil) } catch { return false }
    }
    return true
  }
}
