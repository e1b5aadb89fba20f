import NavigationLayoutConformance

/// `run --junit FILE`: one test suite for the delegate and one test case per rule the run
/// checked, in ID order, so CI dashboards track each rule over time. A broken error rule is
/// a `<failure>` holding the shrunk repro; a broken warning rule passes with the repro in
/// `<system-out>`; a disabled rule is `<skipped>` with its reason, and so is NLC-021 unless
/// cases ran isolated. Rules left out by `--rules` are not listed. No timings, so the same
/// seed gives the same file.
struct JUnitReport {
  let report: ConformanceReport
  let delegate: String
  /// The rules the run selected.
  let rules: RuleSelection
  /// Whether cases ran in child processes (only then is NLC-021 checked).
  let isolated: Bool

  /// Why a listed rule was not checked, or nil when it was.
  func skipReason(_ id: String) -> String? {
    if let disabled = report.disabledRules.first(where: { $0.id == id }) { return disabled.reason }
    if id == RuleCatalogue.trapRuleID, !isolated { return "checked only with --isolate" }
    return nil
  }

  var text: String {
    let entries = RuleCatalogue.entries.filter { rules.only?.contains($0.id) ?? true }
    let failures = report.failures.filter { $0.severity == .error }.count
    let skipped = entries.filter { skipReason($0.id) != nil }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites>",
      "  <testsuite name=\"\(Self.escape("nav-layout-check \(delegate)"))\" "
        + "tests=\"\(entries.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">",
    ]
    for entry in entries {
      let open =
        "    <testcase classname=\"\(Self.escape(delegate))\" "
        + "name=\"\(Self.escape("\(entry.id) \(entry.title)"))\""
      if let reason = skipReason(entry.id) {
        lines.append(open + ">")
        lines.append("      <skipped message=\"\(Self.escape(reason))\"/>")
        lines.append("    </testcase>")
      } else if let failure = report.failures.first(where: { $0.ruleID == entry.id }) {
        lines.append(open + ">")
        if failure.severity == .error {
          lines.append(
            "      <failure type=\"\(entry.id)\" message=\"\(Self.escape(failure.message))\">"
              + Self.escape(failure.description) + "</failure>")
        } else {
          lines.append("      <system-out>" + Self.escape(failure.description) + "</system-out>")
        }
        lines.append("    </testcase>")
      } else {
        lines.append(open + "/>")
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
