import Cassowary

// UIKit's unsatisfiable-constraints message (autolayout-and-layout-testing.md §A4), with the
// `[LayoutConstraints]` category prefix of iOS 10 and later and the trailing spaces UIKit
// prints. The autoresizing note appears only when such constraints are in the set.

extension LayoutEngine {
  /// The most app constraints one conflict may break instead of a constraint UIKit owns: a
  /// longer chain means constraints the model does not know, and it stops there.
  static let recoveryLimit = 16

  /// Applies ``ConflictRecoveryPolicy`` to a conflict the solver met as `conflict.broken`
  /// entered: when the broken constraint is one UIKit or a framework owns, app constraints of
  /// the sets it meets are broken instead (``Solver/reinstate(_:limit:breakingInstead:)``).
  ///
  /// - Returns: The conflicts as they stand afterwards, each with the constraint it left
  ///   broken, in the order they were met: what to log.
  func recover(from conflict: Solver.Conflict) -> [Solver.Conflict] {
    let victim = { (conflict: Solver.Conflict) in
      ConflictRecoveryPolicy.victim(of: conflict, model: { self.model(for: $0) })
    }
    guard victim(conflict) != nil else { return [conflict] }
    do {
      return try solver.reinstate(
        conflict.broken, limit: Self.recoveryLimit, breakingInstead: victim)
    } catch {
      // `conflict.broken` was just relaxed by this solver: it throws nothing.
      return [conflict]
    }
  }

  /// Records a conflict the solver resolved by relaxing `conflict.broken`.
  func report(_ conflict: Solver.Conflict) {
    brokenConstraints.insert(ObjectIdentifier(conflict.broken))
    guard let root, let broken = model(for: conflict.broken) else { return }
    let members = conflict.mutuallyExclusive.compactMap { model(for: $0) }
      .filter { $0.origin != .sizeFloor }
    let log = root.issueLog
    let descriptions = members.map { $0.logDescription(in: log, inEngine: true) }
    let text = Self.unsatisfiableText(
      descriptions: descriptions, broken: broken.logDescription(in: log, inEngine: true),
      mentionsAutoresizing: members.contains {
        $0.logClassName == "NSAutoresizingMaskLayoutConstraint"
      })
    let issue = UnsatisfiableConstraints(
      mutuallyExclusive: members, broken: broken, descriptions: descriptions, log: text)
    LayoutIssueLog.record(.unsatisfiable(issue), roots: [root])
  }

  static func unsatisfiableText(
    descriptions: [String], broken: String, mentionsAutoresizing: Bool
  ) -> String {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if mentionsAutoresizing {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    lines += [
      ")", "", "Will attempt to recover by breaking constraint ", broken, "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
        + "the debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }
}
