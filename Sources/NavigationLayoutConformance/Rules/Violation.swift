import Foundation
public import GoogleNavigationModel

/// A rule broken at one step of a case: what the driver reports and the shrinker keeps.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rule's ID, such as `NLC-005`.
  public var ruleID: String
  /// The rule's severity.
  public var severity: RuleSeverity
  /// The 1-based step (event index; the closing settle and disable come after the events).
  public var step: Int
  /// The step's event; nil for the closing settle.
  public var event: SDKEvent?
  /// The snapshot the rule judged.
  public var snapshot: LayoutSnapshot
  /// What the rule found.
  public var finding: RuleFinding
  /// The violations of the same case folded under this one as its consequences, in the order
  /// they were found: each names an element this one names (the leftover prompt that then
  /// overlaps, covers the viewport, stays after disable), at this checkpoint or a later one,
  /// or breaks the same requirement again later. Empty for a consequence itself (no nesting).
  public var consequences: [Violation] = []
  /// The constraints behind the finding, app code first, each with the line that made it
  /// (``ConstraintCause``): what placed the offending elements, the members of an
  /// unsatisfiable set, the lines that added a leftover. Filled in only by a run that
  /// attributes causes (``LifecycleDriver/attributesCauses``), as the re-run behind a repro
  /// is; empty otherwise.
  public var causes: [ConstraintCause] = []

  /// The bug this violation shows: rule, kind and the elements it is about, in stable terms.
  public var signature: BugSignature {
    let names = finding.signatureNames.map { $0.map(snapshot.standIn(for:)) } ?? subjectNames
    return BugSignature(ruleID: ruleID, severity: severity, kind: finding.kind, subjects: names)
  }

  /// The elements the violation is about, by name in this case, each app view inside another
  /// drawn app view named by that view (a label in the order card is the card's content, as
  /// NLC-003 judges it: ``LayoutSnapshot/standIn(for:)``).
  public var subjectNames: [String] {
    var names: [String] = []
    for name in finding.subjects.map(snapshot.standIn(for:)) where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// Creates a violation.
  public init(
    ruleID: String, severity: RuleSeverity, snapshot: LayoutSnapshot, finding: RuleFinding
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.step = snapshot.step
    self.event = snapshot.event
    self.snapshot = snapshot
    self.finding = finding
  }

  /// `NLC-003 at step 3 (showPrompt), settled: prompt #1 (…) overlaps button(compass) (…) in (…)`.
  public var description: String {
    let eventText = event.map { ScenarioEventText.describe($0) } ?? "closing settle"
    return "\(ruleID) at step \(step) (\(eventText)), \(Self.momentText(snapshot.moment)): "
      + finding.detail
  }

  /// One line per consequence: `consequence at step 5 (settled): NLC-003: prompt #1 (…)
  /// overlaps …`, a warning as `(warning, settled)`.
  public var consequenceLines: [String] {
    consequences.map { other in
      let severity = other.severity == .warning ? "warning, " : ""
      return
        "consequence at step \(other.step) (\(severity)\(Self.momentText(other.snapshot.moment))): "
        + "\(other.ruleID): " + other.finding.detail
    }
  }

  /// The causes as the repro prints them under the message: a heading, then one line each.
  ///
  /// ```
  /// the constraints that placed them (app code first):
  ///   Courier.swift:88  opaqueOverlay 'orderCard'.top == etaCard.top - 80 @1000  (vertical)
  /// ```
  public var causeLines: [String] {
    guard !causes.isEmpty else { return [] }
    let heading: String
    switch causes[0].kind {
    case .placed: heading = "the constraints that placed them (app code first):"
    case .conflictMember: heading = "the unsatisfiable set (app code first):"
    case .ambiguityMember: heading = "the app's constraints naming the undetermined views:"
    case .added: heading = "where what was left was added:"
    case .raises: heading = "the line that would raise:"
    case .piled: heading = "the lines whose constraints piled up (copies active at once):"
    case .leftConstraint: heading = "the constraints left:"
    }
    return [heading] + causes.map { "  " + $0.description }
  }

  /// The signatures of this bug's consequences other than its own, in the order found,
  /// without repeats: what a campaign counts to tell a bug from another's consequence.
  public var consequenceSignatures: [String] {
    let own = signature
    var signatures: [String] = []
    for other in consequences {
      let text = other.signature
      if text != own, !signatures.contains(text.description) { signatures.append(text.description) }
    }
    return signatures
  }

  /// The IDs of the other rules this bug's consequences broke, in ID order, without repeats:
  /// what the bug was "also seen as".
  public var alsoSeenAs: [String] {
    var ids: [String] = []
    for other in consequences where other.ruleID != ruleID && !ids.contains(other.ruleID) {
      ids.append(other.ruleID)
    }
    return ids.sorted()
  }

  static func momentText(_ moment: LayoutSnapshot.Moment) -> String {
    switch moment {
    case .afterEvent: "after layout"
    case .settled: "settled"
    case .duringAnimation(let seconds):
      "during animation (+\(Environment.points(CGFloat(seconds))) s)"
    }
  }
}
