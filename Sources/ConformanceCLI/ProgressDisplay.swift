import NavigationLayoutConformance
import PropertyEngine

/// Shows a campaign's progress on standard error: a bar redrawn in place on a terminal,
/// plain lines every tenth of the cases otherwise (CI logs), and a line for each failure
/// found and shrunk. Lines carry no timings, so a log is the same for the same seed.
final class ProgressDisplay {
  private let stream: any TextOutput
  private let totalCases: Int?
  private let isTerminal: Bool
  private var barShown = false

  /// Cases between progress events.
  let interval: Int

  /// The bar's width in characters.
  static let barWidth = 30

  /// Creates a display.
  ///
  /// - Parameters:
  ///   - stream: Where to write (standard error).
  ///   - totalCases: The cases the campaign will generate, nil when only time bounds it.
  ///   - isTerminal: Redraw a bar (true) or print lines (false).
  init(stream: any TextOutput, totalCases: Int?, isTerminal: Bool) {
    self.stream = stream
    self.totalCases = totalCases
    self.isTerminal = isTerminal
    let steps = isTerminal ? 100 : 10
    interval = totalCases.map { max($0 / steps, 1) } ?? (isTerminal ? 50 : 1000)
  }

  /// A failure identity as a rule: a worker's trap or timeout is NLC-021's.
  static func rule(_ identity: String) -> String {
    identity.hasPrefix("NLC-") ? identity : "\(RuleCatalogue.trapRuleID) (\(identity))"
  }

  /// Reacts to one engine event.
  func handle(_ event: CampaignEvent) {
    switch event {
    case .progress(let summary):
      show(summary)
    case .counterexampleFound(let caseIndex, let failure, let choiceCount):
      let origin = caseIndex.map { "case \($0 + 1)" } ?? "a saved case"
      line("found \(Self.rule(failure.identity)) at \(origin) (\(choiceCount) choices); shrinking")
    case .counterexampleShrunk(let counterexample):
      line(
        "shrunk \(Self.rule(counterexample.failure.identity)) to \(counterexample.sequence.count) choices "
          + "in \(counterexample.shrinkEvaluations) runs")
    case .counterexampleNotSaved(let error):
      line("warning: \(error)")
    case .healthCheckFailed(let check):
      line("warning: health check failed: \(check)")
    case .finished(_, let summary):
      if isTerminal { show(summary) }
    default:
      break
    }
  }

  /// Ends the bar's line, if one is drawn.
  func finish() {
    if barShown {
      stream.write("\n")
      barShown = false
    }
  }

  private func show(_ summary: CampaignSummary) {
    let failed = summary.failed == 0 ? "" : ", \(summary.failed) failed"
    guard isTerminal else {
      let of = totalCases.map { " of \($0)" } ?? ""
      stream.write("progress: \(summary.casesRun)\(of) cases\(failed)\n")
      return
    }
    var text = "\r"
    if let totalCases, totalCases > 0 {
      let filled = min(summary.casesRun * Self.barWidth / totalCases, Self.barWidth)
      text += "[" + String(repeating: "#", count: filled)
        + String(repeating: "-", count: Self.barWidth - filled) + "] "
      text += "\(summary.casesRun)/\(totalCases) cases"
    } else {
      text += "\(summary.casesRun) cases"
    }
    stream.write(text + failed + "\u{1B}[K")
    barShown = true
  }

  private func line(_ text: String) {
    finish()
    stream.write(text + "\n")
  }
}
