/// Timing and number formatting shared by every benchmark, so all of them measure and print
/// the same way as `kiwi_bench.py`.
enum BenchmarkTiming {
  /// The median duration of `count` runs of `body` (at least one), in microseconds.
  static func median<Failure: Error>(_ count: Int, _ body: () throws(Failure) -> Void)
    throws(Failure) -> Double
  {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(count, 1) {
      let start = clock.now
      try body()
      samples.append(microseconds(start.duration(to: clock.now)))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// A duration in microseconds.
  static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }

  /// A number rounded to `digits` decimals, printed as Python's `json.dumps` prints a float.
  static func format(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return "\((value * scale).rounded() / scale)"
  }
}
