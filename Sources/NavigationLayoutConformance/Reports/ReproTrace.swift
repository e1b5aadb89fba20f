import GoogleNavigationModel

/// Renders a failing case as numbered steps: the environment, each event with the phase it
/// leaves, the failing step marked, the driver's closing steps when the failure is among
/// them, then the message (DESIGN.md §1, "Repros").
///
/// ```swift
/// print(ReproTrace.render(scenario, failingStep: 3, ruleID: "NLC-005", moment: "settled",
///   message: "NLC-005 at step 3 (showPrompt), settled: …"))
/// // iPhone 15, portrait, full screen: 393×852 pt, safe area insets (…), LTR, @3x
/// // 1. enableNavigation  → ready
/// // 2. startGuidance  → guiding
/// // 3. showPrompt  → guiding with a prompt  ✗ NLC-005 (settled)
/// // NLC-005 at step 3 (showPrompt), settled: …
/// ```
public enum ReproTrace {
  /// The trace text, lines joined by newlines, no final newline.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - failingStep: The step to mark (1-based; `events.count + 1` is the closing settle,
  ///     `+ 2` the closing disable); nil marks none.
  ///   - ruleID: The broken rule, written at the mark.
  ///   - moment: When in the step it broke (`settled`, `after layout`, `during animation …`).
  ///   - relationID: The metamorphic relation the case checked, if any.
  ///   - message: The violation's message, last.
  /// - Returns: The trace.
  public static func render(
    _ scenario: Scenario, failingStep: Int?, ruleID: String, moment: String?,
    relationID: String? = nil, message: String
  ) -> String {
    var lines = [scenario.environment.description]
    let phases = (try? scenario.phases().get()) ?? []
    let mark = "  ✗ \(ruleID)" + (moment.map { " (\($0))" } ?? "")
    for (index, event) in scenario.events.enumerated() {
      let phase = index < phases.count ? ScenarioEventText.describe(phases[index]) : "illegal here"
      lines.append(
        "\(index + 1). \(ScenarioEventText.describe(event))  → \(phase)"
          + (failingStep == index + 1 ? mark : ""))
    }
    let closing = scenario.events.count + 1
    if let failingStep, failingStep >= closing {
      let last = phases.last ?? .off
      lines.append(
        "\(closing). settle (closing)  → \(ScenarioEventText.describe(last))"
          + (failingStep == closing ? mark : ""))
      if failingStep == closing + 1 {
        lines.append("\(closing + 1). disableNavigation (closing)  → off" + mark)
      }
    }
    if let relationID { lines.append("relation: \(relationID)") }
    lines.append(message)
    return lines.joined(separator: "\n")
  }
}
