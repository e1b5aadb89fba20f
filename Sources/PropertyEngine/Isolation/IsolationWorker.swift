private import Foundation

#if canImport(Glibc)
  private import Glibc
#elseif canImport(Darwin)
  private import Darwin
#endif

/// The child side of isolation: when the environment asks for it, serve cases for one
/// property over standard input and output, then exit.
///
/// Call it first thing in `main`, before any other output; it returns false at once when the
/// process is not a worker. This is the swift-testing exit-test approach: the parent
/// re-executes the same binary with an environment variable naming the property.
///
/// ```swift
/// // main.swift of an executable that runs isolated campaigns
/// if IsolationWorker.serveIfRequested([reverse, decoder]) { }  // never returns when serving
/// try runCampaigns()
/// ```
public enum IsolationWorker {
  /// The environment variable naming the property a worker serves.
  public static let propertyVariable = "PROPERTY_ENGINE_WORKER"
  /// The environment variable carrying the overrun limit.
  public static let maximumChoicesVariable = "PROPERTY_ENGINE_MAX_CHOICES"

  /// Serves cases when this process was launched as a worker; otherwise returns false.
  ///
  /// Each input line is a case: `seed N` to generate the case that seed draws, or a replay
  /// token; each output line is a ``WorkerMessage``. A property
  /// that traps kills the worker, which is exactly what the parent observes. On end of input
  /// the process exits with status 0; an unknown property name exits with status 70.
  ///
  /// - Parameter properties: The properties this executable can run.
  /// - Returns: False when the process is not a worker (a worker never returns).
  @discardableResult
  public static func serveIfRequested(_ properties: [any IsolatableProperty]) -> Bool {
    guard let name = environment(propertyVariable) else { return false }
    guard let property = properties.first(where: { $0.name == name }) else {
      writeLine("property-engine worker: no property named \"\(name)\"", to: 2)
      exit(70)
    }
    // A Ctrl-C reaches the whole process group; the parent decides when the campaign stops
    // and closes this worker's input, so a worker killed under it is never taken for a trap.
    signal(SIGINT, SIG_IGN)
    // SIGTERM ends a worker, whatever handler the executable installed for its own use.
    signal(SIGTERM, SIG_DFL)
    exitWhenOrphaned()
    let answers = answerDescriptor()
    let maximumChoices = environment(maximumChoicesVariable).flatMap { Int($0) } ?? 8192
    while let line = readLine() {
      let execution: CaseExecution
      do {
        let request = try WorkerRequest(parsing: line)
        execution = property.execute(
          source: request.source, maximumChoices: maximumChoices, checking: true)
      } catch {
        writeLine("property-engine worker: \(error)", to: 2)
        exit(70)
      }
      writeLine(WorkerMessage.encode(execution), to: answers)
    }
    exit(0)
  }

  /// Exits the worker once its parent is gone (it quit at a second Ctrl-C, or was killed):
  /// nobody reads the answers then, and a case that hangs would spin on forever. A thread
  /// compares the parent process ID every 0.2 s, since the parent can die without a word.
  private static func exitWhenOrphaned() {
    let parent = getppid()
    let watcher = Thread {
      while getppid() == parent { usleep(200_000) }
      _exit(0)
    }
    watcher.start()
  }

  /// A copy of standard output for the answers; standard output itself then goes nowhere, so
  /// what the property prints (a delegate's `print` logging) can never be read as an answer.
  private static func answerDescriptor() -> Int32 {
    let answers = dup(1)
    let null = open("/dev/null", O_WRONLY)
    if answers >= 0, null >= 0 {
      fflush(nil)
      dup2(null, 1)
    }
    if null >= 0 { close(null) }
    return answers >= 0 ? answers : 1
  }

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Writes unbuffered, so the parent sees each answer before the next case can trap.
  private static func writeLine(_ text: String, to descriptor: Int32) {
    _ = FileDescriptorIO.writeAll(Array((text + "\n").utf8), to: descriptor)
  }
}
