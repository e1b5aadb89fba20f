import Foundation
import PropertyEngine
import UIKitModel

/// Reads one JSON object of a Seeds file member by member, turning every problem into a
/// ``SeedFileError`` that names the file, the line and the expected shape.
struct JSONObjectReader {
  /// The file name for messages.
  let file: String
  /// The object's name in messages: `"environment"`, `event 3`.
  let name: String
  /// The line the object starts on (its first member's, else its parent's).
  let line: Int
  /// The members, in file order.
  let members: [JSONMember]

  /// Reads `value` as an object that may hold only `allowed` keys.
  ///
  /// - Throws: ``SeedFileError`` when `value` is not an object or holds another key.
  init(_ value: JSONValue, name: String, line: Int, file: String, allowed: [String])
    throws(SeedFileError)
  {
    self.file = file
    self.name = name
    guard case .object(let members) = value else {
      throw SeedFileError(file: file, line: line, message: "\(name) must be a JSON object {…}")
    }
    self.members = members
    self.line = members.first?.line ?? line
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      throw SeedFileError(
        file: file, line: unknown.line,
        message: "unknown member \"\(unknown.key)\" in \(name); expected "
          + allowed.joined(separator: ", "))
    }
  }

  func fail(_ line: Int, _ message: String) -> SeedFileError {
    SeedFileError(file: file, line: line, message: message)
  }

  /// The member `key`, if present and not null.
  func optional(_ key: String) -> JSONMember? {
    members.first { $0.key == key && $0.value != .null }
  }

  /// The member `key`; `shape` tells the fix when it is missing.
  func required(_ key: String, shape: String) throws(SeedFileError) -> JSONMember {
    guard let member = optional(key) else {
      throw fail(line, "\(name) needs \"\(key)\": \(shape)")
    }
    return member
  }

  /// A nested object reader for the member.
  func object(_ member: JSONMember, allowed: [String]) throws(SeedFileError) -> JSONObjectReader {
    try JSONObjectReader(
      member.value, name: "\"\(member.key)\"", line: member.line, file: file, allowed: allowed)
  }

  func number(_ member: JSONMember, shape: String = "a number") throws(SeedFileError) -> CGFloat {
    guard case .number(let text) = member.value, let value = Double(text), value.isFinite else {
      throw fail(member.line, "\"\(member.key)\" must be \(shape)")
    }
    return CGFloat(value)
  }

  func nonNegative(_ member: JSONMember, unit: String = "points") throws(SeedFileError)
    -> CGFloat
  {
    let shape = "a number of \(unit), 0 or more"
    let value = try number(member, shape: shape)
    guard value >= 0 else { throw fail(member.line, "\"\(member.key)\" must be \(shape)") }
    return value
  }

  func bool(_ member: JSONMember) throws(SeedFileError) -> Bool {
    guard case .bool(let value) = member.value else {
      throw fail(member.line, "\"\(member.key)\" must be true or false")
    }
    return value
  }

  func string(_ member: JSONMember, shape: String = "a string") throws(SeedFileError) -> String {
    guard case .string(let value) = member.value else {
      throw fail(member.line, "\"\(member.key)\" must be \(shape)")
    }
    return value
  }

  /// One of `options`, by name.
  func choice<Value>(_ member: JSONMember, _ options: [(String, Value)]) throws(SeedFileError)
    -> Value
  {
    let shape = "one of " + options.map(\.0).joined(separator: ", ")
    let text = try string(member, shape: shape)
    guard let match = options.first(where: { $0.0 == text }) else {
      throw fail(member.line, "\"\(member.key)\" must be \(shape)")
    }
    return match.1
  }

  /// `[width, height]`, in points.
  func size(_ member: JSONMember) throws(SeedFileError) -> CGSize {
    let numbers = try pair(member, shape: "[width, height] in points, each 0 or more")
    return CGSize(width: numbers[0], height: numbers[1])
  }

  /// Two non-negative numbers.
  func pair(_ member: JSONMember, shape: String) throws(SeedFileError) -> [CGFloat] {
    guard case .array(let elements) = member.value, elements.count == 2 else {
      throw fail(member.line, "\"\(member.key)\" must be \(shape)")
    }
    var numbers: [CGFloat] = []
    for element in elements {
      guard case .number(let text) = element, let value = Double(text), value.isFinite, value >= 0
      else { throw fail(member.line, "\"\(member.key)\" must be \(shape)") }
      numbers.append(CGFloat(value))
    }
    return numbers
  }

  /// `{"top": 0, "left": 0, "bottom": 0, "right": 0}`, in points.
  func insets(_ member: JSONMember) throws(SeedFileError) -> UIEdgeInsets {
    let shape = "{\"top\": 0, \"left\": 0, \"bottom\": 0, \"right\": 0} in points"
    let edges = ["top", "left", "bottom", "right"]
    let reader = try object(member, allowed: edges)
    var values: [CGFloat] = []
    for edge in edges {
      values.append(try reader.nonNegative(try reader.required(edge, shape: shape)))
    }
    return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
