import Foundation

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

extension MetamorphicRelation {
  /// A violation of this relation (an error unless said otherwise) at `snapshot`, a base-run
  /// snapshot.
  func violation(
    at snapshot: LayoutSnapshot, severity: RuleSeverity = .error, _ detail: String,
    highlights: [RuleFinding.Highlight], kind: String? = nil, elementNames: [String]? = nil,
    signatureNames: [String]? = nil
  ) -> Violation {
    Violation(
      ruleID: id, severity: severity, snapshot: snapshot,
      finding: RuleFinding(
        detail, highlights: highlights, kind: kind, elementNames: elementNames,
        signatureNames: signatureNames))
  }

  /// The settled snapshots the two runs share, by step, in step order: the variant's events
  /// are the base's, so step `n` means the same event in both.
  func settledPairs(base: CaseRecord, variant: CaseRecord)
    -> [(base: LayoutSnapshot, variant: LayoutSnapshot)]
  {
    base.steps.compactMap { snapshot in
      guard snapshot.isSettled,
        let other = variant.steps.first(where: { $0.step == snapshot.step }), other.isSettled
      else { return nil }
      return (snapshot, other)
    }
  }
}

/// Elements of two snapshots paired by name: the `k`-th element named `n` in one with the
/// `k`-th named `n` in the other (names repeat for unnamed containers and hiding stacks).
struct ElementPairing {
  /// The pairs, in the first snapshot's preorder.
  var pairs: [(ElementSnapshot, ElementSnapshot)] = []
  /// The first name whose count differs, with both counts, if any.
  var countMismatch: (name: String, first: Int, second: Int)?

  init(_ first: [ElementSnapshot], _ second: [ElementSnapshot]) {
    var names: [String] = []
    for element in first + second where !names.contains(element.name) {
      names.append(element.name)
    }
    for name in names {
      let left = first.filter { $0.name == name }
      let right = second.filter { $0.name == name }
      if left.count != right.count, countMismatch == nil {
        countMismatch = (name, left.count, right.count)
      }
    }
    for element in first {
      let rank = first.prefix { $0.index != element.index }.filter { $0.name == element.name }.count
      let matches = second.filter { $0.name == element.name }
      if rank < matches.count { pairs.append((element, matches[rank])) }
    }
  }
}

extension ElementSnapshot {
  /// Whether the relations compare the element's rectangle: drawn elements and the viewport;
  /// containers and hiding stacks only hold others, which are compared themselves.
  var isCompared: Bool { role.isDrawn || role == .viewport }
}
