public import GoogleNavigationModel
import NavigationLayoutConformance
import PropertyEngine

/// Times shrinking: finds a failing case of a known faulty delegate, then shrinks it from
/// the same token several times and takes the median. For `nav-layout-check bench shrink`.
@MainActor
public enum ShrinkBenchmark {
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
    return
      #"{"workload": "shrink", "delegate": "\#(name)", "rule": "\#(rule)", "choices_before": \#(failing.sequence.count), "choices_after": \#(after), "events_after": \#(events), "median_seconds": \#(BenchmarkTiming.format(median / 1e6, 4))}"#
  }
}
