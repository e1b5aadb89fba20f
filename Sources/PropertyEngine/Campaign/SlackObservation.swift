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
    guard slack.isFinite else { return }
    if let index = observations.firstIndex(where: { $0.label == label }) {
      if slack < observations[index].slack { observations[index].slack = slack }
    } else {
      observations.append(SlackObservation(label: label, slack: slack))
    }
  }
}
