import Foundation
public import PropertyEngine

/// How ``Conformance`` runs a campaign: how many cases, from which seed, over which
/// environments, with which rules and roles.
///
/// ```swift
/// var configuration = ConformanceConfiguration()
/// configuration.cases = 500
/// configuration.environments = .phones
/// configuration.rules.disable("NLC-020", because: "prompts are always docked")
/// configuration.roles["orderStatus"] = .opaqueOverlay
/// try Conformance.check(configuration) { MyLayoutDelegate() }
/// ```
public struct ConformanceConfiguration: Sendable {
  /// The most generated cases (after Seeds and the failure database are replayed).
  public var cases = 200
  /// The seed; the same seed gives the same cases and the same report, byte for byte.
  public var seed: UInt64 = 0
  /// Stop generating after this long, if set.
  public var timeBudget: Duration?
  /// Which environments cases are drawn from.
  public var environments = EnvironmentPreset.all
  /// Which rules are checked.
  public var rules = RuleSelection()
  /// Roles for the delegate's own views, by `accessibilityIdentifier`; views not listed are
  /// opaque overlays when they have a visible background and containers otherwise.
  public var roles: [String: ElementRole] = [:]
  /// True stops at the first failing case (its first error, shrunk; faster, one bug at a
  /// time). False (the default) judges every case to its end and collects every distinct bug
  /// (``BugSignature``) across the campaign, each shrunk on its own, its consequences folded
  /// under it.
  public var stopsAtFirstFailure = false
  /// The opposite of ``stopsAtFirstFailure``, kept for configurations written before every
  /// bug was collected by default.
  @available(
    *, deprecated,
    message:
      "every distinct bug is collected by default; set stopsAtFirstFailure for the old behaviour"
  )
  public var collectsDistinctFailures: Bool {
    get { !stopsAtFirstFailure }
    set { stopsAtFirstFailure = !newValue }
  }
  /// The most bugs shrunk in one campaign; bugs found past it are listed with their first
  /// case as found, unshrunk, and their counts. Bounds the work on a very faulty delegate.
  public var maximumShrunkBugs = 20
  /// True makes warnings fail ``Conformance/check(_:delegate:)`` and
  /// ``Conformance/check(_:configuration:bug:delegate:)`` as errors do; false (the default)
  /// shows them in the report and fails on errors only, everywhere.
  public var warningsFail = false
  /// A directory of Seeds scenario files replayed before generation, if set. Replayed by the
  /// first shard only, and not under ``isolation`` in child processes (seeds run in this
  /// process, where a trapping delegate would end the campaign); replay them without it.
  public var seedsDirectory: String?
  /// A directory where shrunk failures are saved and replayed first next time, if set.
  public var databaseDirectory: String?
  /// Run cases in child processes so a trapping delegate is reported (NLC-021) instead of
  /// ending the test process; needs an executable that calls
  /// `IsolationWorker.serveIfRequested` first (not the test runner: README, "Isolation from
  /// a test target"). A process that does not answer as a worker ends the campaign with
  /// ``ConformanceError/engine(_:)``, never a finding.
  public var isolation = IsolationMode.inProcess
  /// How long one isolated case may run before it counts as a hang (NLC-021, "the delegate
  /// hung"); nil keeps the ``isolation`` configuration's own timeout (10 seconds by default).
  /// A hang is then shrunk with a short limit (`ChildProcessConfiguration.hangShrinkTimeout`).
  public var caseTimeout: Duration?
  /// Run only this shard of the cases (`Shard(parsing: "3/8")`).
  public var shard: Shard?
  /// The share of generated cases, from 0 to 1, the boundary search spends mutating the cases
  /// that came closest to breaking a rule (least slack per rule and subject, in points) toward
  /// less slack, so a bug only a narrow band of environments shows (a 1-point overlap on maps
  /// about 330 points tall) is walked to instead of waited for. A quarter by default; 0 turns it
  /// off. Deterministic for a seed. Not under ``isolation`` in child processes, whose workers
  /// report no slack. The command line's `--boundary-share` and `--no-boundary-search`, and
  /// `NLC_BOUNDARY_SHARE` (``CampaignEnvironment``), set it.
  public var boundaryShare = 0.25
  /// The most property runs one shrink may spend.
  public var maximumShrinkEvaluations = 2_000
  /// Raise it (from a signal handler, another thread) to stop the campaign early: the case
  /// under way finishes, and the report says `interrupted` with what was found so far.
  public var interruption: CampaignInterruption?

  /// The delegate's name, recorded in every replay token the campaign prints
  /// (`pe1.…@order-card`) so a replay knows which delegate the token was made for; the command
  /// line sets its `--delegate`. Letters, digits, `.`, `_` and `-`; nil or any other name
  /// records none.
  public var delegateName: String?

  /// A directory to write the campaign's HTML report into (`index.html`, see
  /// ``HTMLReport``), if set; ``Conformance/run(_:delegate:)`` writes it before returning and
  /// throws ``ConformanceError/reportNotWritable(_:)`` when it cannot.
  public var reportDirectory: String?

  /// The defaults: 200 cases from seed 0 over every environment, every rule.
  public init() {}

  /// Checks what the command line checks on its options, so a value it refuses is refused here
  /// too (one validator): at least one case, at least one shrunk bug, no negative shrink
  /// budget, known rule IDs, usable NLC-002 sizes, and a reason for every disabled rule.
  ///
  /// - Throws: ``ConformanceError/invalidConfiguration(_:)`` naming the value and the fix, or
  ///   ``ConformanceError/unknownRule(_:)``.
  public func validate() throws(ConformanceError) {
    if cases < 1 {
      throw .invalidConfiguration(
        "cases = \(cases): a campaign needs at least 1 case (e.g. configuration.cases = 200; "
          + "set timeBudget too to stop by time)")
    }
    if maximumShrunkBugs < 1 {
      throw .invalidConfiguration(
        "maximumShrunkBugs = \(maximumShrunkBugs): give at least 1 (the default is 20)")
    }
    if maximumShrinkEvaluations < 0 {
      throw .invalidConfiguration(
        "maximumShrinkEvaluations = \(maximumShrinkEvaluations): give 0 or more (the default is "
          + "2,000)")
    }
    if !(0...1).contains(boundaryShare) {
      throw .invalidConfiguration(
        "boundaryShare = \(boundaryShare): give a share from 0 to 1 (the default is 0.25; 0 "
          + "turns the boundary search off)")
    }
    try validateRules()
  }

  /// The rule checks of ``validate()``: known IDs, usable NLC-002 sizes, and a reason for
  /// every disabled rule.
  ///
  /// - Throws: ``ConformanceError/unknownRule(_:)`` or
  ///   ``ConformanceError/invalidConfiguration(_:)``.
  public func validateRules() throws(ConformanceError) {
    if let unknown = rules.unknownIDs.first { throw .unknownRule(unknown) }
    if let problem = rules.viewportMinimum.problem { throw .invalidConfiguration(problem) }
    for rule in rules.disabled where rule.reason.allSatisfy(\.isWhitespace) {
      throw .invalidConfiguration(
        "\(rule.id) is disabled without a reason; every report repeats it, e.g. "
          + "rules.disable(\"\(rule.id)\", because: \"prompts are always docked\")")
    }
  }
}
