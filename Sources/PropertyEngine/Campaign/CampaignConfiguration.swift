/// Everything that decides how a campaign runs; two campaigns with equal configurations and
/// properties produce the same events.
///
/// ```swift
/// var configuration = CampaignConfiguration(seed: 0xC0FFEE)
/// configuration.maximumCases = 10_000
/// configuration.failureMode = .collectDistinctFailures
/// configuration.databaseDirectory = ".nav-layout-check/failures"
/// ```
public struct CampaignConfiguration: Sendable {
  /// Whether to stop at the first failure or keep going to collect one per identity.
  public enum FailureMode: Hashable, Sendable {
    /// Stop after shrinking the first failure.
    case stopAtFirstFailure
    /// Shrink the first failure of each identity and keep generating; a case's
    /// ``PropertyFailure/alsoFound`` identities count as failures of their own, and a
    /// candidate smaller case is accepted when it shows the identity being shrunk as its own
    /// or among its other failures (the others may come and go).
    case collectDistinctFailures
  }

  /// The campaign seed; case `i` draws from a generator seeded by this and `i`.
  public var seed: UInt64
  /// The number of cases to generate (across all shards).
  public var maximumCases = 100
  /// The wall-time budget for generation; nil for none. Stopping on time is not deterministic.
  public var timeBudget: Duration?
  /// What to do after a failure.
  public var failureMode = FailureMode.stopAtFirstFailure
  /// Failure identities that never stop a campaign, whatever ``failureMode`` says: each is
  /// shrunk and reported once, and generation goes on. A conformance warning is one: a
  /// warning found early must not hide an error found later.
  public var nonStoppingIdentities: [String] = []
  /// Identity endings that never stop a campaign, like ``nonStoppingIdentities``: an identity
  /// that ends with one of these (for example `" (warning)"`) is shrunk, reported once and
  /// does not end generation. For identities that carry more than a fixed name (a bug's
  /// signature), where a list of whole identities cannot be written down in advance.
  public var nonStoppingIdentitySuffixes: [String] = []
  /// The most distinct failures shrunk in one campaign when collecting distinct failures,
  /// non-stopping ones (warnings) not counted: each new identity past this many is still
  /// recorded, with its first failing case
  /// unshrunk (``ShrinkStopReason/notShrunk``) and its count, so the work a campaign over a
  /// very faulty property spends on shrinking stays bounded.
  public var maximumShrunkFailures = 20
  /// A directory of committed corpus files (Seeds/) replayed before generation; nil for none.
  public var seedsDirectory: String?
  /// The local failure database directory, replayed first and written on failure; nil for none.
  public var databaseDirectory: String?
  /// The share of generated cases, from 0 to 1, spent on the boundary search: mutating the
  /// choices of the cases with the least slack seen so far (``CaseContext/slack(_:label:)``)
  /// toward less. 0 (the default) turns it off, and every case is drawn from its seed. The
  /// boundary cases are every case index `i` where `⌊(i + 1) × share⌋ > ⌊i × share⌋`, once
  /// some case has recorded a slack; their mutations come from a generator seeded by
  /// ``seed``, so a seed still gives the same campaign. Isolation workers send no slacks, so
  /// under ``IsolationMode/childProcesses(_:)`` every case is drawn from its seed.
  public var boundaryShare = 0.0
  /// The most choices one case may make.
  public var maximumChoices = 8192
  /// Shrinking limits and domain passes.
  public var shrinking = ShrinkConfiguration()
  /// Health-check thresholds and suppressions.
  public var healthChecks = HealthCheckSettings()
  /// Labels that must reach a share of valid cases.
  public var coverageRequirements: [CoverageRequirement] = []
  /// The slice of case indices to run; nil for all.
  public var shard: Shard?
  /// Whether cases run in this process or in child processes.
  public var isolation = IsolationMode.inProcess
  /// How many cases pass between progress events; 0 for none.
  public var progressInterval = 1000
  /// Raised to stop early (Ctrl-C); checked before every batch of cases; nil for none.
  public var interruption: CampaignInterruption?

  /// Creates a configuration with default budgets: 100 cases, no time budget, stop at first.
  ///
  /// - Parameter seed: The campaign seed; 0 by default.
  public init(seed: UInt64 = 0) {
    self.seed = seed
  }
}
