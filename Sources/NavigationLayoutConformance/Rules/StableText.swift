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

  /// A short stable name for an operation that raises (NLC-011 `would crash:`): the
  /// exception's point in a few words for the ones UIKit raises, else its text up to the first
  /// sentence's end, numbers as `#`.
  static func crashKind(of reason: String) -> String {
    let known = [
      ("no common ancestor", "items with no common ancestor"),
      ("leading/trailing attribute and a right/left", "leading/trailing mixed with left/right"),
      ("location equal to a constant", "a location equal to a constant"),
      ("add self as subview", "a view added into itself"),
      ("Mutating a priority from required", "a priority changed between required and optional"),
      ("Invalid pairing of layout attributes", "an invalid pairing of attributes"),
      ("must each be a view or layout guide", "an item that is no view or layout guide"),
      ("not prepared for the constraint", "a constraint added outside its items' hierarchy"),
      ("constant is not finite", "a constant that is not finite"),
      ("illegal to set priority", "an invalid priority"),
    ]
    for (phrase, name) in known where reason.contains(phrase) { return name }
    let sentence = reason.prefix { $0 != "." }
    return kind(of: String(sentence.prefix(80)))
  }
}
