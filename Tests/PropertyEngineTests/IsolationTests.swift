import Foundation
import PropertyEngine
import Testing

@testable import property_engine_child

/// Child-process isolation: traps and hangs become counterexamples and the campaign goes on.
@Suite("Isolation")
struct IsolationTests {
  /// The worker executable SwiftPM builds next to the test bundle.
  static let childExecutable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("property-engine-child").path

  /// The signal a Swift trap raises: an illegal instruction on x86-64, a breakpoint on arm64.
  static let trapSignal = {
    #if arch(arm64)
      5
    #else
      4
    #endif
  }()

  static func configuration(
    seed: UInt64, cases: Int, jobs: Int = 1, timeout: Duration = .seconds(10)
  ) -> CampaignConfiguration {
    var configuration = CampaignConfiguration(seed: seed)
    configuration.maximumCases = cases
    configuration.isolation = .childProcesses(
      ChildProcessConfiguration(executable: childExecutable, jobs: jobs, timeout: timeout))
    return configuration
  }

  @Test("a trapping property is shrunk to its minimal case and the campaign continues")
  func trap() throws {
    var configuration = Self.configuration(seed: 1, cases: 60)
    configuration.failureMode = .collectDistinctFailures
    let result = try Campaign(
      property: ChildProperties.trapsOnLargeElement, configuration: configuration
    ).run()
    #expect(result.counterexamples.map(\.valueDescription) == ["[1000]"])
    // An overflow trap prints no runtime message, so the signal is the site.
    #expect(result.counterexamples.map(\.failure.identity) == ["trap:signal \(Self.trapSignal)"])
    // The worker's backtrace names the trapping frame: the overflow on line 10.
    #expect(
      result.counterexamples.map(\.failure.message)
        == [
          "the worker terminated by signal \(Self.trapSignal) in closure #1 in variable "
            + "initialization expression of static ChildProperties.trapsOnLargeElement at "
            + "Sources/property-engine-child/ChildProperties.swift:10:19"
        ])
    #expect(result.summary.casesRun == 60)
    #expect(result.summary.passed > 0)
    #expect(result.stopReason == .caseBudgetExhausted)
  }

  @Test("two crash sites are two failures, each shrunk to its own minimal case", LongTests.only)
  func twoCrashSites() throws {
    var configuration = Self.configuration(seed: 1, cases: 100)
    configuration.failureMode = .collectDistinctFailures
    let result = try Campaign(
      property: ChildProperties.twoCrashSites, configuration: configuration
    ).run()
    let found = result.counterexamples.sorted { $0.valueDescription < $1.valueDescription }
    #expect(found.map(\.valueDescription) == ["[0, 0, 0, 0]", "[42]"])
    #expect(
      found.first?.failure
        == PropertyFailure(
          identity: "trap:property_engine_child/ChildProperties.swift:46",
          message: "the worker terminated by signal \(Self.trapSignal) in closure #1 in "
            + "variable initialization expression of static ChildProperties.twoCrashSites at "
            + "Sources/property-engine-child/ChildProperties.swift:46:26: "
            + "property_engine_child/ChildProperties.swift:46: Fatal error: 4 elements"))
    // The standard library's own check names its file and line; pin only the file.
    #expect(found.last?.failure.identity.hasPrefix("trap:Swift/") == true)
    #expect(found.last?.failure.message.hasSuffix(": Fatal error: Index out of range") == true)
  }

  @Test("a hanging property times out and is shrunk to its minimal case", LongTests.only)
  func hang() throws {
    let configuration = Self.configuration(seed: 1, cases: 50, timeout: .milliseconds(300))
    let result = try Campaign(property: ChildProperties.hangsOnSeven, configuration: configuration)
      .run()
    #expect(result.counterexamples.map(\.valueDescription) == ["[7]"])
    #expect(result.counterexamples.map(\.failure.identity) == [PropertyFailure.timeoutIdentity])
    // The message names the case's limit (300 ms, under the 1 s shrink limit), not what was
    // left of it when the wait began (the fourth independent trial read "0.05 seconds").
    #expect(
      result.counterexamples.map(\.failure.message)
        == ["the case ran longer than 0.3 seconds and its worker was killed"])
  }

  #if os(Linux)
    /// A worker whose parent is gone exits by itself (the fourth independent trial left two
    /// hung workers spinning at full CPU after a second Ctrl-C had ended the campaign).
    @Test("a worker exits when its parent is gone", LongTests.only)
    func orphanedWorkerExits() throws {
      // The shell starts the worker with its input held open by `sleep`, prints its process ID
      // and exits, so the worker is orphaned while it waits for a case.
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = [
        "-c",
        "sleep 20 | env PROPERTY_ENGINE_WORKER=hangs-on-seven '\(Self.childExecutable)' "
          + ">/dev/null 2>&1 & echo $!",
      ]
      let output = Pipe()
      shell.standardOutput = output
      try shell.run()
      shell.waitUntilExit()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let pid = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      // Gone, or a zombie nobody reaps, within two seconds (the watch looks every 0.2 s); the
      // input would keep it waiting for 20.
      func running() -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let state = stat.split(separator: ")").last?.split(separator: " ").first
        else { return false }
        return state != "Z"
      }
      let deadline = ContinuousClock().now + .seconds(2)
      while running(), ContinuousClock().now < deadline { usleep(50_000) }
      let stillRunning = running()
      if stillRunning { kill(pid, SIGKILL) }
      #expect(!stillRunning)
    }
  #endif

  /// The fourth independent trial's delegate that logged with `print` was reported as "does not
  /// serve cases" (its log line read as the answer); one logging to standard error past the
  /// pipe's 64 KiB would have stalled and been reported as a hang.
  @Test("a property that logs to standard output and error passes in workers")
  func logging() throws {
    let configuration = Self.configuration(seed: 2, cases: 8, jobs: 2, timeout: .seconds(5))
    let result = try Campaign(property: ChildProperties.logsALot, configuration: configuration)
      .run()
    #expect(result.counterexamples.isEmpty)
    #expect(result.summary.passed == 8)
    #expect(result.stopReason == .caseBudgetExhausted)
  }

  /// The fourth independent trial's Ctrl-C during a 10-second hang was held until the hang had
  /// timed out and been shrunk (about 30 seconds), then reported as a plain counterexample.
  @Test(
    "an interruption ends the wait for a hanging case at once", LongTests.only,
    arguments: [64, 1])  // One case per worker and round: cases go one at a time.
  func interruptedHang(casesPerWorker: Int) throws {
    var configuration = Self.configuration(seed: 1, cases: 50, timeout: .seconds(10))
    if case .childProcesses(var children) = configuration.isolation {
      children.casesPerWorker = casesPerWorker
      configuration.isolation = .childProcesses(children)
    }
    let interruption = CampaignInterruption()
    configuration.interruption = interruption
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { interruption.request() }
    let clock = ContinuousClock()
    let start = clock.now
    let result = try Campaign(property: ChildProperties.hangsOnSeven, configuration: configuration)
      .run()
    #expect(start.duration(to: clock.now) < .seconds(5))
    #expect(result.stopReason == .interrupted)
    #expect(result.counterexamples.isEmpty)
  }

  @Test("parallel jobs give the same results as one job and as in-process runs")
  func jobs() throws {
    var events: [[String]] = []
    let recorder = JSONLinesRecorder()
    for jobs in [1, 3] {
      var lines: [String] = []
      _ = try Campaign(
        property: ChildProperties.labelsAndFails,
        configuration: Self.configuration(seed: 7, cases: 40, jobs: jobs)
      ).run { lines.append(recorder.line(for: $0)) }
      events.append(lines)
    }
    var inProcess = CampaignConfiguration(seed: 7)
    inProcess.maximumCases = 40
    var lines: [String] = []
    _ = try Campaign(property: ChildProperties.labelsAndFails, configuration: inProcess).run {
      lines.append(recorder.line(for: $0))
    }
    #expect(events[0] == events[1])
    #expect(events[0] == lines)
    #expect(lines.contains { $0.contains("\"value\":\"91\"") })
  }

  @Test("a worker executable that cannot start is a clear error")
  func missingExecutable() {
    var configuration = CampaignConfiguration()
    configuration.isolation = .childProcesses(
      ChildProcessConfiguration(executable: "/nonexistent/worker"))
    #expect {
      _ = try Campaign(property: ChildProperties.labelsAndFails, configuration: configuration).run()
    } throws: { error in
      guard case .workerFailure(let executable, _)? = error as? PropertyEngineError else {
        return false
      }
      return executable == "/nonexistent/worker"
    }
  }
}
