/// What a dead worker's standard error says about its crash: the Swift runtime's fatal-error
/// line, and the crash site it names.
///
/// The Swift runtime prints `file:line: Fatal error: message` (or `Precondition failed`,
/// `Assertion failed`) before the backtracer's report, which starts with `***` and is full of
/// addresses. Only text before that report is read, so what is kept is the same in every run.
///
/// ```swift
/// let diagnostic = CrashDiagnostic(
///   standardError: "App/List.swift:12: Fatal error: too long\n\n*** Signal 4: Backtracing...")
/// print(diagnostic.site ?? "none")  // App/List.swift:12
/// ```
struct CrashDiagnostic: Hashable, Sendable {
  /// The prefixes the Swift runtime gives a trap's message.
  private static let runtimePrefixes = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// The line to show people: the runtime's fatal-error line, else the last line before the
  /// backtrace; nil when there is none.
  let line: String?
  /// Where the trap happened: `file:line` when the runtime named it, else the runtime's message
  /// (such as `Fatal error: Index out of range`); nil when the runtime printed no message, as
  /// for an arithmetic overflow.
  let site: String?

  /// Reads a worker's standard error.
  ///
  /// - Parameter standardError: Everything the worker wrote to standard error.
  init(standardError: String) {
    var lines: [Substring] = []
    for line in standardError.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("***") { break }  // The backtracer's report: addresses from here on.
      lines.append(line)
    }
    if let fatal = lines.first(where: { Self.runtimeMessage(in: $0) != nil }),
      let (location, message) = Self.runtimeMessage(in: fatal)
    {
      line = String(fatal)
      site = location ?? message
    } else {
      line = lines.last.map(String.init)
      site = nil
    }
  }

  /// Splits a runtime line `file:line: Prefix: message` into its location (nil when absent)
  /// and the text from the prefix on; nil when the line is not a runtime message.
  private static func runtimeMessage(in line: Substring) -> (String?, String)? {
    for prefix in runtimePrefixes {
      if line.hasPrefix(prefix) { return (nil, String(line)) }
      guard let range = line.range(of: ": " + prefix) else { continue }
      let location = line[..<range.lowerBound]
      // The location is `file:line`: a non-empty file, a colon, then only digits.
      guard let colon = location.lastIndex(of: ":"), colon > location.startIndex else { continue }
      let number = location[location.index(after: colon)...]
      guard !number.isEmpty, number.utf8.allSatisfy({ (48...57).contains($0) }) else { continue }
      return (String(location), String(line[line.index(range.lowerBound, offsetBy: 2)...]))
    }
    return nil
  }
}
