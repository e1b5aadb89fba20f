/// A check that the generator, not the code under test, is healthy; a failing check stops the
/// campaign because its results would mean little.
///
/// ```swift
/// print(HealthCheck.filterTooMuch.description)
/// // too much filtering: most generated cases were rejected by filters or assumptions
/// ```
public enum HealthCheck: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// At least 50 cases were rejected and rejections outnumber valid cases nine to one.
  case filterTooMuch
  /// At least 20 cases overran the choice limit and overruns outnumber valid cases.
  case dataTooLarge
  /// The first 10 valid cases took longer than ``HealthCheckSettings/slowThreshold``.
  case tooSlow

  /// What the check means and what to do.
  public var description: String {
    switch self {
    case .filterTooMuch:
      "too much filtering: most generated cases were rejected by filters or assumptions"
    case .dataTooLarge:
      "data too large: most generated cases needed more choices than the limit allows"
    case .tooSlow:
      "too slow: generating and checking the first cases took too long"
    }
  }
}

/// Thresholds for the health checks and which ones are suppressed.
///
/// ```swift
/// var settings = HealthCheckSettings()
/// settings.suppressed = [.tooSlow]
/// ```
public struct HealthCheckSettings: Hashable, Sendable {
  /// Checks that never fire.
  public var suppressed: [HealthCheck] = []
  /// The time the first 10 valid cases may take before ``HealthCheck/tooSlow`` fires.
  public var slowThreshold: Duration = .seconds(2)

  /// Creates the default settings: all checks on, a two-second slow threshold.
  public init() {}

  /// Returns the first check the counts fail, if any.
  ///
  /// - Parameters:
  ///   - valid: Cases that passed or failed.
  ///   - rejected: Cases discarded by filters or assumptions.
  ///   - overruns: Cases that overran the choice limit.
  /// - Returns: The failing check, or nil.
  public func failingCheck(valid: Int, rejected: Int, overruns: Int) -> HealthCheck? {
    if !suppressed.contains(.filterTooMuch), rejected >= 50, rejected > 9 * valid {
      return .filterTooMuch
    }
    if !suppressed.contains(.dataTooLarge), overruns >= 20, overruns > valid {
      return .dataTooLarge
    }
    return nil
  }
}
