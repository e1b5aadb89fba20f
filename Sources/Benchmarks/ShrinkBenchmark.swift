public import GoogleNavigationModel
import NavigationLayoutConformance
import PropertyEngine

/// Times shrinking: finds a failing case of a known faulty delegate, then shrinks it from
/// the same token several times and takes the median. For `nav-layout-check bench shrink`.
@MainActor
public enum ShrinkBenchmark {
  /// Runs ``run(name:repetitions:searchCases:seed:delegate:)`` for each delegate, then adds
  /// one line of totals over them: the conformance repro sizes of a faulty catalogue.
  ///
  /// ```swift
  /// _ = try ShrinkBenchmark.run([("hides-logo", { HidesLogoDelegate() })]) { print($0) }
  /// // {"workload": "shrink", "delegate": "hides-logo", …}
  /// // {"workload": "shrink total", "delegates": 1, "choices_after": 42, "events_after": 1, …}
  /// ```
  ///
  /// - Parameters:
  ///   - delegates: Pairs of a delegate's name and a function making it.
  ///   - repetitions: How many shrinks each median is taken over.
  ///   - progress: Called with each line as soon as it is ready.
  /// - Returns: One line per delegate, then the totals when there is more than one.
  /// - Throws: As the single-delegate run, at the first delegate that fails.
  public static func run(
    _ delegates: [(name: String, make: @MainActor () -> any NavigationLayoutDelegate)],
    repetitions: Int = 5, progress: (String) -> Void = { _ in }
  ) throws -> [String] {
    var lines: [String] = []
    var totals = (before: 0, after: 0, events: 0, seconds: 0.0)
    for (name, make) in delegates {
      let measurement = try measure(name: name, repetitions: repetitions, delegate: make)
      totals.before += measurement.choicesBefore
      totals.after += measurement.choicesAfter
      totals.events += measurement.eventsAfter
      totals.seconds += measurement.medianSeconds
      lines.append(measurement.line)
      progress(measurement.line)
    }
    if delegates.count > 1 {
      let line =
        #"{"workload": "shrink total", "delegates": \#(delegates.count), "choices_before": \#(totals.before), "choices_after": \#(totals.after), "events_after": \#(totals.events), "median_seconds": \#(BenchmarkTiming.format(totals.seconds, 4))}"#
      lines.append(line)
      progress(line)
    }
    return lines
  }

  /// Finds the first failing generated case within `searchCases`, shrinks it `repetitions`
  /// times, and returns one JSON line: the repro's size in choices before and after
  /// shrinking, its events after, and the median shrink time.
  ///
  /// ```swift
  /// print(try ShrinkBenchmark.run(name: "leaves-prompt-on-hide") { LeakyDelegate() })
  /// // {"workload": "shrink", "delegate": "leaves-prompt-on-hide", "rule": "NLC-009",
  /// //  "choices_before": 77, "choices_after": 49, "events_after": 3, "median_seconds": ...}
  /// ```
  ///
  /// - Parameters:
  ///   - name: The delegate's name, for the line.
  ///   - repetitions: How many shrinks the median is taken over.
  ///   - searchCases: How many generated cases to try before giving up.
  ///   - seed: The seed case seeds are derived from, as a campaign derives them.
  ///   - delegate: Makes the faulty delegate.
  /// - Returns: The JSON line.
  /// - Throws: ``BenchmarkFailure`` when no case fails; the errors of
  ///   ``Conformance/shrink(_:configuration:delegate:)``.
  public static func run(
    name: String, repetitions: Int = 5, searchCases: Int = 1000, seed: UInt64 = 1,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> String {
    try measure(
      name: name, repetitions: repetitions, searchCases: searchCases, seed: seed,
      delegate: delegate
    ).line
  }

  /// One delegate's shrink: sizes before and after, and the median time.
  struct Measurement {
    var line: String
    var choicesBefore: Int
    var choicesAfter: Int
    var eventsAfter: Int
    var medianSeconds: Double
  }

  private static func measure(
    name: String, repetitions: Int, searchCases: Int = 1000, seed: UInt64 = 1,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Measurement {
    let configuration = ConformanceConfiguration()
    let property = Conformance.property(configuration, delegate: delegate)
    var failing: CaseExecution?
    for index in 0..<searchCases {
      let source = RandomChoiceSource(seed: SplitMix64.caseSeed(campaignSeed: seed, index: index))
      let execution = property.execute(source: source)
      if execution.outcome.failure != nil {
        failing = execution
        break
      }
    }
    guard let failing, let rule = failing.outcome.failure?.identity else {
      throw BenchmarkFailure(
        "delegate \(name) passed \(searchCases) cases, so there is nothing to shrink; "
          + "benchmark a faulty delegate")
    }
    let token = ReplayToken(sequence: failing.sequence)
    var shrunk: NavigationLayoutConformance.Counterexample?
    var thrown: (any Error)?
    let median = BenchmarkTiming.median(repetitions) {
      do {
        shrunk = try Conformance.shrink(token, configuration: configuration, delegate: delegate)
      } catch {
        thrown = error
      }
    }
    if let thrown { throw thrown }
    let after = shrunk.flatMap { try? ReplayToken(parsing: $0.replayToken).sequence.count } ?? 0
    let events = shrunk?.events.count ?? 0
    let line =
      #"{"workload": "shrink", "delegate": "\#(name)", "rule": "\#(rule)", "choices_before": \#(failing.sequence.count), "choices_after": \#(after), "events_after": \#(events), "median_seconds": \#(BenchmarkTiming.format(median / 1e6, 4))}"#
    return Measurement(
      line: line, choicesBefore: failing.sequence.count, choicesAfter: after, eventsAfter: events,
      medianSeconds: median / 1e6)
  }
}
