import PropertyEngine

extension JSONValue {
  /// The value as indented JSON for files people read and edit: the outer levels one member
  /// per line (so error lines point somewhere useful), deeper values on one line when they fit.
  ///
  /// - Parameter expandedDepth: Levels always broken one member per line.
  /// - Returns: The text, without a final newline.
  func pretty(expandedDepth: Int = 3) -> String {
    pretty(depth: 0, expandedDepth: expandedDepth, indent: "")
  }

  private func pretty(depth: Int, expandedDepth: Int, indent: String) -> String {
    let inline = spaced
    if depth >= expandedDepth, indent.count + inline.count <= 100 { return inline }
    let inner = indent + "  "
    switch self {
    case .array(let elements) where !elements.isEmpty:
      let lines = elements.map {
        inner + $0.pretty(depth: depth + 1, expandedDepth: expandedDepth, indent: inner)
      }
      return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members) where !members.isEmpty:
      let lines = members.map {
        inner + JSONValue.string($0.key).serialized + ": "
          + $0.value.pretty(depth: depth + 1, expandedDepth: expandedDepth, indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    default: return inline
    }
  }

  /// One line with a space after every comma and colon: `{"event": "resize", "size": [1, 2]}`.
  private var spaced: String {
    switch self {
    case .array(let elements): "[" + elements.map(\.spaced).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { JSONValue.string($0.key).serialized + ": " + $0.value.spaced }
        .joined(separator: ", ") + "}"
    default: serialized
    }
  }
}
