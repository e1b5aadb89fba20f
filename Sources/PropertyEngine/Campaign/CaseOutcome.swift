/// How one test case ended.
///
/// ```swift
/// let outcome = CaseOutcome.failed(PropertyFailure(identity: "x", message: "boom"))
/// print(outcome.failure?.identity ?? "none")  // x
/// ```
public enum CaseOutcome: Hashable, Sendable {
  /// The property held.
  case passed
  /// A filter or assumption discarded the case.
  case rejected(reason: String)
  /// The case needed more choices than allowed.
  case overrun
  /// The property failed.
  case failed(PropertyFailure)

  /// The failure, when the case failed.
  public var failure: PropertyFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }

  /// A one-word name for reports and the JSON schema: passed, rejected, overrun or failed.
  public var name: String {
    switch self {
    case .passed: "passed"
    case .rejected: "rejected"
    case .overrun: "overrun"
    case .failed: "failed"
    }
  }
}
