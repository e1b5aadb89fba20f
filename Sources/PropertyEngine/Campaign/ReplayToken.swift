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
///
/// A token may carry a label after an `@`, naming what it was made for (a tool records the
/// subject checked, so a replay on another one can be refused): `pe1.AQCsAg@order-card`. The
/// label never changes the case.
public struct ReplayToken: Hashable, Sendable, CustomStringConvertible {
  /// The prefix naming the token format version.
  public static let prefix = "pe1."
  /// The encoded choices.
  public let sequence: ChoiceSequence
  /// What the token was made for, if recorded: letters, digits, `.`, `_` and `-` only.
  public let label: String?
  /// The character between the choices and the label.
  public static let labelSeparator: Character = "@"

  /// Creates the token for a sequence.
  ///
  /// - Parameter sequence: The choices to encode.
  public init(sequence: ChoiceSequence) {
    self.sequence = sequence
    self.label = nil
  }

  /// Creates the token for a sequence, labelled.
  ///
  /// - Parameters:
  ///   - sequence: The choices to encode.
  ///   - label: What the token is for; nil, empty, or with a character other than letters,
  ///     digits, `.`, `_` and `-` (which could not be read back) records none.
  public init(sequence: ChoiceSequence, label: String?) {
    self.sequence = sequence
    self.label = label.flatMap { Self.isValidLabel($0) ? $0 : nil }
  }

  /// Whether `label` can be recorded in a token's text.
  public static func isValidLabel(_ label: String) -> Bool {
    !label.isEmpty
      && label.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "." || $0 == "_" || $0 == "-"
      }
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
    var body = trimmed.dropFirst(Self.prefix.count)
    var label: String?
    if let separator = body.firstIndex(of: Self.labelSeparator) {
      let recorded = String(body[body.index(after: separator)...])
      guard Self.isValidLabel(recorded) else {
        throw .malformedReplayToken(
          token: text, reason: "its label after \"@\" is empty or has a character other than "
            + "letters, digits, \".\", \"_\" and \"-\"")
      }
      label = recorded
      body = body[..<separator]
    }
    self.label = label
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
  public var text: String {
    let choices = Self.prefix + Base64URL.encode(Varint.encode(sequence.indices))
    guard let label else { return choices }
    return choices + String(Self.labelSeparator) + label
  }

  /// The token text.
  public var description: String { text }
}
