/// Something wrong with a layout that UIKit would log or crash on, recorded for the
/// conformance rules (DESIGN.md §3, NLC-011).
///
/// Items and constraints are named as UIKit prints them, with stable fake addresses numbered
/// per root in order of first print (`UIView:0x2`).
public enum LayoutIssue: Hashable, Sendable, CustomStringConvertible {
  /// Required constraints with no common solution; UIKit broke one and logged the set
  /// (autolayout-and-layout-testing.md §A4).
  case unsatisfiable(UnsatisfiableConstraints)
  /// An operation that raises on a device, with UIKit's exception reason (§A1, §A7, §A8);
  /// the model skipped it.
  case wouldCrash(reason: String)
  /// An item whose frame is not determined: two optimal solutions differ (§A5). Attributes
  /// are `minX`, `minY`, `width`, `height`, as UIKit's `_autolayoutTrace` names them.
  case ambiguous(item: String, attributes: [String])

  /// The text UIKit would print to the console for the issue.
  public var description: String {
    switch self {
    case .unsatisfiable(let conflict): conflict.log
    case .wouldCrash(let reason):
      "*** Terminating app due to uncaught exception '\(exceptionName(forReason: reason))', "
        + "reason: '\(reason)'"
    case .ambiguous(let item, let attributes):
      attributes.map { "AMBIGUOUS LAYOUT for \(item).\($0)" }.joined(separator: "\n")
    }
  }
}

/// A set of required constraints that cannot all hold, and the one UIKit broke to go on.
///
/// The broken constraint stays active and is satisfied as nearly as the others allow
/// (§A4); tests should assert the set, never which member broke.
public struct UnsatisfiableConstraints: Hashable, Sendable {
  /// A minimal mutually exclusive set, in activation order; engine-internal size floors
  /// are left out, as UIKit prints only real constraints.
  public let mutuallyExclusive: [NSLayoutConstraint]
  /// The constraint the engine relaxed.
  public let broken: NSLayoutConstraint
  /// Each member of ``mutuallyExclusive`` as UIKit prints it.
  public let descriptions: [String]
  /// The full console message, `Unable to simultaneously satisfy constraints.` and all.
  public let log: String
}

extension LayoutIssue {
  /// Model-only: for an operation that would raise, the line of app code that made the
  /// constraint or called the visual format (``CallSite``), when this process recorded it;
  /// nil otherwise.
  @MainActor public var callSite: CallSite? {
    guard case .wouldCrash(let reason) = self else { return nil }
    return LayoutIssueLog.crashSite(forReason: reason)
  }
}
