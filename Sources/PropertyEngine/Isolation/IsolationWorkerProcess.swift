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

  /// Launches a worker for a property.
  init(
    configuration: ChildProcessConfiguration, propertyName: String, maximumChoices: Int
  ) throws(PropertyEngineError) {
    executable = configuration.executable
    process.executableURL = URL(fileURLWithPath: configuration.executable)
    process.arguments = configuration.arguments
    var environment = ProcessInfo.processInfo.environment
    environment[IsolationWorker.propertyVariable] = propertyName
    environment[IsolationWorker.maximumChoicesVariable] = String(maximumChoices)
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

  /// Sends one case; a failed write means the worker died, which ``receive(timeout:)`` reports.
  func send(_ sequence: ChoiceSequence) {
    let line = ReplayToken(sequence: sequence).text + "\n"
    _ = FileDescriptorIO.writeAll(
      Array(line.utf8), to: requests.fileHandleForWriting.fileDescriptor)
  }

  /// Waits for the answer to the last case sent.
  func receive(timeout: Duration) -> (outcome: CaseOutcome, labels: [String], alive: Bool) {
    let deadline = ContinuousClock().now + timeout
    let result = FileDescriptorIO.readLine(
      from: answers.fileHandleForReading.fileDescriptor, pending: &pending, deadline: deadline)
    switch result {
    case .line(let text):
      if let (outcome, labels) = WorkerMessage.decode(text) { return (outcome, labels, true) }
      return (trapOutcome(detail: "unreadable worker answer: \(text)"), [], false)
    case .endOfFile:
      return (trapOutcome(detail: nil), [], false)
    case .timedOut:
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let failure = PropertyFailure(
        identity: PropertyFailure.timeoutIdentity,
        message: "the case ran longer than \(timeout) and its worker was killed")
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

  /// The failure for a worker that died: its identity names the crash site (the runtime's
  /// `file:line`, else the signal or exit status) so different crashes are different bugs;
  /// the message adds the runtime's fatal-error line.
  private func trapOutcome(detail: String?) -> CaseOutcome {
    process.waitUntilExit()
    let status = process.terminationStatus
    let signalled = process.terminationReason == .uncaughtSignal
    let how = signalled ? "terminated by signal \(status)" : "exited with status \(status)"
    let diagnostic = CrashDiagnostic(
      standardError: String(
        decoding: FileDescriptorIO.readAvailable(
          from: diagnostics.fileHandleForReading.fileDescriptor), as: UTF8.self))
    let site = diagnostic.site ?? (signalled ? "signal \(status)" : "exit status \(status)")
    var message = "the worker \(how)"
    if let line = diagnostic.line { message += ": " + line }
    if let detail { message += " (\(detail))" }
    return .failed(
      PropertyFailure(identity: PropertyFailure.trapIdentity + ":" + site, message: message))
  }
}
