/// What one run of a scenario left: the main snapshot of every step and every bug it showed.
public struct CaseRecord: Sendable {
  /// The scenario run.
  public var scenario: Scenario
  /// One snapshot per step, in order: after each event (settled when no animation ran), then
  /// the closing settle and, when navigation was on, the closing disable (settled).
  public var steps: [LayoutSnapshot]
  /// Every bug the run showed, in the order found (step, then cause first within a
  /// checkpoint): each a violation that is no earlier one's consequence, with the later
  /// violations folded under it as its ``Violation/consequences``.
  public var bugs: [Violation] = []
  /// Whether the run ended early, at a violation after which a device could not go on (an
  /// operation that raises: ``LayoutIssue/wouldCrash(reason:)``).
  public var endedEarly = false
  /// The least slack per rule and subject over the checkpoints where no rule broke, when the
  /// driver measures it (``LifecycleDriver/measuresSlack``); empty otherwise.
  public var slacks = SlackReadings()

  /// Creates a record.
  public init(scenario: Scenario, steps: [LayoutSnapshot] = [], bugs: [Violation] = []) {
    self.scenario = scenario
    self.steps = steps
    self.bugs = bugs
  }

  /// The first error-severity bug, with its consequences; nil when the run broke no error
  /// rule.
  public var violation: Violation? { bugs.first { $0.severity == .error } }
  /// The first warning bug, if any.
  public var warning: Violation? { bugs.first { $0.severity == .warning } }

  /// The settled step snapshots, in order.
  public var settledSteps: [LayoutSnapshot] { steps.filter(\.isSettled) }

  /// Adds the violations found at one checkpoint (cause first) or by a relation.
  ///
  /// A violation is a consequence of the first bug so far that has its signature (the same
  /// requirement broken again) or names an element it names (`prompt #1` left after
  /// `stopGuidance`, then overlapping, then left after disable; app content by the drawn view
  /// it is part of, ``Violation/subjectNames``); a round-trip difference (NLC-018) is also the
  /// consequence of an unsatisfiable or ambiguous layout (NLC-011) before it, since UIKit
  /// settles those by history. An error is never folded under a warning: a warning cannot hide
  /// an error. Everything else is a new bug.
  ///
  /// - Parameter found: The violations, in cause order.
  public mutating func add(_ found: [Violation]) {
    for violation in found {
      let names = violation.subjectNames
      let signature = violation.signature
      let cause = bugs.firstIndex { bug in
        guard bug.severity == .error || violation.severity == .warning else { return false }
        if bug.signature == signature { return true }
        // A layout UIKit could not satisfy, or could place several ways, is settled by the
        // order things happened in: a round trip (NLC-018) need not restore it.
        if violation.ruleID == RoundTripRelation().id,
          ([bug] + bug.consequences).contains(where: Self.isUnsettled)
        {
          return true
        }
        guard Self.canFollow(violation, from: bug) else { return false }
        let named = bug.subjectNames
        return names.contains { named.contains($0) }
      }
      if let cause {
        bugs[cause].consequences.append(violation)
      } else {
        bugs.append(violation)
      }
    }
  }

  /// Whether `violation`, naming an element `cause` names, can be what `cause` brought about:
  /// where an element stands or how big it is (any bug can move a view), or a leftover after
  /// another leftover of it (the prompt left by `stopGuidance` is still there after
  /// `disableNavigationUI`). What only code does directly (hiding a view, pinning a Google
  /// view's size, a legacy call, a missing view) is never another bug's consequence: two such
  /// bugs about the same element are two bugs. A conflict can follow from a constraint bug.
  static func canFollow(_ violation: Violation, from cause: Violation) -> Bool {
    if isPlacement(violation) { return true }
    // A constraint on a view (a pinned SDK size, a conflict) can leave it unsatisfiable or
    // undetermined later, when the SDK resizes it; a view left behind without its
    // constraints is undetermined.
    if isUnsettled(violation) {
      return cause.ruleID == "NLC-010" || cause.ruleID == "NLC-011" || isLeftover(cause)
    }
    // The delegate's constraint on an SDK size and the conflict it takes part in are one bug,
    // whichever shows first.
    if violation.ruleID == "NLC-010", violation.finding.kind?.hasSuffix("constraint") == true {
      return isUnsettled(cause)
    }
    return isLeftover(violation) && isLeftover(cause)
  }

  /// Whether the violation is about where an element stands or how big it is.
  static func isPlacement(_ violation: Violation) -> Bool {
    switch violation.ruleID {
    case "NLC-003", "NLC-004", "NLC-005", "NLC-006", "NLC-017", "NLC-018", "NLC-019", "NLC-023",
      "NLC-024", "NLC-025", "NLC-026":
      true
    case "NLC-001":
      violation.finding.kind == "no area" || violation.finding.kind?.hasPrefix("outside") == true
    case "NLC-002":
      violation.finding.kind == "too small" || violation.finding.kind?.hasPrefix("outside") == true
    case "NLC-010": violation.finding.kind == "resized"
    case "NLC-022": violation.finding.kind == "off the map"
    default: false
    }
  }

  /// Whether the violation is something left on the map after a state ended.
  static func isLeftover(_ violation: Violation) -> Bool {
    ["NLC-007", "NLC-008", "NLC-009"].contains(violation.ruleID)
  }

  /// Whether the violation is a layout UIKit could not satisfy or could place several ways.
  static func isUnsettled(_ violation: Violation) -> Bool {
    violation.ruleID == AutoLayoutCleanRule().id
      && (violation.finding.kind == "unsatisfiable" || violation.finding.kind == "ambiguous")
  }
}
