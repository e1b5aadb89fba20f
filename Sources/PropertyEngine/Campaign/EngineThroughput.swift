/// Measures the engine's own speed: cases per second for a trivial property, so engine
/// overhead can be told apart from the cost of the code under test.
///
/// Run it from a release build; debug builds are several times slower.
///
/// ```swift
/// let measurement = EngineThroughput.measure(cases: 200_000, seed: 1)
/// print(measurement.casesPerSecond > 100_000)  // true in release
/// ```
public enum EngineThroughput {
  /// One measurement.
  public struct Measurement: Hashable, Sendable {
    /// Cases run.
    public var cases: Int
    /// Wall time for the whole campaign.
    public var elapsed: Duration
    /// Cases per second.
    public var casesPerSecond: Double
    /// Cases that passed (all of them, unless the engine is broken).
    public var passed: Int
  }

  /// Runs an in-process campaign of a trivial property (an array of small integers whose sum
  /// is non-negative) and times it.
  ///
  /// - Parameters:
  ///   - cases: How many cases to run.
  ///   - seed: The campaign seed.
  /// - Returns: The measurement.
  public static func measure(cases: Int, seed: UInt64) -> Measurement {
    let property = Property(
      "engine-throughput", Gen.arrays(of: Gen<Int>.integers(in: 0...1000), count: 0...8)
    ) { values, context in
      try context.require(values.reduce(0, +) >= 0, identity: "non-negative sum")
    }
    var configuration = CampaignConfiguration(seed: seed)
    configuration.maximumCases = cases
    configuration.progressInterval = 0
    configuration.healthChecks.suppressed = HealthCheck.allCases
    let clock = ContinuousClock()
    let start = clock.now
    let result = try? Campaign(property: property, configuration: configuration).run()
    let elapsed = start.duration(to: clock.now)
    let seconds =
      Double(elapsed.components.seconds)
      + Double(elapsed.components.attoseconds) / 1e18
    return Measurement(
      cases: result?.summary.casesRun ?? 0, elapsed: elapsed,
      casesPerSecond: seconds > 0 ? Double(result?.summary.casesRun ?? 0) / seconds : 0,
      passed: result?.summary.passed ?? 0)
  }
}
