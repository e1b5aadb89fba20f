/// Thrown by ``Conformance/check(_:delegate:)`` when the delegate breaks a rule; its
/// description is the whole report, with every shrunk repro, so a failing test shows it all.
public struct ConformanceFailure: Error, Sendable, CustomStringConvertible {
  /// The campaign's report.
  public var report: ConformanceReport
  /// The bug a repro test checks for (``Conformance/check(_:configuration:bug:delegate:)``),
  /// when it still shows; nil for a campaign's failure.
  public var bug: String?

  /// Creates a failure from a report.
  ///
  /// - Parameters:
  ///   - report: The report.
  ///   - bug: The signature of the one bug a repro test checks for, when that bug still shows.
  public init(report: ConformanceReport, bug: String? = nil) {
    self.report = report
    self.bug = bug
  }

  /// The report; a repro test's failure first says its bug still shows, since the verdict
  /// line of a warning's report reads `conforming`.
  public var description: String {
    guard let bug else { return report.description }
    return "still shows: \(bug)\n" + report.description
  }
}
