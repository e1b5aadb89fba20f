/// Quotes words for the command lines the tool prints (`Replay:` lines, JSON `command`), so
/// pasting one into a POSIX shell passes every word through unchanged, quotes and `$` included.
enum ShellWord {
  /// `word` as is when it holds only characters no shell treats specially, else in single
  /// quotes with each `'` written `'\''`.
  static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
        || "-_./:=,+@%".unicodeScalars.contains(scalar)
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
