import Cassowary

/// Which member of an unsatisfiable set of required constraints the engine breaks
/// (CONFORMANCE.md AL-UIK-020).
///
/// UIKit documents that it breaks one member and logs the set, not which member (research
/// §A4). Device logs show it keeping the constraints it makes itself and breaking the app's:
/// a cell's `'UIView-Encapsulated-Layout-Height'` in the set and the app's
/// `V:[UIView(80)]` broken, a cell's encapsulated width and height in the set and the app's
/// aspect ratio broken (Stack Overflow 23308400), autoresizing-mask constraints in the set
/// and the app's `V:[UIView]-(0)-|` broken; and UIKit re-creates its own (safe-area,
/// layout-margins, readable-content, encapsulated-layout) constraints from the views' state
/// in any case. So:
/// - a constraint of the app that meets a conflict as it enters is broken itself: of two
///   app constraints, the later (§A4);
/// - a constraint UIKit or a framework owns (``ConstraintOwner``) that meets a conflict is
///   kept: the app member of the set that entered the engine last is broken instead, failing
///   one, the stack-view arrangement member that entered last;
/// - when no member may be broken (UIKit's constraints contradict each other), the one that
///   met the conflict is, as the solver does.
///
/// Breaking an app constraint can only make the verdict milder than breaking UIKit's: a
/// shifted safe area or root would move every view measured against it.
@MainActor
enum ConflictRecoveryPolicy {
  /// The member of `conflict` to break instead of `conflict.broken`, the constraint that met
  /// it as it entered; nil to leave `conflict.broken` broken.
  ///
  /// - Parameter model: The model constraint behind a solver constraint, nil for one the
  ///   engine does not know (never chosen).
  static func victim(
    of conflict: Solver.Conflict, model: (Constraint) -> NSLayoutConstraint?
  ) -> Constraint? {
    guard let entering = model(conflict.broken),
      ConstraintOwner(of: entering).breakRank == 0
    else { return nil }
    var best: (rank: Int, entered: Int, constraint: Constraint)?
    for member in conflict.mutuallyExclusive where member !== conflict.broken {
      guard let candidate = model(member) else { continue }
      let rank = ConstraintOwner(of: candidate).breakRank
      guard rank > 0 else { continue }
      let entered = max(candidate.sequence, candidate.constantSequence)
      if let current = best, (current.rank, current.entered) >= (rank, entered) { continue }
      best = (rank, entered, member)
    }
    return best?.constraint
  }
}
