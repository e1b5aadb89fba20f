/// Thrown by ``Conformance/check(_:delegate:)`` when the delegate breaks a rule; its
/// description is the whole report, with every shrunk repro, so a failing test shows it all.
public struct ConformanceFailure: Error, Sendable, CustomStringConvertible {
  /// The campaign's report.
  public var report: ConformanceReport

  /// Creates a failure from a report.
  public init(report: ConformanceReport) {
    self.report = report
  }

  public var description: String { report.description }
}
