import NavigationLayoutConformance
import PropertyEngine

/// `run --junit FILE`: one test suite for the delegate (and shard); for each rule the run
/// selected, in ID order, one test case per bug found against it, named by the bug's signature
/// (`NLC-003: etaCard, opaqueOverlay 'orderCard'`), or, when the rule showed no bug, one test
/// case named by its stable rule ID, so CI dashboards track each rule and each bug over time
/// (the title is a property). An error bug is a `<failure>` holding its repro; a warning
/// passes with its repro in `<system-out>`; a disabled rule is `<skipped>` with its reason, and
/// so is NLC-021 unless cases ran isolated, and so is every rule without a bug when the
/// campaign stopped early (`--first`, an interruption): it was not checked on every case.
/// Rules left out by `--rules` are not listed. No timings, so the same seed gives the same
/// file; each shard's file names its shard, so merged files differ.
struct JUnitReport {
  let report: ConformanceReport
  let delegate: String
  /// The rules the run selected.
  let rules: RuleSelection
  /// Whether cases ran in child processes (only then is NLC-021 checked).
  let isolated: Bool
  /// The shard this run was, if any.
  var shard: Shard?

  /// Why a rule without a bug was not checked (fully), or nil when it was.
  func skipReason(_ id: String) -> String? {
    if let disabled = report.disabledRules.first(where: { $0.id == id }) { return disabled.reason }
    if id == RuleCatalogue.trapRuleID, !isolated { return "checked only with --isolate" }
    if !report.isComplete, !report.failures.contains(where: { $0.ruleID == id }) {
      return "not reached: the campaign stopped early (\(report.stopReason)) after "
        + "\(report.casesRun) cases; run without --first to check every rule on every case"
    }
    return nil
  }

  /// The suite's name: the tool, the delegate and the shard.
  var suiteName: String {
    "nav-layout-check \(delegate)" + (shard.map { " shard \($0)" } ?? "")
  }

  var text: String {
    let entries = RuleCatalogue.entries.filter { rules.only?.contains($0.id) ?? true }
    var cases = 0
    for entry in entries {
      cases += max(1, report.failures.count { $0.ruleID == entry.id })
    }
    let failures = report.failures.filter { failure in
      failure.severity == .error && entries.contains { $0.id == failure.ruleID }
    }.count
    let skipped = entries.filter { entry in
      !report.failures.contains { $0.ruleID == entry.id } && skipReason(entry.id) != nil
    }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites>",
      "  <testsuite name=\"\(Self.escape(suiteName))\" "
        + "tests=\"\(cases)\" failures=\"\(failures)\" skipped=\"\(skipped)\">",
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
      let bugs = report.failures.filter { $0.ruleID == entry.id }
      guard !bugs.isEmpty else {
        lines += testCase(name: entry.id, title: entry.title)
        if let reason = skipReason(entry.id) {
          lines.insert("      <skipped message=\"\(Self.escape(reason))\"/>", at: lines.count - 1)
        }
        continue
      }
      for bug in bugs {
        var body = testCase(name: bug.signature.description, title: entry.title)
        let cases = "<property name=\"cases\" value=\"\(bug.casesShowing)\"/>"
        body.insert("        " + cases, at: 3)
        let content =
          bug.severity == .error
          ? "      <failure type=\"\(entry.id)\" message=\"\(Self.escape(bug.message))\">"
            + Self.escape(bug.description) + "</failure>"
          : "      <system-out>" + Self.escape(bug.description) + "</system-out>"
        body.insert(content, at: body.count - 1)
        lines += body
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A test case's lines, its content to go before the last one.
  private func testCase(name: String, title: String) -> [String] {
    [
      "    <testcase classname=\"\(Self.escape(suiteName))\" name=\"\(Self.escape(name))\">",
      "      <properties>",
      "        <property name=\"title\" value=\"\(Self.escape(title))\"/>",
      "      </properties>",
      "    </testcase>",
    ]
  }

  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
