/// A rule that compares two runs of a delegate: the case's scenario and a variant that should
/// give the same (or mirrored) layout (DESIGN.md §6, NLC-016 to NLC-018).
///
/// ```swift
/// let relation = RTLMirrorRelation()
/// if let variant = relation.variant(of: scenario) { /* run both, then compare */ }
/// ```
public protocol MetamorphicRelation: Sendable {
  /// The stable ID, such as `NLC-017`.
  var id: String { get }
  /// A short title, as in CONFORMANCE.md's table.
  var title: String { get }
  /// The scenario to run beside `scenario`, or nil when the relation says nothing about it.
  func variant(of scenario: Scenario) -> Scenario?
  /// Compares the two runs' step snapshots.
  ///
  /// - Parameters:
  ///   - base: The case's run.
  ///   - variant: The variant's run.
  /// - Returns: The first difference, as a violation of this relation, or nil.
  func compare(base: CaseRecord, variant: CaseRecord) -> Violation?
}
