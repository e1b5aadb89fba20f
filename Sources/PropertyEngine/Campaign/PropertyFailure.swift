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
  /// Other ways the same case failed, found with this one (other rules broken at the same
  /// step), most relevant first; each with its own identity and message, none nested.
  ///
  /// The shrinker keeps ``identity``; a campaign with
  /// ``CampaignConfiguration/FailureMode/collectDistinctFailures`` also shrinks each of these
  /// whose identity it has not seen, accepting candidates that show it here or as their
  /// identity, so every bug a case showed gets its own counterexample.
  public var alsoFound: [PropertyFailure]
  /// Short tags for what else this failure brought about in the case (for a conformance bug,
  /// the rules its consequences broke); a campaign collects them per identity over every case
  /// (``Counterexample/relatedSeen``). Not part of what "the same failure" means.
  public var related: [String] = []

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - identity: Which way the case failed, such as a rule ID.
  ///   - message: What went wrong.
  ///   - alsoFound: Other failures the same case showed; none by default.
  public init(identity: String, message: String, alsoFound: [PropertyFailure] = []) {
    self.identity = identity
    self.message = message
    self.alsoFound = alsoFound
  }

  /// Whether the case failed with `identity`, as its own identity or, when `orAlsoFound`, as
  /// one of ``alsoFound``.
  ///
  /// - Parameters:
  ///   - identity: The identity looked for.
  ///   - orAlsoFound: Whether an identity among ``alsoFound`` counts.
  /// - Returns: Whether it matches.
  public func shows(_ identity: String, orAlsoFound: Bool) -> Bool {
    self.identity == identity || (orAlsoFound && alsoFound.contains { $0.identity == identity })
  }

  /// The failure with `identity`: this one, or the one among ``alsoFound``; nil when neither.
  ///
  /// - Parameter identity: The identity looked for.
  /// - Returns: This failure, or the one of ``alsoFound`` with that identity.
  public func failure(identity: String) -> PropertyFailure? {
    if self.identity == identity { return self }
    return alsoFound.first { $0.identity == identity }
  }

  /// The identity and message, separated by a colon.
  public var description: String { "\(identity): \(message)" }

  /// The identity of a child process that could not run a case, and the prefix of a trap's.
  ///
  /// A trap is identified by its crash site, so two different crashes are two bugs: for
  /// example `trap:App/List.swift:12` for a `fatalError` there, or `trap:signal 4` when the
  /// runtime printed no message (an arithmetic overflow).
  public static let trapIdentity = "trap"
  /// The identity given to a failure from a child process that exceeded its time limit.
  public static let timeoutIdentity = "timeout"

  /// Makes a failure from any error a property threw: a `PropertyFailure` keeps its identity,
  /// any other error is identified by its type.
  ///
  /// The type name is the fully qualified one, without the runtime's addresses for types
  /// declared inside functions or private scopes, so the identity is the same in every process.
  ///
  /// - Parameter error: The thrown error.
  /// - Returns: The failure to record.
  ///
  /// ```swift
  /// func check() throws {
  ///   enum Bad: Error { case boom }
  ///   throw Bad.boom
  /// }
  /// do { try check() } catch { print(PropertyFailure.from(error).identity) }  // error:MyTests.Bad
  /// ```
  public static func from(_ error: any Error) -> PropertyFailure {
    if let failure = error as? PropertyFailure { return failure }
    return PropertyFailure(
      identity: "error:" + stableTypeName(type(of: error)), message: String(describing: error))
  }

  /// The qualified name of a type with every `(unknown context at $…).` part removed.
  ///
  /// `String(reflecting:)` names a local or private type's context by its load address, which
  /// changes from run to run (ASLR); identities must not, or the same seed gives other bytes
  /// and saved corpus identities stop matching.
  static func stableTypeName(_ type: any Any.Type) -> String {
    let marker = Array("(unknown context at ".utf8)
    let bytes = Array(String(reflecting: type).utf8)
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index...].starts(with: marker),
        let close = bytes[index...].firstIndex(of: UInt8(ascii: ")"))
      else {
        output.append(bytes[index])
        index += 1
        continue
      }
      // Skip the context and the dot that joins it to the next component.
      index = close + 1
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1 }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
