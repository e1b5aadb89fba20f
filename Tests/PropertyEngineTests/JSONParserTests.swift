import PropertyEngine
import Testing

/// The corpus JSON parser: strict, line-numbered errors, and no crash on hostile input.
@Suite("JSON parser")
struct JSONParserTests {
  @Test("nesting past the limit is an error on its line, not a stack overflow")
  func deepNesting() {
    #expect(
      throws: JSONSyntaxError(line: 2, reason: "arrays and objects nest deeper than 128 levels")
    ) {
      try JSONParser.parse("\n" + String(repeating: "[", count: 10_000))
    }
    #expect(
      throws: JSONSyntaxError(line: 1, reason: "arrays and objects nest deeper than 128 levels")
    ) {
      try JSONParser.parse(
        String(repeating: "{\"a\":", count: 129) + "1" + String(repeating: "}", count: 129))
    }
  }

  @Test("nesting at the limit parses")
  func nestingAtLimit() throws {
    let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    var value = try JSONParser.parse(text)
    var levels = 0
    while case .array(let elements) = value {
      levels += 1
      value = elements.first ?? .null
    }
    #expect(levels == 128)
  }

  @Test("a leading byte order mark is skipped")
  func byteOrderMark() throws {
    #expect(
      try JSONParser.parse("\u{FEFF}{\n\"a\": 1}")
        == .object([JSONMember("a", .number("1"), line: 2)]))
    #expect(throws: JSONSyntaxError(line: 1, reason: "expected a value")) {
      try JSONParser.parse("{\"a\": \u{FEFF}1}")
    }
  }

  @Test("a duplicate member name is an error naming the key and its line")
  func duplicateKey() {
    #expect(throws: JSONSyntaxError(line: 3, reason: "duplicate member \"a\"")) {
      try JSONParser.parse("{\n\"a\": 1,\n\"a\": 2}")
    }
    #expect(throws: Never.self) { try JSONParser.parse("[{\"a\": 1}, {\"a\": 2}]") }
  }
}
