public import GoogleNavigationModel
public import PropertyEngine
import NavigationLayoutConformance

/// Times a whole conformance campaign on a conforming delegate: generated lifecycle cases
/// per second, every rule checked after every event (DESIGN.md §9: at least 1,000 per second
/// per core in release). For `nav-layout-check bench campaign`.
public enum CampaignBenchmark {
  /// Runs `cases` cases over every environment and returns one JSON line.
  ///
  /// ```swift
  /// print(try CampaignBenchmark.run(name: "reference", cases: 2000) { ReferenceLayoutDelegate() })
  /// // {"workload": "campaign reference", "cases": 2000, "seconds": ..., "cases_per_second": ...}
  /// ```
  ///
  /// - Parameters:
  ///   - name: The delegate's name, for the workload label.
  ///   - cases: How many cases the campaign generates.
  ///   - seed: The campaign seed.
  ///   - isolation: Where cases run; with workers the workload is labelled with their number
  ///     (`campaign reference jobs 2`), and the executable must serve
  ///     `Conformance.property(ConformanceConfiguration(), delegate:)`.
  ///   - boundaryShare: The boundary search's share (``ConformanceConfiguration/boundaryShare``);
  ///     0.25 by default, as there; any other share is in the workload label (`boundary 0`).
  ///   - delegate: Makes the delegate; it must conform, or shrinking would be timed too.
  /// - Returns: The JSON line.
  /// - Throws: ``BenchmarkFailure`` when the delegate breaks a rule; ``ConformanceError``
  ///   when the campaign cannot run.
  public static func run(
    name: String, cases: Int = 2000, seed: UInt64 = 1, isolation: IsolationMode = .inProcess,
    boundaryShare: Double = 0.25,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> String {
    var configuration = ConformanceConfiguration()
    configuration.cases = cases
    configuration.seed = seed
    configuration.isolation = isolation
    configuration.boundaryShare = boundaryShare
    var label = "campaign \(name)"
    if boundaryShare != ConformanceConfiguration().boundaryShare {
      label += " boundary \(boundaryShare)"
    }
    if case .childProcesses(let children) = isolation { label += " jobs \(children.jobs)" }
    let clock = ContinuousClock()
    let start = clock.now
    let report = try Conformance.run(configuration, delegate: delegate)
    let seconds = BenchmarkTiming.microseconds(start.duration(to: clock.now)) / 1e6
    guard report.isConforming else {
      throw BenchmarkFailure(
        "delegate \(name) broke \(report.failures[0].ruleID) at seed \(seed), so the campaign "
          + "timed shrinking too; benchmark a conforming delegate")
    }
    let rate = Int(Double(report.casesRun) / max(seconds, 1e-9))
    return
      #"{"workload": "\#(label)", "cases": \#(report.casesRun), "seconds": \#(BenchmarkTiming.format(seconds, 3)), "cases_per_second": \#(rate)}"#
  }
}
