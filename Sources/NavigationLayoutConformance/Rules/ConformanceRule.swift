/// One rule of the catalogue, judged on each snapshot of a case (DESIGN.md §6; CONFORMANCE.md
/// §1 is the user-facing text).
///
/// A rule reads only the snapshot and the context, never the live model, and returns nil when
/// the snapshot conforms. It decides itself which moments it judges (``LayoutSnapshot/moment``):
/// most rules judge every snapshot taken after an event, cleanup rules only settled ones, and
/// NLC-005 also the presentation frames sampled during animations.
///
/// ```swift
/// struct LogoPresent: ConformanceRule {
///   let id = "NLC-001"
///   let title = "googleLogo present"
///   func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
///     snapshot.element(.googleLogo) == nil ? RuleFinding("the logo is not on the map") : nil
///   }
/// }
/// ```
public protocol ConformanceRule: Sendable {
  /// The stable ID, `NLC-001` to `NLC-026` (NLC-016 to NLC-018 and NLC-021 are not snapshot
  /// rules).
  var id: String { get }
  /// A short title, as in CONFORMANCE.md's table.
  var title: String { get }
  /// Whether a break fails the delegate.
  var severity: RuleSeverity { get }
  /// Whether the rule also judges presentation frames sampled during animations
  /// (``LayoutSnapshot/Moment/duringAnimation(seconds:)``); false for all but NLC-005.
  var checksAnimationFrames: Bool { get }
  /// Judges one snapshot.
  ///
  /// - Parameters:
  ///   - snapshot: The map at a checkpoint.
  ///   - context: The case so far.
  /// - Returns: What is wrong, or nil.
  func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding?
  /// Every finding in one snapshot, one per thing wrong (each overlapping pair, each element
  /// outside its area), in the order ``check(_:in:)`` would meet them; its first is
  /// ``check(_:in:)``'s finding. Called only at checkpoints that fail, so a case reports every
  /// bug a checkpoint shows, not the first per rule.
  ///
  /// - Parameters:
  ///   - snapshot: The map at a checkpoint.
  ///   - context: The case so far.
  /// - Returns: What is wrong; empty when nothing is.
  func findings(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [RuleFinding]
  /// Records how close a conforming snapshot came to breaking the rule, in points, per subject
  /// (an element, a pair, a named measure): the smallest gap between two elements that must not
  /// overlap, the distance of an element from the edge it must stay inside, the viewport's
  /// size over the floor. Called only at checkpoints where no rule broke, and only when the
  /// boundary search is on (``ConformanceConfiguration/boundaryShare``), which steers toward
  /// less slack. The default records nothing: a rule without a distance to measure need not
  /// say anything.
  ///
  /// - Parameters:
  ///   - snapshot: The map at a checkpoint that conforms.
  ///   - context: The case so far.
  ///   - readings: Where to record each slack (``SlackReadings/record(_:rule:_:_:)``).
  func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings)
}

extension ConformanceRule {
  /// Rules are errors unless they say otherwise.
  public var severity: RuleSeverity { .error }
  /// Rules judge checkpoints only unless they say otherwise.
  public var checksAnimationFrames: Bool { false }
  /// Rules measure no slack unless they say otherwise.
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {}
  /// Rules that find one thing at a time: ``check(_:in:)``'s finding.
  public func findings(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [RuleFinding] {
    check(snapshot, in: context).map { [$0] } ?? []
  }
}

/// A rule that finds several things at once (each overlapping pair, each element outside its
/// area): one scan serves ``ConformanceRule/check(_:in:)``, which stops at the first finding,
/// and ``ConformanceRule/findings(_:in:)``, which goes on.
public protocol ScanningRule: ConformanceRule {
  /// The findings in `snapshot`, in the order they are met: only the first unless `all`.
  ///
  /// - Parameters:
  ///   - snapshot: The map at a checkpoint.
  ///   - context: The case so far.
  ///   - all: Whether to go on after the first finding.
  /// - Returns: What is wrong; empty when nothing is.
  func scan(_ snapshot: LayoutSnapshot, in context: RuleContext, all: Bool) -> [RuleFinding]
}

extension ScanningRule {
  /// The first finding of ``scan(_:in:all:)``.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    scan(snapshot, in: context, all: false).first
  }

  /// Every finding of ``scan(_:in:all:)``.
  public func findings(_ snapshot: LayoutSnapshot, in context: RuleContext) -> [RuleFinding] {
    scan(snapshot, in: context, all: true)
  }
}
