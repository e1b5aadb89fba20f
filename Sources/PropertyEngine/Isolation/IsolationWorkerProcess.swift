private import Foundation

#if canImport(Glibc)
  private import Glibc
#elseif canImport(Darwin)
  private import Darwin
#endif

/// One running isolation worker as the parent sees it: a child process with a request pipe
/// and an answer pipe.
///
/// A trap or a timeout ends the worker; the evaluator starts a fresh one for the next case.
final class IsolationWorkerProcess {
  private let process = Process()
  private let requests = Pipe()
  private let answers = Pipe()
  private let diagnostics = Pipe()
  private var pending: [UInt8] = []
  let executable: String
  /// Answers read so far: a process that never answered and exits by itself (not by a
  /// signal) is no worker at all (a test runner, a binary that does not serve).
  private var answered = 0
  /// Set when the process does not speak the worker protocol: why, for an internal error
  /// (never a finding about the delegate).
  private(set) var protocolFailure: String?
  /// The last line the worker wrote before dying, for the protocol failure's message.
  private var lastDiagnostic: String?
  /// The end of what the worker wrote to standard error so far (at most 64 KiB), drained at
  /// every answer so a property that logs there never fills the pipe and stalls; a crash's
  /// backtrace is read from here.
  private var diagnosticTail: [UInt8] = []

  /// Launches a worker for a property.
  ///
  /// `backtraces: false` turns the Swift backtracer off in the worker (`SWIFT_BACKTRACE=
  /// enable=no`): a trap then costs a tenth of the time, which matters while a trap is shrunk;
  /// the runtime's fatal-error line, and so the failure's identity, stays the same.
  init(
    configuration: ChildProcessConfiguration, propertyName: String, maximumChoices: Int,
    backtraces: Bool = true
  ) throws(PropertyEngineError) {
    executable = configuration.executable
    process.executableURL = URL(fileURLWithPath: configuration.executable)
    process.arguments = configuration.arguments
    var environment = ProcessInfo.processInfo.environment
    environment[IsolationWorker.propertyVariable] = propertyName
    environment[IsolationWorker.maximumChoicesVariable] = String(maximumChoices)
    if !backtraces { environment["SWIFT_BACKTRACE"] = "enable=no" }
    process.environment = environment
    process.standardInput = requests
    process.standardOutput = answers
    process.standardError = diagnostics
    do {
      try process.run()
    } catch {
      throw .workerFailure(executable: configuration.executable, reason: "\(error)")
    }
  }

  /// The descriptor the worker's answers arrive on, to wait on several workers at once.
  var answerDescriptor: Int32 { answers.fileHandleForReading.fileDescriptor }

  /// Whether a whole answer was read ahead already, so ``receive(timeout:caseLimit:)`` will not wait.
  var hasBufferedAnswer: Bool { pending.contains(UInt8(ascii: "\n")) }

  /// Sends one case; a failed write means the worker died, which ``receive(timeout:caseLimit:)`` reports.
  func send(_ request: WorkerRequest) {
    let line = request.line + "\n"
    _ = FileDescriptorIO.writeAll(
      Array(line.utf8), to: requests.fileHandleForWriting.fileDescriptor)
  }

  /// Waits for the answer to the last case sent.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait from now: what is left of the case's limit.
  ///   - caseLimit: The limit a case has in all, which a timeout failure names.
  func receive(
    timeout: Duration, caseLimit: Duration
  ) -> (outcome: CaseOutcome, labels: [String], alive: Bool) {
    let deadline = ContinuousClock().now + timeout
    let result = FileDescriptorIO.readLine(
      from: answers.fileHandleForReading.fileDescriptor, pending: &pending, deadline: deadline)
    switch result {
    case .line(let text):
      if let (outcome, labels) = WorkerMessage.decode(text) {
        answered += 1
        _ = drainedDiagnostics()
        return (outcome, labels, true)
      }
      protocolFailure =
        "it answered \"\(text.prefix(80))\" instead of a case result, so it does not serve "
        + "cases (is it the test runner, or a binary that prints first?)"
      kill(process.processIdentifier, SIGKILL)
      return (trapOutcome(detail: "unreadable worker answer"), [], false)
    case .endOfFile:
      let outcome = trapOutcome(detail: nil)
      if answered == 0, process.terminationReason != .uncaughtSignal {
        protocolFailure =
          "it exited with status \(process.terminationStatus) before answering any case"
          + (lastDiagnostic.map { " (it said: \($0))" } ?? "")
      }
      return (outcome, [], false)
    case .timedOut:
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let failure = PropertyFailure(
        identity: PropertyFailure.timeoutIdentity,
        message: "the case ran longer than \(caseLimit) and its worker was killed")
      return (.failed(failure), [], false)
    }
  }

  /// Closes the request pipe and waits for the worker to exit, killing it if it lingers.
  func stop() {
    try? requests.fileHandleForWriting.close()
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }

  /// Reads what the worker wrote to standard error since the last call onto the kept tail.
  private func drainedDiagnostics() -> [UInt8] {
    diagnosticTail += FileDescriptorIO.readAvailable(
      from: diagnostics.fileHandleForReading.fileDescriptor)
    if diagnosticTail.count > 65_536 { diagnosticTail.removeFirst(diagnosticTail.count - 65_536) }
    return diagnosticTail
  }

  /// The failure for a worker that died: its identity names the crash site (the runtime's
  /// `file:line`, else the signal or exit status) so different crashes are different bugs;
  /// the message adds the runtime's fatal-error line.
  private func trapOutcome(detail: String?) -> CaseOutcome {
    process.waitUntilExit()
    let status = process.terminationStatus
    let signalled = process.terminationReason == .uncaughtSignal
    let how = signalled ? "terminated by signal \(status)" : "exited with status \(status)"
    let diagnostic = CrashDiagnostic(
      standardError: String(decoding: drainedDiagnostics(), as: UTF8.self),
      directory: FileManager.default.currentDirectoryPath)
    lastDiagnostic = diagnostic.line
    let site = diagnostic.site ?? (signalled ? "signal \(status)" : "exit status \(status)")
    var message = "the worker \(how)"
    // The trapping frame in the program's code, from the backtrace: where to look first.
    if let frame = diagnostic.frame { message += " in " + frame }
    if let line = diagnostic.line { message += ": " + line }
    if let detail { message += " (\(detail))" }
    return .failed(
      PropertyFailure(identity: PropertyFailure.trapIdentity + ":" + site, message: message))
  }
}
