import GoogleNavigationModel

/// Makes a failing Seeds scenario as short as it can while it still breaks the same rule:
/// Seeds hold scenarios, not choice sequences, so the engine's shrinker cannot reach them.
///
/// Greedy, in one pass from the last event to the first: each event is dropped when the
/// scenario without it is still legal and still fails with the same rule ID (DESIGN.md §7,
/// "drop events"), then the default Dynamic Type size (`.large`) when the failure does not
/// need another.
@MainActor
struct SeedShrinker {
  let checker: CaseChecker
  let relationID: String?

  /// The shortest scenario found and its violation.
  ///
  /// - Parameters:
  ///   - scenario: The failing scenario.
  ///   - violation: Its violation.
  /// - Returns: A scenario with no more events, failing with `violation.ruleID`.
  func shrink(_ scenario: Scenario, _ violation: Violation) -> (Scenario, Violation) {
    var best = (scenario, violation)
    var index = best.0.events.count - 1
    while index >= 0 {
      var candidate = best.0
      candidate.events.remove(at: index)
      if let found = failure(of: candidate, showing: violation.signature) {
        best = (candidate, found)
      }
      index -= 1
    }
    if best.0.environment.screen.preferredContentSizeCategory != .large {
      var candidate = best.0
      candidate.environment.screen.preferredContentSizeCategory = .large
      if let found = failure(of: candidate, showing: violation.signature) {
        best = (candidate, found)
      }
    }
    return best
  }

  /// The bug with `signature` that `scenario` shows, or nil: a shorter scenario counts only
  /// when it still shows the bug being shortened (others may come and go).
  private func failure(of scenario: Scenario, showing signature: BugSignature) -> Violation? {
    guard case .success = scenario.phases() else { return nil }
    let bugs: [Violation]?
    if let relationID {
      bugs = try? checker.bugs(ConformanceCase(scenario: scenario, relationID: relationID))
    } else {
      bugs = try? checker.allBugs(scenario)
    }
    return bugs?.first { $0.signature == signature }
  }
}
