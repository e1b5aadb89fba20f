/// A property's report that a case failed, with an identity saying which way it failed.
///
/// The identity (for example a rule ID such as `NLC-003`) is what "fails the same way" means
/// to the shrinker: a smaller case that fails with another identity is a different bug and is
/// not accepted. The message is for people and may change as the case shrinks.
///
/// ```swift
/// let failure = PropertyFailure(identity: "reverse", message: "[0, 1] reversed is [1, 0]")
/// print(failure)  // reverse: [0, 1] reversed is [1, 0]
/// ```
public struct PropertyFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which way the case failed; equal identities are the same bug.
  public var identity: String
  /// What went wrong, for the report.
  public var message: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - identity: Which way the case failed, such as a rule ID.
  ///   - message: What went wrong.
  public init(identity: String, message: String) {
    self.identity = identity
    self.message = message
  }

  /// The identity and message, separated by a colon.
  public var description: String { "\(identity): \(message)" }

  /// The identity given to a failure from a child process that trapped.
  public static let trapIdentity = "trap"
  /// The identity given to a failure from a child process that exceeded its time limit.
  public static let timeoutIdentity = "timeout"

  /// Makes a failure from any error a property threw: a `PropertyFailure` keeps its identity,
  /// any other error is identified by its type.
  ///
  /// - Parameter error: The thrown error.
  /// - Returns: The failure to record.
  public static func from(_ error: any Error) -> PropertyFailure {
    if let failure = error as? PropertyFailure { return failure }
    return PropertyFailure(
      identity: "error:" + String(reflecting: type(of: error)), message: String(describing: error))
  }
}
