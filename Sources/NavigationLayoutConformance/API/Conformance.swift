import Foundation
public import GoogleNavigationModel
public import PropertyEngine

/// The test-target API: runs a conformance campaign on a layout delegate and reports every
/// broken rule with a shrunk repro (DESIGN.md §1).
///
/// ```swift
/// import NavigationLayoutConformance
/// import Testing
///
/// @Test func layoutDelegateConforms() throws {
///   try Conformance.check { MyLayoutDelegate() }
/// }
/// ```
///
/// Works from Swift Testing and XCTest, from any thread: the delegate always runs on the main
/// actor, as UIKit requires.
public enum Conformance {
  /// The engine's name for the conformance property (failure database, isolation workers).
  public static let propertyName = "nav-layout-conformance"

  /// Runs a campaign and throws when the delegate breaks an error-severity rule.
  ///
  /// - Parameters:
  ///   - configuration: Cases, seed, environments, rules, roles; the defaults run 200 cases
  ///     from seed 0 over every environment.
  ///   - delegate: Makes a fresh delegate for each run, as the app would.
  /// - Throws: ``ConformanceFailure`` (its description is the whole report, with every
  ///   shrunk repro) when a rule breaks; ``ConformanceError`` when the configuration or a
  ///   file it names is bad.
  public static func check(
    _ configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws {
    let report = try run(configuration, delegate: delegate)
    if !report.isConforming { throw ConformanceFailure(report: report) }
  }

  /// Runs one scenario (every selected rule, then every relation) and throws if it breaks
  /// one: what a repro's Swift test calls.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay.
  ///   - configuration: Its rules and roles are used; budgets are ignored.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Throws: ``ConformanceFailure`` with one counterexample when a rule breaks (warnings
  ///   included: a replayed warning is what the test is about); ``ConformanceError`` when the
  ///   scenario cannot be run or breaks a ``PlausibilityLimits`` limit.
  public static func check(
    _ scenario: Scenario, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws {
    if let problem = PlausibilityLimits.problem(in: scenario) {
      throw ConformanceError.scenarioNotRunnable(
        "implausible scenario: \(problem) (limits: CONFORMANCE.md §3)")
    }
    let factory = DelegateFactory(make: delegate)
    let rules = configuration.rules
    let roles = configuration.roles
    let result: (Violation, relationID: String?)?
    do {
      // Off the main thread (Swift Testing), a step per hop: the delegate's main-queue work
      // runs between the SDK's events.
      result =
        try !MainActorHop.canHop
        ? MainActorHop.run {
          try CaseChecker(selection: rules, roles: roles, makeDelegate: factory.make)
            .checkAll(scenario).map { ($0.0, $0.relationID) }
        }
        : HoppingCaseChecker(selection: rules, roles: roles, factory: factory).checkAll(scenario)
    } catch {
      throw ConformanceError.scenarioNotRunnable(String(describing: error))
    }
    guard let (violation, relationID) = result else { return }
    var found = Counterexample(
      ruleID: violation.ruleID, severity: violation.severity, scenario: scenario,
      relationID: relationID, replayToken: "", message: violation.description,
      violation: violation)
    found.rules = rules
    throw ConformanceFailure(
      report: ConformanceReport(
        casesRun: 1, seed: configuration.seed, environments: "one scenario", failures: [found],
        disabledRules: rules.disabled, stopReason: "first failure"))
  }

  /// Runs a campaign and returns what it found.
  ///
  /// - Parameters:
  ///   - configuration: Cases, seed, environments, rules, roles.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The report; same configuration, same report, byte for byte (and the same
  ///   HTML report, when ``ConformanceConfiguration/reportDirectory`` asks for one).
  /// - Throws: ``ConformanceError`` when a rule ID is unknown, a corpus file is bad or the
  ///   HTML report cannot be written.
  public static func run(
    _ configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> ConformanceReport {
    let report = try ConformanceCampaign(
      configuration: configuration, factory: DelegateFactory(make: delegate)
    )
    .run()
    try writeReport(report, configuration, delegate: delegate)
    return report
  }

  /// Writes the HTML report when ``ConformanceConfiguration/reportDirectory`` is set.
  static func writeReport(
    _ report: ConformanceReport, _ configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws {
    guard let directory = configuration.reportDirectory else { return }
    try HTMLReport(
      report: report, configuration: configuration, delegateName: "delegate", delegate: delegate
    )
    .write(toDirectory: directory)
  }

  /// The engine property a campaign runs, for executables that serve isolation workers:
  /// call `IsolationWorker.serveIfRequested([Conformance.property(...)])` first in `main`.
  ///
  /// - Parameters:
  ///   - configuration: The same configuration the parent campaign uses.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The property, named ``propertyName``.
  public static func property(
    _ configuration: ConformanceConfiguration,
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) -> Property<ConformanceCase> {
    ConformanceCampaign(configuration: configuration, factory: DelegateFactory(make: delegate))
      .property
  }
}
