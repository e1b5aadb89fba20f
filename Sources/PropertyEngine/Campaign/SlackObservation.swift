/// How close one case came to failing under one label: the smallest slack the property saw
/// there, in the property's own unit (points, for the conformance rules). Zero or below is at
/// the boundary; the boundary search (``CampaignConfiguration/boundaryShare``) drives it down.
///
/// ```swift
/// let tightest = SlackObservation(label: "NLC-003", slack: 0.5)
/// print(tightest.slack)  // 0.5
/// ```
public struct SlackObservation: Hashable, Sendable {
  /// What the slack measures, such as a rule ID or a rule ID and a pair of elements.
  public var label: String
  /// The slack, smallest seen; finite.
  public var slack: Double

  /// Creates an observation.
  ///
  /// - Parameters:
  ///   - label: What the slack measures.
  ///   - slack: How far from failing.
  public init(label: String, slack: Double) {
    self.label = label
    self.slack = slack
  }

  /// Keeps the smaller slack of `label` in `observations` (appending it when new): one entry
  /// per label, in first-seen order, never a dictionary, so the order does not depend on
  /// hashing.
  ///
  /// - Parameters:
  ///   - slack: The slack seen.
  ///   - label: Its label.
  ///   - observations: The entries to update.
  public static func keepMinimum(
    _ slack: Double, label: String, in observations: inout [SlackObservation]
  ) {
    var hint = 0
    keepMinimum(slack, label: label, in: &observations, hint: &hint)
  }

  /// ``keepMinimum(_:label:in:)`` looking first at `hint`, then on from it; `hint` is left
  /// after the entry updated. Cases record their labels in much the same order, so a caller
  /// merging a whole case passes one hint along and each label costs a compare or two.
  ///
  /// - Parameters:
  ///   - slack: The slack seen.
  ///   - label: Its label.
  ///   - observations: The entries to update.
  ///   - hint: Where to look first; updated.
  public static func keepMinimum(
    _ slack: Double, label: String, in observations: inout [SlackObservation], hint: inout Int
  ) {
    guard slack.isFinite else { return }
    let count = observations.count
    for offset in 0..<count {
      let index = (hint + offset) % count
      guard observations[index].label == label else { continue }
      if slack < observations[index].slack { observations[index].slack = slack }
      hint = index + 1
      return
    }
    observations.append(SlackObservation(label: label, slack: slack))
    hint = observations.count
  }
}
