private import Foundation

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
public struct CrashDiagnostic: Hashable, Sendable {
  /// The prefixes the Swift runtime gives a trap's message.
  private static let runtimePrefixes = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// The line to show people: the runtime's fatal-error line, else the last line before the
  /// backtrace; nil when there is none.
  public let line: String?
  /// Where the trap happened: `file:line` when the runtime named it, else the runtime's message
  /// (such as `Fatal error: Index out of range`); nil when the runtime printed no message, as
  /// for an arithmetic overflow.
  public let site: String?
  /// The trapping frame in the program's own code, from the backtracer's report: the first
  /// frame of the crashed thread with a Swift source location, such as
  /// `SecondButtonDelegate.startGuidance(navMap:newState:oldState:) at
  /// Sources/ReferenceDelegates/Faulty/SecondButtonDelegate.swift:12:25` (paths under the
  /// current directory made relative); nil without a backtrace (SWIFT_BACKTRACE off, a
  /// stripped build, a hang killed by the parent).
  public let frame: String?

  /// Reads a worker's standard error.
  ///
  /// - Parameters:
  ///   - standardError: Everything the worker wrote to standard error.
  ///   - directory: The current directory, stripped from frame paths so reports do not depend
  ///     on where the package was checked out.
  public init(standardError: String, directory: String? = nil) {
    var lines: [Substring] = []
    let all = standardError.split(separator: "\n", omittingEmptySubsequences: true)
    for line in all {
      if line.hasPrefix("***") { break }  // The backtracer's report: addresses from here on.
      // The backtracer's own complaints (`swift-runtime: failed to suspend thread 5721 …` on a
      // busy machine) say nothing of the crash and carry a thread id: never the message.
      if line.hasPrefix("swift-runtime:") { continue }
      lines.append(line)
    }
    frame = Self.trappingFrame(in: all, directory: directory)
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

  /// The first frame of the crashed thread (after its `… crashed:` line) located in a
  /// `.swift` file outside the runtime, as `function at path:line:column`.
  private static func trappingFrame(in lines: [Substring], directory: String?) -> String? {
    guard let start = lines.firstIndex(where: { $0.hasSuffix(" crashed:") }) else { return nil }
    for line in lines[(start + 1)...] {
      if line.hasPrefix("Thread ") { break }  // the next thread
      guard let at = line.range(of: " at /", options: .backwards) else { continue }
      var path = String(line[line.index(after: at.lowerBound)...].dropFirst(3))
      guard path.contains(".swift:") else { continue }
      // `0x… function + 220 in binary at …`: the function is between the address and ` + `.
      let head = line[..<at.lowerBound]
      guard let address = head.range(of: "0x"), let plus = head.range(of: " + ", options: .backwards)
      else { continue }
      let afterAddress = head[address.upperBound...].drop { $0 != " " }.dropFirst()
      let function = afterAddress[..<(afterAddress.range(of: " + ", options: .backwards)?.lowerBound ?? plus.lowerBound)]
      if let directory, path.hasPrefix(directory + "/") { path.removeFirst(directory.count + 1) }
      return "\(function) at \(path)"
    }
    return nil
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
