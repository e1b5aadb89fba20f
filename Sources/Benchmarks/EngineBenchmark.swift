import PropertyEngine

/// Times the property engine alone on a trivial property, so its overhead can be told apart
/// from the cost of the layouts it drives (issue 5: at least 100,000 cases per second in a
/// release build).
public enum EngineBenchmark {
  /// Runs `cases` cases and returns one JSON line: cases, seconds, cases per second.
  ///
  /// - Parameters:
  ///   - cases: How many cases the campaign runs.
  ///   - seed: The campaign seed.
  /// - Returns: The JSON line.
  public static func run(cases: Int = 1_000_000, seed: UInt64 = 1) -> String {
    let measurement = EngineThroughput.measure(cases: cases, seed: seed)
    let seconds =
      Double(measurement.elapsed.components.seconds)
      + Double(measurement.elapsed.components.attoseconds) / 1e18
    return
      #"{"workload": "engine trivial property", "cases": \#(measurement.cases), "seconds": \#(BenchmarkTiming.format(seconds, 3)), "cases_per_second": \#(Int(measurement.casesPerSecond))}"#
  }
}
