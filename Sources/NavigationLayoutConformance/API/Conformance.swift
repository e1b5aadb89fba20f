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

  /// Runs a campaign and throws when the delegate shows an error-severity bug (or a warning,
  /// when ``ConformanceConfiguration/warningsFail`` is set); warnings are printed otherwise.
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
    if report.fails { throw ConformanceFailure(report: report) }
    showWarnings(report)
  }

  /// Prints a passing report's warnings once, so a team sees them without failing on them.
  static func showWarnings(_ report: ConformanceReport) {
    guard !report.warnings.isEmpty else { return }
    print(report.description)
  }

  /// Runs one scenario (every selected rule, then every relation) and throws if it shows a
  /// bug: what a repro's Swift test calls.
  ///
  /// With `bug`, only that bug fails the test (it shows as a bug of its own or as another's
  /// consequence), so a repro turns green once its bug is fixed, whatever else the scenario
  /// shows. Without it, every error bug fails it. Warnings fail only with
  /// ``ConformanceConfiguration/warningsFail`` (or when `bug` names one); otherwise they are
  /// printed.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to replay.
  ///   - configuration: Its rules and roles are used; budgets are ignored.
  ///   - bug: The signature of the bug the test is about (``BugSignature/description``, as the
  ///     report prints it after `bug`), or nil for every error.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Throws: ``ConformanceFailure`` with one counterexample per bug found;
  ///   ``ConformanceError`` when the scenario cannot be run or breaks a
  ///   ``PlausibilityLimits`` limit.
  public static func check(
    _ scenario: Scenario, configuration: ConformanceConfiguration = ConformanceConfiguration(),
    bug: String? = nil, delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws {
    try configuration.validateRules()
    if let problem = PlausibilityLimits.problem(in: scenario) {
      throw ConformanceError.scenarioNotRunnable(
        "implausible scenario: \(problem) (limits: CONFORMANCE.md §3)")
    }
    let factory = DelegateFactory(make: delegate)
    let rules = configuration.rules
    let roles = configuration.roles
    let bugs: [Violation]
    do {
      // Off the main thread (Swift Testing), a step per hop: the delegate's main-queue work
      // runs between the SDK's events.
      bugs =
        try !MainActorHop.canHop
        ? MainActorHop.run {
          try CaseChecker(
            selection: rules, roles: roles, attributingCauses: true, makeDelegate: factory.make
          )
          .allBugs(scenario)
        }
        : HoppingCaseChecker(
          selection: rules, roles: roles, factory: factory, attributingCauses: true
        )
        .allBugs(scenario)
    } catch {
      throw ConformanceError.scenarioNotRunnable(String(describing: error))
    }
    let relationIDs = RuleCatalogue.relations.map(\.id)
    let expression = bugs.isEmpty ? nil : MainActorHop.run { factory.typeExpression }
    var failures: [Counterexample] = []
    for violation in bugs {
      var found = Counterexample(
        ruleID: violation.ruleID, severity: violation.severity, scenario: scenario,
        relationID: relationIDs.contains(violation.ruleID) ? violation.ruleID : nil,
        replayToken: "", message: violation.description, violation: violation)
      found.rules = rules
      if let expression { found.delegateExpression = expression }
      failures.append(found)
    }
    var report = ConformanceReport(
      casesRun: 1, seed: configuration.seed, environments: "one scenario",
      failures: ConformanceCampaign.causeFirst(failures), disabledRules: rules.disabled,
      stopReason: "the scenario's end")
    report.warningsFail = configuration.warningsFail
    if let bug {
      // The named bug alone decides: as a bug of its own or folded under another.
      let shows = bugs.contains { violation in
        violation.signature.description == bug
          || violation.consequences.contains { $0.signature.description == bug }
      }
      if shows { throw ConformanceFailure(report: report, bug: bug) }
      return
    }
    if report.fails { throw ConformanceFailure(report: report) }
    showWarnings(report)
  }

  /// Runs a campaign and returns what it found.
  ///
  /// `NLC_CASES`, `NLC_TIME` and `NLC_SEED` in the environment replace the configuration's
  /// cases, time budget and seed (``CampaignEnvironment``), so CI can run the same tests longer.
  ///
  /// - Parameters:
  ///   - configuration: Cases, seed, environments, rules, roles.
  ///   - delegate: Makes a fresh delegate for each run.
  /// - Returns: The report; same configuration, same report, byte for byte (and the same
  ///   HTML report, when ``ConformanceConfiguration/reportDirectory`` asks for one).
  /// - Throws: ``ConformanceError`` when a rule ID is unknown, a corpus file is bad, an
  ///   `NLC_` variable cannot be read or the HTML report cannot be written.
  public static func run(
    _ configuration: ConformanceConfiguration = ConformanceConfiguration(),
    delegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> ConformanceReport {
    var configuration = try configuration.applyingEnvironment()
    let factory = DelegateFactory(make: delegate)
    // Tokens record the delegate's type, so a command-line replay on another is refused.
    if configuration.delegateName == nil {
      configuration.delegateName = MainActorHop.run { factory.typeName }
    }
    let report = try ConformanceCampaign(configuration: configuration, factory: factory)
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
