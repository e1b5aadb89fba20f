/// A short string that replays one case exactly: a version prefix and the choice sequence as
/// base64url-encoded variable-length integers.
///
/// Printed on every failure, so a failure seen in CI can be replayed on a laptop without
/// sharing the database.
///
/// ```swift
/// let token = ReplayToken(sequence: [1, 0, 300])
/// print(token.text)  // pe1.AQCsAg
/// print(try ReplayToken(parsing: token.text).sequence)  // [1, 0, 300]
/// ```
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
  /// The prefix naming the token format version.
  public static let prefix = "pe1."
  /// The encoded choices.
  public let sequence: ChoiceSequence

  /// Creates the token for a sequence.
  ///
  /// - Parameter sequence: The choices to encode.
  public init(sequence: ChoiceSequence) {
    self.sequence = sequence
  }

  /// Decodes a token.
  ///
  /// - Parameter text: The token as printed; surrounding whitespace is ignored.
  /// - Throws: ``PropertyEngineError/malformedReplayToken(token:reason:)`` when the prefix is
  ///   missing, a character is not base64url, or a varint is truncated or overlong.
  public init(parsing text: String) throws(PropertyEngineError) {
    let trimmed = String(text.filter { !$0.isWhitespace })
    guard trimmed.hasPrefix(Self.prefix) else {
      throw .malformedReplayToken(token: text, reason: "no \"\(Self.prefix)\" version prefix")
    }
    let body = trimmed.dropFirst(Self.prefix.count)
    guard let bytes = Base64URL.decode(String(body)) else {
      throw .malformedReplayToken(token: text, reason: "it is not base64url text")
    }
    do {
      sequence = ChoiceSequence(try Varint.decode(bytes))
    } catch {
      switch error {
      case .truncated:
        throw .malformedReplayToken(token: text, reason: "its choice list is truncated")
      case .overlong(let choice):
        throw .malformedReplayToken(
          token: text, reason: "choice \(choice) is overlong (its varint exceeds 64 bits)")
      }
    }
  }

  /// The token text, such as `pe1.AQCsAg`.
  public var text: String { Self.prefix + Base64URL.encode(Varint.encode(sequence.indices)) }

  /// The token text.
  public var description: String { text }
}
