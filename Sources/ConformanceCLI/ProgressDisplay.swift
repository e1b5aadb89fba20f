import Foundation
import NavigationLayoutConformance
import PropertyEngine

/// Shows a campaign's progress on standard error: a bar redrawn in place on a terminal (cut
/// to the terminal's width, and with the time spent of a `--time` budget), plain lines every
/// tenth of the cases otherwise (CI logs), and a line for each failure found and shrunk. Log
/// lines carry no timings, so a log is the same for the same seed.
final class ProgressDisplay {
  private let stream: any TextOutput
  private let totalCases: Int?
  private let isTerminal: Bool
  private var barShown = false
  /// The `--time` budget, shown with the time spent on a terminal.
  private let timeBudget: Duration?
  private let start = ContinuousClock.now

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
  ///   - timeBudget: The `--time` budget, if any.
  init(stream: any TextOutput, totalCases: Int?, isTerminal: Bool, timeBudget: Duration? = nil) {
    self.timeBudget = timeBudget
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
    case .counterexampleShrunk(let counterexample) where counterexample.shrinkStopReason == .notShrunk:
      line(
        "not shrinking \(Self.rule(counterexample.failure.identity)): the campaign's limit on "
          + "shrunk bugs was reached (--max-bugs)")
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
    // Cases with a finding, warnings included: "failed" would contradict a verdict of
    // conforming with warnings.
    let failed =
      summary.failed == 0 ? "" : ", \(summary.failed) with findings (warnings included)"
    guard isTerminal else {
      let of = totalCases.map { " of \($0)" } ?? ""
      stream.write("progress: \(summary.casesRun)\(of) cases\(failed)\n")
      return
    }
    var counts =
      totalCases.map { "\(summary.casesRun)/\($0) cases" } ?? "\(summary.casesRun) cases"
    counts += failed
    if let timeBudget {
      counts += ", \(Self.clock(start.duration(to: .now))) of \(Self.clock(timeBudget))"
    }
    // One line narrower than the terminal: a wrapped line cannot be redrawn in place.
    let room = (stream.columns ?? Int.max) - 1
    var text = counts
    if let totalCases, totalCases > 0 {
      let width = min(Self.barWidth, room - counts.count - 3)
      if width >= 10 {
        let filled = min(summary.casesRun * width / totalCases, width)
        text = "[" + String(repeating: "#", count: filled)
          + String(repeating: "-", count: width - filled) + "] " + counts
      }
    }
    if text.count > room { text = String(text.prefix(max(room, 0))) }
    stream.write("\r" + text + "\u{1B}[K")
    barShown = true
  }

  /// `m:ss`, or `h:mm:ss` from an hour on.
  static func clock(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  private func line(_ text: String) {
    finish()
    stream.write(text + "\n")
  }
}
