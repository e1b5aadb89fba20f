/// NLC-008: after `disableNavigationUI`, the map is back to its pristine state (DESIGN.md §6).
///
/// **What.** The map view's subviews, layout guides and installed constraints are the very
/// objects, in the same order, that it held before `enableNavigationUI`
/// (``LayoutSnapshot/pristineDifferences`` is empty). The snapshot capture compares the live
/// map with the simulator's pristine `MapSnapshot` by identity; this rule reports what it
/// found, e.g. `subviews: 0 → 2; constraints: 4 → 9`.
///
/// **When.** Settled snapshots in the off phase after navigation was enabled at least once
/// (the capture compares only then; before the first enable there is nothing to compare).
///
/// **Tolerance.** None: one added view, guide or constraint fails.
///
/// **Why.** The seeds' cleanup bullet (customize-layout, "cleanup on state exit"):
/// `disableNavigationUI` must remove every view and layout guide the delegate added, prompts
/// on screen included, so nothing of one state bleeds into the next.
public struct NavigationCleanupRule: ConformanceRule {
  public let id = "NLC-008"
  public let title = "cleanup after disableNavigationUI: the map back to its pristine state"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.isSettled, snapshot.phase == .off,
      let differences = snapshot.pristineDifferences, !differences.isEmpty
    else { return nil }
    // What was left, by name: `subviews: 0 → 1 (prompt #1)`.
    let left = snapshot.pristineLeftovers
    let named = left.isEmpty ? "" : " (" + left.joined(separator: ", ") + ")"
    var parts = differences
    if let index = parts.firstIndex(where: { $0.hasPrefix("subviews") || $0.hasPrefix("layout guides") }) {
      parts[index] += named
    } else if !named.isEmpty {
      parts.append("left:" + named)
    }
    return RuleFinding(
      "after disableNavigationUI the map differs from before enableNavigationUI: "
        + parts.joined(separator: "; "),
      kind: left.isEmpty ? "constraints left" : "left on the map",
      // What the leftovers hold is left too (a prompt parked in a leftover holder): a bug that
      // named it is this one's cause; the signature names the leftovers themselves.
      elementNames: Self.withDescendants(left, in: snapshot), signatureNames: left)
  }

  /// `names` and the names of every element inside one of them, in order.
  static func withDescendants(_ names: [String], in snapshot: LayoutSnapshot) -> [String] {
    var result = names
    var inside: [Bool] = []
    for element in snapshot.elements {
      let isInside =
        names.contains(element.name) || element.parentIndex.map { inside[$0] } == true
      inside.append(isInside)
      if isInside, !result.contains(element.name) { result.append(element.name) }
    }
    return result
  }
}
