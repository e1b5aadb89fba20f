import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// NLC-021: a delegate that traps, run in `conformance-worker` child processes, is reported as
/// a counterexample with a shrunk scenario instead of ending the test process.
@Suite struct TrapIsolationTests {
  /// The worker executable SwiftPM builds next to the test bundle.
  static let worker = ChildProcessConfiguration.builtExecutable(named: "conformance-worker")

  /// The README's isolation recipe finds its worker this way: beside the test runner here.
  @Test func theWorkerIsFoundBesideTheTests() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.worker), "\(Self.worker)")
    #expect(
      Self.worker
        == URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("conformance-worker").path)
  }

  @Test(LongTests.only) func trappingDelegateIsReportedAsNLC021WithTheShortestScenario() throws {
    let faulty = try #require(FaultyDelegates.named("second-button"))
    var configuration = ConformanceConfiguration()
    configuration.cases = 300
    configuration.seed = 21
    configuration.isolation = .childProcesses(
      ChildProcessConfiguration(
        executable: Self.worker, arguments: [faulty.name], timeout: .seconds(60)))
    let report = try Conformance.run(configuration, delegate: faulty.make)
    let failure = try #require(report.failures.first)
    #expect(failure.ruleID == "NLC-021")
    // The trap needs guidance with the compass off: two events, the smallest phone.
    #expect(failure.scenario.events == [.enableNavigation, .startGuidance])
    #expect(failure.scenario.environment.configuration.compassButton == false)
    #expect(failure.scenario.environment.device == .iPhoneSE)
    #expect(failure.message.hasPrefix("NLC-021: the delegate crashed: "))
    // The crash site is the delegate's line, from the worker's backtrace (the runtime's own
    // message names only the standard library's array code).
    #expect(
      failure.message.contains(
        "SecondButtonDelegate.startGuidance(navMap:newState:oldState:) at "
          + "Sources/ReferenceDelegates/Faulty/SecondButtonDelegate.swift:12:"))
  }

  /// A hang is told from a crash, with the configured limit, and shrunk with the short one.
  @Test(LongTests.only) func aHangingDelegateIsReportedAsAHang() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 20
    configuration.caseTimeout = .milliseconds(500)
    var children = ChildProcessConfiguration(
      executable: Self.worker, arguments: ["hangs-on-guidance"], timeout: .seconds(60))
    children.hangShrinkTimeout = .milliseconds(300)
    configuration.isolation = .childProcesses(children)
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    let failure = try #require(report.failures.first)
    #expect(failure.ruleID == "NLC-021")
    #expect(failure.message.hasPrefix("NLC-021: the delegate hung "))
    #expect(failure.scenario.events == [.enableNavigation, .startGuidance])
  }

  /// A process that does not serve cases is a broken setup, not a crashing delegate.
  @Test func aWorkerThatDoesNotSpeakTheProtocolIsAnError() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 5
    configuration.isolation = .childProcesses(ChildProcessConfiguration(executable: "/bin/true"))
    #expect {
      try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    } throws: { error in
      guard case ConformanceError.engine(let message) = error else { return false }
      return message.contains("/bin/true failed: it exited with status 0 before answering any case")
    }
  }
}
