import PropertyEngine

/// What a conformance campaign found.
///
/// ```swift
/// let report = try Conformance.run { MyLayoutDelegate() }
/// print(report.isConforming, report.casesRun)  // true 200
/// ```
public struct ConformanceReport: Sendable, CustomStringConvertible {
  /// True when no error-severity bug was found (warnings do not count).
  public var isConforming: Bool { !failures.contains { $0.severity == .error } }
  /// True when the report should fail a test: an error, or a warning when
  /// ``warningsFail`` is set.
  public var fails: Bool { !isConforming || (warningsFail && !warnings.isEmpty) }
  /// Whether warnings fail (``ConformanceConfiguration/warningsFail``).
  public var warningsFail = false
  /// Cases run: Seeds and database entries replayed, plus generated cases.
  public var casesRun: Int
  /// The seed the cases were drawn from.
  public var seed: UInt64
  /// The preset the environments came from.
  public var environments: String
  /// One counterexample per bug found (per ``BugSignature``), causes first: errors before
  /// warnings, then Auto Layout's own problems, then by the step where each shows.
  public var failures: [Counterexample]
  /// The rules switched off, with their reasons.
  public var disabledRules: [RuleSelection.DisabledRule]
  /// Why generation stopped (case budget, time budget, first failure, interrupted).
  public var stopReason: String
  /// True when generation ended on its case or time budget; false when it stopped early (a
  /// first failure, a failed health check, an interruption), so rules that did not break
  /// were not checked on every case the budget allowed.
  public var isComplete: Bool
  /// What the generated cases exercised; nil when none were generated (a Seeds failure
  /// stopped the campaign first, or one scenario was checked).
  public var coverage: CampaignCoverage?

  /// Creates a report.
  public init(
    casesRun: Int, seed: UInt64, environments: String, failures: [Counterexample],
    disabledRules: [RuleSelection.DisabledRule], stopReason: String, isComplete: Bool = true
  ) {
    self.isComplete = isComplete
    self.casesRun = casesRun
    self.seed = seed
    self.environments = environments
    self.failures = failures
    self.disabledRules = disabledRules
    self.stopReason = stopReason
  }

  /// The IDs of the rules the error bugs break, their consequences' included, in ID order.
  public var brokenRuleIDs: [String] {
    var ids: [String] = []
    for failure in failures where failure.severity == .error {
      ids.append(failure.ruleID)
      for other in failure.violation?.consequences ?? [] where other.severity == .error {
        ids.append(other.ruleID)
      }
    }
    return Array(Set(ids)).sorted()
  }

  /// The error bugs among ``failures``.
  public var errors: [Counterexample] { failures.filter { $0.severity == .error } }

  /// The warnings among ``failures``.
  public var warnings: [Counterexample] { failures.filter { $0.severity == .warning } }

  /// A verdict line, the coverage in brief, the disabled rules, then each counterexample's
  /// repro.
  public var description: String {
    let bugCount = errors.count == 1 ? "1 bug" : "\(errors.count) bugs"
    // Warnings never decide the verdict (unless asked), but the verdict always counts them.
    let warningCount =
      warnings.isEmpty ? "" : warnings.count == 1 ? ", 1 warning" : ", \(warnings.count) warnings"
    let cases = casesRun == 1 ? "1 case" : "\(casesRun) cases"
    var lines = [
      isConforming
        ? "conforming: \(cases) over \(environments), seed \(seed)\(warningCount)"
        : "not conforming: \(bugCount) (errors) in \(cases) over \(environments), "
          + "seed \(seed)\(warningCount)"
    ]
    if stopReason == StopReason.interrupted.description {
      // Only the cases before the interruption ran: say so before the verdict.
      lines[0] = "interrupted; so far " + lines[0]
    }
    // What the cases exercised, briefly; a dimension never exercised is a note, never a
    // failure.
    if let coverage, coverage.cases > 0 { lines.append(coverage.summary) }
    for rule in disabledRules { lines.append("disabled \(rule.id): \(rule.reason)") }
    if failures.count > 1 {
      lines.append(
        "Bugs are listed causes first: Auto Layout's own problems, then by the step where each first shows; each one's consequences are under it."
      )
    }
    for failure in failures {
      lines.append("")
      lines.append(failure.description)
    }
    return lines.joined(separator: "\n")
  }
}
