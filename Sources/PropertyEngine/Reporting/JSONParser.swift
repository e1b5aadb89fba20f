/// A strict JSON parser that reports the line of every error, for corpus files people edit.
///
/// Strict means: a duplicate member name is an error (it would silently hide one value), and
/// nesting deeper than ``maximumDepth`` is an error rather than a stack overflow. A leading
/// UTF-8 byte order mark, which some editors write, is skipped.
///
/// ```swift
/// do {
///   _ = try JSONParser.parse("{\n  \"a\": tru\n}")
/// } catch {
///   print(error)  // JSONSyntaxError(line: 2, reason: "expected a value")
/// }
/// ```
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted; corpus files use two levels.
  public static let maximumDepth = 128

  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var depth = 0

  private init(_ text: String) {
    bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Parses a complete JSON document.
  ///
  /// - Parameter text: The document.
  /// - Returns: The value.
  /// - Throws: ``JSONSyntaxError`` with the line of the first problem: a syntax error, a
  ///   duplicate member name, or nesting deeper than ``maximumDepth``.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(text)
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw JSONSyntaxError(line: parser.line, reason: "unexpected text after the document")
    }
    return value
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
      default: return
      }
      position += 1
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw error("unexpected end of file") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default: return try parseNumber()
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var members: [JSONMember] = []
    skipWhitespace()
    if consume("}") { return .object(members) }
    repeat {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a quoted member name")
      }
      let keyLine = line
      let key = try parseString()
      guard !members.contains(where: { $0.key == key }) else {
        throw JSONSyntaxError(line: keyLine, reason: "duplicate member \"\(key)\"")
      }
      skipWhitespace()
      guard consume(":") else { throw error("expected ':' after \"\(key)\"") }
      skipWhitespace()
      let valueLine = line
      members.append(JSONMember(key, try parseValue(), line: valueLine))
      skipWhitespace()
    } while consume(",")
    guard consume("}") else { throw error("expected ',' or '}' in an object") }
    return .object(members)
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enterContainer()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume("]") { return .array(elements) }
    repeat {
      elements.append(try parseValue())
      skipWhitespace()
    } while consume(",")
    guard consume("]") else { throw error("expected ',' or ']' in an array") }
    return .array(elements)
  }

  /// Steps past an opening bracket or brace, refusing to nest deeper than the limit: parsing
  /// recurses once per level, so unbounded input would overflow the stack.
  private mutating func enterContainer() throws(JSONSyntaxError) {
    guard depth < Self.maximumDepth else {
      throw error("arrays and objects nest deeper than \(Self.maximumDepth) levels")
    }
    depth += 1
    position += 1
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
        scalars.append(try parseEscape())
      case UInt8(ascii: "\n"):
        throw error("unterminated string")
      default:
        raw.append(byte)
      }
    }
    throw error("unterminated string")
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard position < bytes.count else { throw error("unterminated escape") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "u"):
      guard position + 4 <= bytes.count,
        let code = UInt32(
          String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
        let scalar = Unicode.Scalar(code)
      else { throw error("invalid \\u escape") }
      position += 4
      return scalar
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      return Unicode.Scalar(byte)
    default:
      throw error("invalid escape")
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    while position < bytes.count, "-+.eE0123456789".utf8.contains(bytes[position]) {
      position += 1
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard !text.isEmpty, Double(text) != nil else { throw error("expected a value") }
    return .number(text)
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let wordBytes = Array(word.utf8)
    guard position + wordBytes.count <= bytes.count,
      Array(bytes[position..<position + wordBytes.count]) == wordBytes
    else { throw error("expected a value") }
    position += wordBytes.count
    return value
  }

  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  private func error(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, reason: reason)
  }
}

/// A JSON syntax error and the one-based line it was found on.
///
/// ```swift
/// print(JSONSyntaxError(line: 3, reason: "unterminated string").reason)  // unterminated string
/// ```
public struct JSONSyntaxError: Error, Hashable, Sendable {
  /// The one-based line.
  public var line: Int
  /// What is wrong.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - line: The one-based line.
  ///   - reason: What is wrong.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
}
