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
  /// problems) first, then catalogue order. At a checkpoint where a rule breaks, every rule is
  /// judged for every finding (``findings(_:of:in:)``), cause first, and the case goes on: its
  /// record collects every bug with its consequences (``CaseRecord/add(_:)``). Only an
  /// operation that raises on a device ends the case there, as the app would end.
  public var rules: [any ConformanceRule]
  /// Roles for custom views, by `accessibilityIdentifier`.
  public var roles: [String: ElementRole]
  /// Makes a fresh delegate for each run.
  public var makeDelegate: @MainActor () -> any NavigationLayoutDelegate
  /// Whether each violation gets its causes (``Violation/causes``): the constraints that
  /// placed the offending elements, read from the live model at the failing checkpoint.
  /// Off for a campaign's cases and the shrinker's, on for the re-run behind a repro.
  public var attributesCauses = false
  /// Whether each checkpoint where no rule breaks also records every rule's slack
  /// (``ConformanceRule/measureSlack(_:in:into:)``) into ``CaseRecord/slacks``, for the
  /// boundary search; off by default, since it costs a pass over the elements per rule.
  public var measuresSlack = false

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
    // Loops: a closure formed in main-actor code is checked for the main actor on each call.
    var first: [any ConformanceRule] = []
    var rest: [any ConformanceRule] = []
    rest.reserveCapacity(rules.count)
    for rule in rules {
      if rule.id == lead { first.append(rule) } else { rest.append(rule) }
    }
    return first + rest
  }

  /// Runs `scenario`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario; its events must be legal in order.
  ///   - checking: False to only record the step snapshots (metamorphic variants).
  /// - Returns: The step snapshots and every bug found, with its consequences.
  /// - Throws: ``IllegalEvent`` when an event is not legal where the scenario puts it, and
  ///   ``ScenarioError/delegateRefused(_:)`` when the map refuses the delegate.
  public func run(_ scenario: Scenario, checking: Bool = true) throws -> CaseRecord {
    let run = try CaseRun(self, scenario, checking: checking)
    // Work still deferred when the case ends (or stopped at a would-crash) is dropped while
    // the map is alive: run later, it would reach into a torn-down SDK model.
    return try withExtendedLifetime(run) {
      try MainRunLoop.withTurns {
        while try run.applyNext() {
          guard run.checkApplied() else { break }
        }
        return run.record
      }
    }
  }

  /// The causes of `violation` (``Violation/causes``) in a run of `scenario` without rules,
  /// read at `step`: for a metamorphic relation, whose violation compares two finished runs,
  /// the run whose constraints it blames is played again up to the step it names.
  ///
  /// - Parameters:
  ///   - violation: The violation to attribute.
  ///   - scenario: The run to play: the case's, or the relation's variant.
  ///   - step: The step at which to read the live model.
  /// - Returns: The causes; empty when the run ends before `step`.
  /// - Throws: What ``run(_:checking:)`` throws.
  public func causes(of violation: Violation, in scenario: Scenario, at step: Int) throws
    -> [ConstraintCause]
  {
    try inspect(scenario, at: step) { $0.causes(of: violation) } ?? []
  }

  /// Why one element is where it is at one step of `scenario`: its frame and the constraints
  /// that placed it on each axis (``PlacementExplanation``), what `nav-layout-check why`
  /// prints.
  ///
  /// - Parameters:
  ///   - element: An element's name (`opaqueOverlay 'orderCard'`), an
  ///     `accessibilityIdentifier` (`orderCard`) or a role (`etaCard`, `googleLogo`).
  ///   - scenario: The scenario to play, without rules.
  ///   - step: The step, 1-based; the closing settle is the events' count + 1.
  /// - Returns: The explanation; nil when the run ends before `step`.
  /// - Throws: What ``run(_:checking:)`` throws, and ``ScenarioError/noSuchElement(_:known:)``
  ///   when nothing on the map at that step answers to `element`.
  public func explain(_ element: String, in scenario: Scenario, at step: Int) throws
    -> PlacementExplanation?
  {
    let event = step <= scenario.events.count ? scenario.events[step - 1] : nil
    return try inspect(scenario, at: step) { capture in
      capture.explanation(of: element, step: step, event: event)
    }?.get()
  }

  /// Plays `scenario` without rules up to `step` and reads the live model there with `body`;
  /// nil when the run ends first.
  private func inspect<T>(_ scenario: Scenario, at step: Int, _ body: (SnapshotCapture) -> T)
    throws -> T?
  {
    let run = try CaseRun(self, scenario, checking: false)
    return try withExtendedLifetime(run) {
      try MainRunLoop.withTurns {
        while try run.applyNext() {
          let played = run.pendingStep
          guard run.checkApplied() else { break }
          if played == step { return body(run.capture) }
        }
        return nil
      }
    }
  }

  /// One run of a scenario in steps: play the next event, then check it. ``run(_:checking:)``
  /// takes the steps back to back; a caller off the main thread (Swift Testing reaches the main
  /// actor through the main queue) takes each in its own hop, so blocks the delegate queued on
  /// the main queue run in between, as the run loop turns between callbacks on a device
  /// (``runHopping(_:_:checking:)``).
  @MainActor
  final class CaseRun {
    private let scenario: Scenario
    let simulator: NavigationSimulator
    private var run: Run
    private var nextEvent = 0
    private var stage = Stage.events
    /// The step just played and not yet checked.
    private var played: (step: Int, event: SDKEvent?)?

    private enum Stage { case events, closing, disabling, over }

    /// Sets up the simulator with a fresh delegate.
    /// - Throws: ``IllegalEvent`` when an event is not legal where the scenario puts it;
    ///   ``ScenarioError/delegateRefused(_:)`` when the map refuses the delegate.
    init(_ driver: LifecycleDriver, _ scenario: Scenario, checking: Bool) throws {
      if case .failure(let illegal) = scenario.phases() { throw illegal }
      self.scenario = scenario
      let environment = scenario.environment
      simulator = NavigationSimulator(
        screen: environment.screen, configuration: environment.configuration,
        device: environment.simulatedDevice)
      do {
        try simulator.mapView.setLayoutDelegate(driver.makeDelegate())
      } catch {
        throw ScenarioError.delegateRefused(String(describing: error))
      }
      run = Run(
        scenario: scenario, rules: checking ? driver.rules : [],
        capture: SnapshotCapture(simulator: simulator, roles: driver.roles),
        attributesCauses: driver.attributesCauses)
      run.measuresSlack = checking && driver.measuresSlack
    }

    /// The snapshots so far and the first violation.
    var record: CaseRecord { run.record }

    /// The step just played and not yet checked, if any.
    var pendingStep: Int? { played?.step }

    /// What reads the live model.
    var capture: SnapshotCapture { run.capture }

    /// Plays the next event; after the last, settles (the closing checkpoint), then disables
    /// navigation if it is on and settles again. False when nothing is left.
    func applyNext() throws -> Bool {
      switch stage {
      case .events where nextEvent < scenario.events.count:
        let event = scenario.events[nextEvent]
        nextEvent += 1
        try simulator.apply(event)
        played = (nextEvent, event)
      case .events:
        simulator.settle()
        played = (scenario.events.count + 1, nil)
        stage = .closing
      case .closing where simulator.phase != .off:
        try simulator.apply(.disableNavigation)
        simulator.settle()
        played = (scenario.events.count + 2, .disableNavigation)
        stage = .disabling
      case .closing, .disabling, .over:
        stage = .over
        return false
      }
      return true
    }

    /// Checks the step just played; false when a violation ended the run (one a device would
    /// not survive).
    func checkApplied() -> Bool {
      guard let (step, event) = played else { return false }
      played = nil
      guard run.checkStep(step, event: event, simulator: simulator) else {
        stage = .over
        return false
      }
      return true
    }
  }

  /// The order causes come in at one checkpoint: Auto Layout's own problems, then what the
  /// delegate did to the SDK or left behind (legacy API, tampering, hidden writes, misplaced
  /// Google views, leftovers, overridden sizes), then the geometry that follows from those,
  /// in ID order. A leftover prompt that overlaps a button is a leftover first.
  nonisolated static let causeOrder = [
    "NLC-011", "NLC-013", "NLC-014", "NLC-015", "NLC-012", "NLC-007", "NLC-009", "NLC-008",
    "NLC-010",
  ]

  /// The rank of a rule's findings at one checkpoint: its place in ``causeOrder``, else after
  /// them all.
  nonisolated static func causeRank(_ ruleID: String) -> Int {
    causeOrder.firstIndex(of: ruleID) ?? causeOrder.count
  }

  /// Every finding at one checkpoint, cause first: errors by ``causeRank(_:)`` then ID, then
  /// warnings in ID order; for each rule its findings over the step's snapshot, else over the
  /// first animation sample where it finds any. A finding that highlights an element an
  /// unsatisfiable set ties says so (``LayoutSnapshot/elementsInConflict``): UIKit's broken
  /// constraint may be what put it there.
  ///
  /// - Parameters:
  ///   - rules: The rules to judge.
  ///   - snapshots: The step's snapshot first, then its animation samples.
  ///   - context: The run so far.
  /// - Returns: Every violation found; empty when none.
  static func findings(
    _ rules: [any ConformanceRule], of snapshots: [LayoutSnapshot], in context: RuleContext
  ) -> [Violation] {
    guard let main = snapshots.first else { return [] }
    let lead = AutoLayoutCleanRule().id
    var found: [Violation] = []
    for rule in rules.sorted(by: { $0.id < $1.id }) {
      for candidate in snapshots where candidate == main || rule.checksAnimationFrames {
        let findings = rule.findings(candidate, in: context)
        guard !findings.isEmpty else { continue }
        for var finding in findings {
          let moved = finding.highlights.map(\.label).filter(main.elementsInConflict.contains)
          if rule.id != lead, !moved.isEmpty {
            var names: [String] = []
            for name in moved where !names.contains(name) { names.append(name) }
            finding.detail +=
              "; \(names.joined(separator: ", ")) moved by the constraint broken at this step"
          }
          found.append(
            Violation(
              ruleID: rule.id, severity: finding.severity ?? rule.severity, snapshot: candidate,
              finding: finding))
        }
        break
      }
    }
    func rank(_ violation: Violation) -> Int {
      if violation.severity == .warning { return causeOrder.count + 1 }
      // An undetermined frame is what a view left behind without its constraints shows: the
      // leftover is the cause (CaseRecord.canFollow(_:from:)).
      if violation.ruleID == lead, violation.finding.kind == "ambiguous" {
        return causeRank("NLC-010")
      }
      return causeRank(violation.ruleID)
    }
    // A stable sort on the ID-ordered list keeps ID order within each rank.
    return found.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    .map(\.element)
  }

  /// The state of one run: snapshots so far and the rules to apply.
  @MainActor
  struct Run {
    var record: CaseRecord
    let rules: [any ConformanceRule]
    let capture: SnapshotCapture
    let attributesCauses: Bool
    var lastSettled: LayoutSnapshot?
    /// Whether conforming checkpoints record the rules' slack.
    var measuresSlack = false

    init(
      scenario: Scenario, rules: [any ConformanceRule], capture: SnapshotCapture,
      attributesCauses: Bool = false
    ) {
      record = CaseRecord(scenario: scenario)
      self.rules = rules
      self.capture = capture
      self.attributesCauses = attributesCauses
    }

    /// Snapshots and checks one step, recording every violation; false when one ends the run
    /// (an operation that raises on a device).
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
        // The common case passes: rules stop at the first finding, and only a failing
        // checkpoint pays for judging every rule (findings(_:of:in:)).
        var breaks = false
        checking: for candidate in snapshots {
          // Compared once per candidate, not once per rule: a deep comparison of two snapshots.
          let isMain = candidate == snapshot
          // By index: the rules are called in place, not copied out of the array one by one.
          for index in rules.indices where isMain || rules[index].checksAnimationFrames {
            guard rules[index].check(candidate, in: context) != nil else { continue }
            breaks = true
            break checking
          }
        }
        if breaks {
          var all = LifecycleDriver.findings(rules, of: snapshots, in: context)
          if attributesCauses {
            for (index, causes) in capture.causes(of: all).enumerated() {
              all[index].causes = causes
            }
          }
          record.add(all)
          // After an operation that raises, a device would not go on.
          stops = all.contains {
            $0.ruleID == AutoLayoutCleanRule().id
              && $0.finding.kind?.hasPrefix("would crash") == true
          }
          if stops { record.endedEarly = true }
        } else if measuresSlack {
          for index in rules.indices {
            rules[index].measureSlack(snapshot, in: context, into: &record.slacks)
          }
        }
      }
      record.steps.append(snapshot)
      if settled { lastSettled = snapshot }
      return !stops
    }

    private func hasPrompt(_ snapshot: LayoutSnapshot) -> Bool {
      for element in snapshot.elements where element.role == .prompt { return true }
      return false
    }
  }
}
