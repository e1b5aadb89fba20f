/// A Swift expression as a tree, printed on one line when it fits and one argument per line
/// when it does not, so rendered repro tests read like hand-written code.
indirect enum SwiftExpression: Equatable {
  /// Text printed as is: `.iPhone15`, `393`, `nil`.
  case literal(String)
  /// `callee(label: value, …)`; an empty label prints no `label:`.
  case call(String, [(label: String, value: SwiftExpression)])
  /// `[a, b]`.
  case array([SwiftExpression])

  static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool {
    lhs.flat == rhs.flat
  }

  /// The longest line the printer aims for.
  static let lineLimit = 100

  /// The expression on one line.
  var flat: String {
    switch self {
    case .literal(let text): return text
    case .call(let callee, let arguments):
      return callee + "("
        + arguments.map { Self.argument($0.label, $0.value.flat) }
        .joined(separator: ", ") + ")"
    case .array(let elements):
      return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
    }
  }

  /// The expression starting after `prefix` on a line indented by `indent` spaces; breaks
  /// arguments one per line (with a trailing comma in arrays) when the line would be too long.
  func render(indent: Int, prefix: String = "") -> [String] {
    let pad = String(repeating: " ", count: indent)
    let single = pad + prefix + flat
    if single.count <= Self.lineLimit { return [single] }
    switch self {
    case .literal: return [single]
    case .call(let callee, let arguments):
      // Arguments are packed greedily, as swift-format does; one too long for a line of its
      // own is broken in turn.
      let texts = arguments.map { Self.argument($0.label, $0.value.flat) }
      var lines = [pad + prefix + callee + "("]
      var current = ""
      let innerPad = String(repeating: " ", count: indent + 2)
      for (offset, argument) in arguments.enumerated() {
        let suffix = offset == arguments.count - 1 ? ")" : ","
        let piece = texts[offset] + suffix
        if !current.isEmpty, (current + " " + piece).count <= Self.lineLimit {
          current += " " + piece
          continue
        }
        if !current.isEmpty { lines.append(current) }
        current = innerPad + piece
        if current.count > Self.lineLimit {
          var inner = argument.value.render(
            indent: indent + 2, prefix: argument.label.isEmpty ? "" : argument.label + ": ")
          inner[inner.count - 1] += suffix
          lines += inner
          current = ""
        }
      }
      if !current.isEmpty { lines.append(current) }
      if arguments.isEmpty { lines[0] += ")" }
      return lines
    case .array(let elements):
      var lines = [pad + prefix + "["]
      for element in elements {
        var inner = element.render(indent: indent + 2)
        inner[inner.count - 1] += ","
        lines += inner
      }
      lines.append(pad + "]")
      return lines
    }
  }

  private static func argument(_ label: String, _ value: String) -> String {
    label.isEmpty ? value : label + ": " + value
  }
}
