/// How close the conforming checkpoints of one case came to breaking each geometric rule: the
/// least slack per rule and subject, in points (``ConformanceRule/measureSlack(_:in:into:)``).
///
/// A subject is what the slack is about: one element (`googleLogo`), a pair
/// (`etaCard ~ orderStatus`, the two names in order) or a named measure (`viewport size`). The
/// boundary search keeps the tightest cases per rule and subject, so a pair that always touches
/// (slack 0 in every case) does not hide a pair whose gap shrinks toward an overlap.
///
/// ```swift
/// var readings = SlackReadings()
/// readings.record(3, rule: "NLC-003", "orderStatus", "etaCard")
/// readings.record(1, rule: "NLC-003", "etaCard", "orderStatus")
/// print(readings.labels.map(\.label))  // ["NLC-003 etaCard ~ orderStatus"]
/// ```
public struct SlackReadings: Sendable {
  /// One rule and subject and its least slack, in points.
  public struct Reading: Sendable, Equatable {
    /// The rule, such as `NLC-003`.
    public var ruleID: String
    /// The subject's first name (or the only one).
    public var first: String
    /// The subject's second name; empty for one element or a named measure.
    public var second: String
    /// The least slack seen, in points.
    public var points: Double
  }

  /// The readings, in first-recorded order (an array, not a dictionary: the order must not
  /// depend on hashing).
  public private(set) var readings: [Reading] = []
  /// Where the next subject is looked for first: checkpoints meet the subjects in the same
  /// order, so the one after the last match is usually the next, and a record is a compare or
  /// two instead of a scan.
  private var cursor = 0

  /// No readings.
  public init() {}

  /// Keeps the least slack for `ruleID` and a subject of one or two names; a pair's names are
  /// put in order so either way round is one subject. Allocates only for a new subject.
  ///
  /// - Parameters:
  ///   - points: The slack, in points: the distance by which the checkpoint passes.
  ///   - ruleID: The rule.
  ///   - first: An element's name, or a measure's.
  ///   - second: The other element's name for a pair; empty otherwise.
  public mutating func record(
    _ points: Double, rule ruleID: String, _ first: String, _ second: String = ""
  ) {
    let (a, b) = second.isEmpty || first <= second ? (first, second) : (second, first)
    let count = readings.count
    for offset in 0..<count {
      let index = (cursor + offset) % count
      guard readings[index].first == a, readings[index].second == b,
        readings[index].ruleID == ruleID
      else { continue }
      if points < readings[index].points { readings[index].points = points }
      cursor = index + 1
      return
    }
    readings.append(Reading(ruleID: ruleID, first: a, second: b, points: points))
    cursor = readings.count
  }

  /// The engine label of each reading, `RULE subject` (`NLC-003 etaCard ~ orderStatus`), with
  /// its slack.
  public var labels: [(label: String, points: Double)] {
    readings.map { reading in
      let subject = reading.second.isEmpty ? reading.first : reading.first + " ~ " + reading.second
      return (reading.ruleID + " " + subject, reading.points)
    }
  }
}
