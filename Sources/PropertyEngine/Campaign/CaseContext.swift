/// What a property body uses to label its case, discard it, or fail it with an identity.
///
/// Labels feed the campaign's statistics and coverage requirements; an assumption that does
/// not hold discards the case without failing it.
///
/// ```swift
/// let property = Property("halves", Gen<Int>.integers(in: 0...9)) { value, context in
///   context.classify(value % 2 == 0, "even")
///   try context.require(value / 2 * 2 <= value, identity: "halves", "\(value)")
/// }
/// ```
public final class CaseContext {
  /// The labels attached so far, in first-use order, without repeats.
  public private(set) var labels: [String] = []
  /// The smallest slack recorded for each label (``slack(_:label:)``), in first-use order.
  public private(set) var slacks: [SlackObservation] = []
  private var slackHint = 0

  /// Creates an empty context; the engine makes one per case.
  public init() {}

  /// Attaches a label to the case.
  ///
  /// - Parameter label: The label, counted once per case.
  public func label(_ label: String) {
    if !labels.contains(label) { labels.append(label) }
  }

  /// Attaches a label when a condition holds.
  ///
  /// - Parameters:
  ///   - condition: Whether the case belongs to the class.
  ///   - label: The class's label.
  public func classify(_ condition: Bool, _ label: String) {
    if condition { self.label(label) }
  }

  /// Records how close the case came to failing under `label`; the smallest value per label is
  /// kept. Unlike a label, a slack does not count in the statistics: it steers the boundary
  /// search (``CampaignConfiguration/boundaryShare``), which mutates the cases with the least
  /// slack toward less, and it is reported as the campaign's tightest per label.
  ///
  /// - Parameters:
  ///   - value: The slack, in the property's unit; non-finite values are ignored.
  ///   - label: What it measures, such as a rule ID.
  public func slack(_ value: Double, label: String) {
    SlackObservation.keepMinimum(value, label: label, in: &slacks, hint: &slackHint)
  }

  /// Discards the case unless a condition holds.
  ///
  /// - Parameters:
  ///   - condition: The assumption.
  ///   - reason: A name for the assumption, counted in the rejection statistics.
  /// - Throws: ``GenerationStop/rejected(reason:)`` when the condition is false.
  public func assume(_ condition: Bool, _ reason: String = "assume") throws(GenerationStop) {
    if !condition { throw .rejected(reason: reason) }
  }

  /// Fails the case unless a condition holds.
  ///
  /// - Parameters:
  ///   - condition: What the property requires.
  ///   - identity: Which way the case fails, such as a rule ID.
  ///   - message: What went wrong, evaluated only on failure.
  /// - Throws: ``PropertyFailure`` with the identity and message when the condition is false.
  public func require(
    _ condition: Bool, identity: String, _ message: @autoclosure () -> String = ""
  ) throws(PropertyFailure) {
    if !condition { throw PropertyFailure(identity: identity, message: message()) }
  }
}
