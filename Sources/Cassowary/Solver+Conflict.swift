// The mutually exclusive set of an unsatisfiable required constraint (research §A4: UIKit
// logs it; it never says which member it breaks, so tests assert the set).

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
