public import Foundation

/// Campaign sizes a team sets from outside its tests: `NLC_CASES`, `NLC_TIME` and `NLC_SEED`
/// in the environment of `swift test` change every ``Conformance/check(_:delegate:)`` and
/// ``Conformance/run(_:delegate:)`` (not `nav-layout-check`, which has `--cases`, `--time`
/// and `--seed`).
///
/// A pull request runs the tests' own figures (200 cases by default); a nightly job runs the
/// same tests longer, with a new seed each night, without editing them:
///
/// ```sh
/// NLC_TIME=10m NLC_SEED=$(date +%Y%m%d) swift test -c release
/// ```
///
/// `NLC_TIME` alone runs until the time is up, however many cases that is (a time budget makes
/// the number of cases, and so the report, depend on the machine's speed); with `NLC_CASES`
/// too, whichever ends first. A value that cannot be read fails the check with
/// ``ConformanceError/invalidConfiguration(_:)`` naming the variable and a good value.
public enum CampaignEnvironment {
  /// The variable that sets ``ConformanceConfiguration/cases``: a positive whole number.
  public static let casesVariable = "NLC_CASES"
  /// The variable that sets ``ConformanceConfiguration/timeBudget``: `90s`, `10m`, `2h`,
  /// `500ms`.
  public static let timeVariable = "NLC_TIME"
  /// The variable that sets ``ConformanceConfiguration/seed``: decimal or `0x` hexadecimal.
  public static let seedVariable = "NLC_SEED"
  /// The variable that sets ``ConformanceConfiguration/boundaryShare``: a share from 0 to 1
  /// (`0` turns the boundary search off).
  public static let boundaryShareVariable = "NLC_BOUNDARY_SHARE"

  /// A duration written as a positive whole number and a unit, `ms`, `s`, `m` or `h`; nil for
  /// anything else. The command line's `--time` and `--case-timeout` read the same way.
  public static func duration(_ text: String) -> Duration? {
    let units: [(suffix: String, seconds: Int64, milliseconds: Bool)] = [
      ("ms", 1, true), ("s", 1, false), ("m", 60, false), ("h", 3600, false),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      guard let count = Int64(text.dropLast(unit.suffix.count)), count > 0 else { return nil }
      return unit.milliseconds ? .milliseconds(count) : .seconds(count * unit.seconds)
    }
    return nil
  }

  /// A 64-bit seed, decimal or `0x` hexadecimal; nil for anything else.
  public static func seed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text, radix: 10)
  }
}

extension ConformanceConfiguration {
  /// This configuration with the ``CampaignEnvironment`` variables set in `environment`
  /// applied; unchanged when none is set.
  ///
  /// - Throws: ``ConformanceError/invalidConfiguration(_:)`` naming a variable whose value
  ///   cannot be read, with a good value.
  public func applyingEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ConformanceError) -> ConformanceConfiguration {
    var configuration = self
    let cases = try Self.value(
      CampaignEnvironment.casesVariable, in: environment, example: "5000",
      expecting: "a positive whole number of cases"
    ) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    if let cases { configuration.cases = cases }
    if let budget = try Self.value(
      CampaignEnvironment.timeVariable, in: environment, example: "10m",
      expecting: "a duration such as 90s, 10m or 2h", CampaignEnvironment.duration)
    {
      configuration.timeBudget = budget
      // By time alone, the count does not stop the campaign first.
      if cases == nil { configuration.cases = Int.max }
    }
    if let seed = try Self.value(
      CampaignEnvironment.seedVariable, in: environment, example: "42",
      expecting: "a whole number from 0 to 2^64-1 (decimal or 0x hex)", CampaignEnvironment.seed)
    {
      configuration.seed = seed
    }
    if let share = try Self.value(
      CampaignEnvironment.boundaryShareVariable, in: environment, example: "0.25",
      expecting: "a share of the cases from 0 to 1 (0 turns the boundary search off)",
      { Double($0).flatMap { (0...1).contains($0) ? $0 : nil } })
    {
      configuration.boundaryShare = share
    }
    return configuration
  }

  /// The variable `name` read by `parse`; nil when it is not set.
  private static func value<Value>(
    _ name: String, in environment: [String: String], example: String, expecting: String,
    _ parse: (String) -> Value?
  ) throws(ConformanceError) -> Value? {
    guard let text = environment[name] else { return nil }
    guard let value = parse(text) else {
      throw .invalidConfiguration("\(name)=\(text): give \(expecting), e.g. \(name)=\(example)")
    }
    return value
  }
}
