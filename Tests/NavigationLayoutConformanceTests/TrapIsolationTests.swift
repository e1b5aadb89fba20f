import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import PropertyEngine
import ReferenceDelegates
import Testing

/// NLC-021: a delegate that traps, run in `conformance-worker` child processes, is reported as
/// a counterexample with a shrunk scenario instead of ending the test process.
@Suite struct TrapIsolationTests {
  /// The worker executable SwiftPM builds next to the test bundle.
  static let worker = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("conformance-worker").path

  @Test func trappingDelegateIsReportedAsNLC021WithTheShortestScenario() throws {
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
  }
}
