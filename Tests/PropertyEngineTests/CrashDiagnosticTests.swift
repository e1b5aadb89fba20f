import Testing

@testable import PropertyEngine

/// Reading a dead worker's standard error: the crash site, never the backtrace's addresses.
@Suite("Crash diagnostics")
struct CrashDiagnosticTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var standardError: String
    var line: String?
    var site: String?
    var testDescription: String { name }
  }

  static let backtrace = """

    *** Signal 4: Backtracing from 0x7fb3424f9361... done ***

    *** Program crashed: Illegal instruction at 0x00007fb3424f9361 ***

      0      0x00007fb3424f9361 _assertionFailure(_:_:file:line:flags:) + 225 in libswiftCore.so

    """

  static let cases = [
    Case(
      name: "fatal error in user code",
      standardError: "App/List.swift:14: Fatal error: 4 elements\n" + backtrace,
      line: "App/List.swift:14: Fatal error: 4 elements", site: "App/List.swift:14"),
    Case(
      name: "standard library precondition",
      standardError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n"
        + backtrace,
      line: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      site: "Swift/ContiguousArrayBuffer.swift:692"),
    Case(
      name: "fatal error after the property's own output",
      standardError: "checking: 3\nApp/A.swift:2: Precondition failed\n" + backtrace,
      line: "App/A.swift:2: Precondition failed", site: "App/A.swift:2"),
    Case(
      name: "runtime message without a location",
      standardError: "Fatal error: Unexpectedly found nil\n" + backtrace,
      line: "Fatal error: Unexpectedly found nil", site: "Fatal error: Unexpectedly found nil"),
    Case(
      name: "overflow trap: only the backtrace", standardError: backtrace, line: nil, site: nil),
    Case(
      // Seen with `--jobs 2` on a loaded machine: the backtracer's complaint came before its
      // report and, taken for the message, put a thread id into the finding.
      name: "overflow trap with the backtracer's complaint",
      standardError: "swift-runtime: failed to suspend thread 5721 while processing a crash; "
        + "backtraces will be missing information\n" + backtrace,
      line: nil, site: nil),
    Case(
      name: "a worker's own error", standardError: "property-engine worker: no property\n",
      line: "property-engine worker: no property", site: nil),
  ]

  @Test("the crash site and line are read from before the backtrace", arguments: cases)
  func read(_ example: Case) {
    let diagnostic = CrashDiagnostic(standardError: example.standardError)
    #expect(diagnostic.line == example.line)
    #expect(diagnostic.site == example.site)
  }
}
