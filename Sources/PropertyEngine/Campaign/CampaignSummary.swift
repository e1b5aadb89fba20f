/// Counts of what a campaign ran, for progress and final reports.
///
/// ```swift
/// var summary = CampaignSummary()
/// summary.record(.passed)
/// print(summary.casesRun, summary.passed)  // 1 1
/// ```
public struct CampaignSummary: Hashable, Sendable {
  /// Generated cases run (corpus replays are not counted).
  public var casesRun = 0
  /// Cases that passed.
  public var passed = 0
  /// Cases discarded by filters or assumptions.
  public var rejected = 0
  /// Cases that overran the choice limit.
  public var overruns = 0
  /// Cases that failed (before deduplication by identity).
  public var failed = 0

  /// Creates zero counts.
  public init() {}

  /// Valid cases: those that passed or failed.
  public var valid: Int { passed + failed }

  /// Counts one generated case.
  ///
  /// - Parameter outcome: How it ended.
  public mutating func record(_ outcome: CaseOutcome) {
    casesRun += 1
    switch outcome {
    case .passed: passed += 1
    case .rejected: rejected += 1
    case .overrun: overruns += 1
    case .failed: failed += 1
    }
  }

  /// Adds another summary's counts, for merging shards.
  ///
  /// - Parameter other: The counts to add.
  public mutating func merge(_ other: CampaignSummary) {
    casesRun += other.casesRun
    passed += other.passed
    rejected += other.rejected
    overruns += other.overruns
    failed += other.failed
  }
}
