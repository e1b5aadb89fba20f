/// A JSON value that keeps object members in order and numbers as their exact text, so
/// written output is deterministic and 64-bit seeds survive a round trip.
///
/// ```swift
/// let value = JSONValue.object([.init("schemaVersion", .number("1")), .init("ok", .bool(true))])
/// print(value.serialized)  // {"schemaVersion":1,"ok":true}
/// ```
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its literal text.
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in order.
  case object([JSONMember])

  /// Makes a number from an integer.
  ///
  /// - Parameter value: The integer.
  /// - Returns: `.number` with its decimal text.
  public static func integer(_ value: some BinaryInteger) -> JSONValue { .number("\(value)") }

  /// The member value for a key, when this is an object that has it.
  ///
  /// - Parameter key: The member name.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The compact JSON text, members in their stored order.
  public var serialized: String {
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let elements):
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { output += "," }
        Self.writeString(member.key, to: &output)
        output += ":"
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

/// One member of a JSON object, with the line its value started on when parsed.
///
/// ```swift
/// let member = JSONMember("property", .string("reverse"))
/// print(member.line)  // 0
/// ```
public struct JSONMember: Hashable, Sendable {
  /// The member name.
  public var key: String
  /// The member value.
  public var value: JSONValue
  /// The one-based line of the value in parsed text, 0 for values built in code.
  public var line: Int

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - key: The name.
  ///   - value: The value.
  ///   - line: The source line, 0 when built in code.
  public init(_ key: String, _ value: JSONValue, line: Int = 0) {
    self.key = key
    self.value = value
    self.line = line
  }
}
