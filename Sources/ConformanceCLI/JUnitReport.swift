import NavigationLayoutConformance
import PropertyEngine

/// `run --junit FILE`: one test suite for the delegate (and shard) and one test case per rule
/// the run selected, in ID order, named by its stable rule ID (the title is a property), so
/// CI dashboards track each rule over time. A broken error rule is a `<failure>` holding the
/// shrunk repro; a broken warning rule passes with the repro in `<system-out>`; a rule that
/// broke only beside another one's lead (no repro of its own without `--distinct`) does the
/// same with that repro; a disabled
/// rule is `<skipped>` with its reason, and so is NLC-021 unless cases ran isolated, and so is
/// every unbroken rule when the campaign stopped early (first failure, interruption): it was
/// not checked on every case. Rules left out by `--rules` are not listed. No timings, so the
/// same seed gives the same file; each shard's file names its shard, so merged files differ.
struct JUnitReport {
  let report: ConformanceReport
  let delegate: String
  /// The rules the run selected.
  let rules: RuleSelection
  /// Whether cases ran in child processes (only then is NLC-021 checked).
  let isolated: Bool
  /// The shard this run was, if any.
  var shard: Shard?

  /// Why a listed rule was not checked (fully), or nil when it was.
  func skipReason(_ id: String) -> String? {
    if let disabled = report.disabledRules.first(where: { $0.id == id }) { return disabled.reason }
    if id == RuleCatalogue.trapRuleID, !isolated { return "checked only with --isolate" }
    if !report.isComplete, !report.failures.contains(where: { $0.ruleID == id }),
      foundBeside(id) == nil
    {
      return "not reached: the campaign stopped early (\(report.stopReason)) after "
        + "\(report.casesRun) cases; run with --distinct to check every rule on every case"
    }
    return nil
  }

  /// For a rule with no repro of its own: the repro at whose failing step it broke too, and
  /// its finding there; nil when no failing step broke it.
  func foundBeside(_ id: String) -> (NavigationLayoutConformance.Counterexample, Violation)? {
    for failure in report.failures {
      if let other = failure.violation?.alsoFound.first(where: { $0.ruleID == id }) {
        return (failure, other)
      }
    }
    return nil
  }

  /// The suite's name: the tool, the delegate and the shard.
  var suiteName: String {
    "nav-layout-check \(delegate)" + (shard.map { " shard \($0)" } ?? "")
  }

  var text: String {
    let entries = RuleCatalogue.entries.filter { rules.only?.contains($0.id) ?? true }
    // A rule broken beside another one's lead fails too, holding that repro.
    let failures = entries.filter { entry in
      report.failures.contains { $0.ruleID == entry.id && $0.severity == .error }
        || (!report.failures.contains { $0.ruleID == entry.id }
          && foundBeside(entry.id)?.1.severity == .error)
    }.count
    let skipped = entries.filter { skipReason($0.id) != nil }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites>",
      "  <testsuite name=\"\(Self.escape(suiteName))\" "
        + "tests=\"\(entries.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">",
      "    <properties>",
    ]
    var properties = [
      ("delegate", delegate), ("profile", report.environments), ("seed", "\(report.seed)"),
      ("cases", "\(report.casesRun)"), ("stopReason", report.stopReason),
    ]
    if let shard { properties.append(("shard", shard.description)) }
    for (name, value) in properties {
      lines.append(
        "      <property name=\"\(name)\" value=\"\(Self.escape(value))\"/>")
    }
    lines.append("    </properties>")
    for entry in entries {
      lines.append(
        "    <testcase classname=\"\(Self.escape(suiteName))\" name=\"\(entry.id)\">")
      lines.append("      <properties>")
      lines.append("        <property name=\"title\" value=\"\(Self.escape(entry.title))\"/>")
      lines.append("      </properties>")
      if let reason = skipReason(entry.id) {
        lines.append("      <skipped message=\"\(Self.escape(reason))\"/>")
      } else if let failure = report.failures.first(where: { $0.ruleID == entry.id }) {
        if failure.severity == .error {
          lines.append(
            "      <failure type=\"\(entry.id)\" message=\"\(Self.escape(failure.message))\">"
              + Self.escape(failure.description) + "</failure>")
        } else {
          lines.append("      <system-out>" + Self.escape(failure.description) + "</system-out>")
        }
      } else if let (failure, finding) = foundBeside(entry.id) {
        let body =
          "broken at the failing step of the \(failure.ruleID) repro (--distinct gives it its "
          + "own):\n" + failure.description
        if finding.severity == .error {
          lines.append(
            "      <failure type=\"\(entry.id)\" message=\"\(Self.escape(finding.description))\">"
              + Self.escape(body) + "</failure>")
        } else {
          lines.append("      <system-out>" + Self.escape(body) + "</system-out>")
        }
      }
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
