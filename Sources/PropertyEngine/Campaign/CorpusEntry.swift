/// One saved failing case, as stored in Seeds/ and in the failure database: a versioned JSON
/// object naming the property, the failure identity, the replay token and a readable summary.
///
/// ```swift
/// let entry = CorpusEntry(
///   property: "reverse", identity: "reverse", token: ReplayToken(sequence: [1, 0, 1, 1, 0]),
///   summary: "[0, 1]")
/// print(entry.json.serialized)
/// // {"schemaVersion":1,"property":"reverse","identity":"reverse","choices":"pe1.AQABAQA","summary":"[0, 1]"}
/// ```
public struct CorpusEntry: Hashable, Sendable {
  /// The schema version this engine writes and reads.
  public static let schemaVersion = 1

  /// The property's name.
  public var property: String
  /// The failure identity when it was saved.
  public var identity: String
  /// The choices, as a replay token.
  public var token: ReplayToken
  /// The failing value, described, for people reading the file.
  public var summary: String

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - property: The property's name.
  ///   - identity: The failure identity.
  ///   - token: The replay token of the choices.
  ///   - summary: The value, described.
  public init(property: String, identity: String, token: ReplayToken, summary: String) {
    self.property = property
    self.identity = identity
    self.token = token
    self.summary = summary
  }

  /// The entry as a JSON object, members in a fixed order.
  public var json: JSONValue {
    .object([
      JSONMember("schemaVersion", .integer(Self.schemaVersion)),
      JSONMember("property", .string(property)),
      JSONMember("identity", .string(identity)),
      JSONMember("choices", .string(token.text)),
      JSONMember("summary", .string(summary)),
    ])
  }

  /// Decodes an entry from a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, for error messages.
  /// - Throws: ``PropertyEngineError/malformedCorpusFile(path:line:reason:)`` for bad JSON, a
  ///   missing or mistyped member, or a bad token; ``PropertyEngineError/unsupportedCorpusVersion(path:line:found:)``
  ///   for another schema version.
  public init(parsing text: String, path: String) throws(PropertyEngineError) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw .malformedCorpusFile(path: path, line: error.line, reason: error.reason)
    }
    guard case .object(let members) = value else {
      throw .malformedCorpusFile(path: path, line: 1, reason: "the file is not a JSON object")
    }
    func string(_ key: String) throws(PropertyEngineError) -> (String, Int) {
      guard let member = members.first(where: { $0.key == key }) else {
        throw .malformedCorpusFile(path: path, line: 1, reason: "member \"\(key)\" is missing")
      }
      guard case .string(let text) = member.value else {
        throw .malformedCorpusFile(
          path: path, line: member.line, reason: "member \"\(key)\" must be a string")
      }
      return (text, member.line)
    }
    guard let version = members.first(where: { $0.key == "schemaVersion" }) else {
      throw .malformedCorpusFile(path: path, line: 1, reason: "member \"schemaVersion\" is missing")
    }
    guard case .number(let number) = version.value, let found = Int(number) else {
      throw .malformedCorpusFile(
        path: path, line: version.line, reason: "schemaVersion must be an integer")
    }
    guard found == Self.schemaVersion else {
      throw .unsupportedCorpusVersion(path: path, line: version.line, found: found)
    }
    let (choices, choicesLine) = try string("choices")
    do {
      token = try ReplayToken(parsing: choices)
    } catch {
      throw .malformedCorpusFile(
        path: path, line: choicesLine, reason: "\"choices\" is not a replay token (\(error))")
    }
    property = try string("property").0
    identity = try string("identity").0
    summary = try string("summary").0
  }

  /// The file name the entry is stored under: the property name made file-safe, and a
  /// 64-bit FNV-1a hash of the choices, so equal cases share one file.
  public var fileName: String {
    let safe = String(property.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in token.text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return "\(safe)-\(String(repeating: "0", count: 16 - hex.count))\(hex).json"
  }
}
