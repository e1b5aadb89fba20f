/// Text made safe for XML content and attribute values, for the SVG pictures and the command
/// line's JUnit reports.
public enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by their entities.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
