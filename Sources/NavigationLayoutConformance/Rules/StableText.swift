/// Turns a rule's free text into the stable part of a bug's signature
/// (``BugSignature/kind``): what stays the same from case to case when the same code breaks
/// the rule.
enum StableText {
  /// `text` with object addresses and numbers replaced by `#`, so `Unable to activate
  /// constraint … 0x6000… constant 12.5` reads the same in every case.
  static func kind(of text: String) -> String {
    var output = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isNumber {
        // A number (with its fraction, sign and any hexadecimal digits) becomes one `#`.
        var end = text.index(after: index)
        while end < text.endIndex, text[end].isHexDigit || text[end] == "." || text[end] == "x" {
          end = text.index(after: end)
        }
        if output.last == "-" { output.removeLast() }
        output.append("#")
        index = end
      } else {
        output.append(character)
        index = text.index(after: index)
      }
    }
    return output
  }
}
