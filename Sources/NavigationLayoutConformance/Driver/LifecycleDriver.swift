import Foundation
public import GoogleNavigationModel
import UIKitModel

/// Drives a delegate through one scenario on a fresh simulator and checks the rules at every
/// checkpoint (DESIGN.md §5).
///
/// After each event: a layout pass, a snapshot, every rule. While an animation runs, the
/// presentation frames are also sampled at a quarter, half and three quarters of what is left
/// of it (for NLC-005) without moving the clock, so the scenario's own timing is kept. A step
/// with nothing animating counts as settled. After the last event the driver settles, checks,
/// disables navigation if it is on, settles and checks again. The main run loop turns after
/// every event and while settling (``MainRunLoop``), so work the delegate defers to the main
/// queue or the main actor runs before the next event and before a settled checkpoint.
@MainActor
public struct LifecycleDriver {
  /// The rules in the order they are judged at each checkpoint: NLC-011 (Auto Layout's own
  /// problems) first, then catalogue order; the first one broken at the earliest checkpoint
  /// wins, so an unsatisfiable or ambiguous layout is reported as the cause, not the
  /// misplaced view it produces (``rootCauseFirst(_:)``).
  public var rules: [any ConformanceRule]
  /// Roles for custom views, by `accessibilityIdentifier`.
  public var roles: [String: ElementRole]
  /// Makes a fresh delegate for each run.
  public var makeDelegate: @MainActor () -> any NavigationLayoutDelegate

  /// The fractions of an animation's remaining time at which presentation frames are sampled.
  static let sampleFractions: [Double] = [0.25, 0.5, 0.75]

  /// Creates a driver.
  public init(
    rules: [any ConformanceRule], roles: [String: ElementRole] = [:],
    makeDelegate: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) {
    self.rules = Self.rootCauseFirst(rules)
    self.roles = roles
    self.makeDelegate = makeDelegate
  }

  /// `rules` with NLC-011 first and the rest in their order: geometry judged on a layout
  /// UIKit could not satisfy (or could place several ways) is a consequence of that.
  public static func rootCauseFirst(_ rules: [any ConformanceRule]) -> [any ConformanceRule] {
    let lead = AutoLayoutCleanRule().id
    return rules.filter { $0.id == lead } + rules.filter { $0.id != lead }
  }

  /// Runs `scenario`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its events must be legal in order.
  ///   - checking: False to only record the step snapshots (metamorphic variants).
  /// - Returns: The step snapshots and the first violation.
  /// - Throws: ``IllegalEvent`` when an event is not legal where the scenario puts it, and
  ///   ``ScenarioError/delegateRefused(_:)`` when the map refuses the delegate.
  public func run(_ scenario: Scenario, checking: Bool = true) throws -> CaseRecord {
    if case .failure(let illegal) = scenario.phases() { throw illegal }
    let environment = scenario.environment
    let simulator = NavigationSimulator(
      screen: environment.screen, configuration: environment.configuration)
    // Work still deferred when the case ends (it stopped at a violation) is dropped while
    // the map is alive: run later, it would reach into a torn-down SDK model.
    return try withExtendedLifetime(simulator) {
      try MainRunLoop.withTurns { try run(scenario, on: simulator, checking: checking) }
    }
  }

  private func run(_ scenario: Scenario, on simulator: NavigationSimulator, checking: Bool)
    throws -> CaseRecord
  {
    do {
      try simulator.mapView.setLayoutDelegate(makeDelegate())
    } catch {
      throw ScenarioError.delegateRefused(String(describing: error))
    }
    var run = Run(
      scenario: scenario, rules: checking ? rules : [],
      capture: SnapshotCapture(simulator: simulator, roles: roles))
    for (index, event) in scenario.events.enumerated() {
      try simulator.apply(event)
      if !run.checkStep(index + 1, event: event, simulator: simulator) {
        return run.record
      }
    }
    simulator.settle()
    let closing = scenario.events.count + 1
    guard run.checkStep(closing, event: nil, simulator: simulator) else { return run.record }
    if simulator.phase != .off {
      try simulator.apply(.disableNavigation)
      simulator.settle()
      _ = run.checkStep(closing + 1, event: .disableNavigation, simulator: simulator)
    }
    return run.record
  }

  /// The state of one run: snapshots so far and the rules to apply.
  @MainActor
  struct Run {
    var record: CaseRecord
    let rules: [any ConformanceRule]
    let capture: SnapshotCapture
    var lastSettled: LayoutSnapshot?

    init(scenario: Scenario, rules: [any ConformanceRule], capture: SnapshotCapture) {
      record = CaseRecord(scenario: scenario)
      self.rules = rules
      self.capture = capture
    }

    /// Snapshots and checks one step; false when an error stops the run.
    mutating func checkStep(_ step: Int, event: SDKEvent?, simulator: NavigationSimulator)
      -> Bool
    {
      let settled = !simulator.isAnimating
      let snapshot = capture.capture(
        step: step, event: event, moment: settled ? .settled : .afterEvent,
        comparePristine: settled && simulator.phase == .off)
      var snapshots = [snapshot]
      if !settled, !rules.isEmpty, simulator.currentPrompt != nil || hasPrompt(snapshot) {
        let clock = simulator.mapView.animationClock
        let remaining = max(0, clock.animationEnd - clock.now)
        for fraction in LifecycleDriver.sampleFractions where remaining > 0 {
          snapshots.append(
            capture.capture(
              step: step, event: event, moment: .duringAnimation(seconds: remaining * fraction)))
        }
      }
      var stops = false
      do {
        // The context shares the steps array; it ends with this scope, before the append, so
        // the append never copies every earlier snapshot (which made a run quadratic).
        let context = RuleContext(
          scenario: record.scenario, earlier: record.steps, lastSettled: lastSettled)
        checking: for candidate in snapshots {
          for rule in rules where candidate == snapshot || rule.checksAnimationFrames {
            guard let finding = rule.check(candidate, in: context) else { continue }
            let violation = Violation(
              ruleID: rule.id, severity: rule.severity, snapshot: candidate, finding: finding)
            if rule.severity == .error {
              record.violation = violation
              stops = true
              break checking
            }
            if record.warning == nil { record.warning = violation }
          }
        }
      }
      record.steps.append(snapshot)
      if settled { lastSettled = snapshot }
      return !stops
    }

    private func hasPrompt(_ snapshot: LayoutSnapshot) -> Bool {
      snapshot.elements.contains { $0.role == .prompt }
    }
  }
}
