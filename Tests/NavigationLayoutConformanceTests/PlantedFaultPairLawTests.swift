import Foundation
import NavigationLayoutConformance
import PropertyEngine
import ReferenceDelegates
import Testing

/// The law of issue 25, on the package's own property engine: for any two independent planted
/// faults, one default campaign over the delegate that carries both reports both bugs, each
/// once, each with a repro that shows that bug when replayed on the delegate carrying its
/// fault alone. And each fault alone is exactly one bug, its expected rule first.
/// `NLC_LONG_TESTS=1` runs the law over 36 pairs (every pair of the nine faults, drawn at
/// random) and each fault alone; by default one fault alone and all at once.
@Suite struct PlantedFaultPairLawTests {

  /// A default campaign, smaller: enough cases for every fault to show (each shows within
  /// the first 200 cases of seed 0 alone), shrinking bounded.
  static func campaign(_ faults: [PlantedFault]) throws -> ConformanceReport {
    var configuration = ConformanceConfiguration()
    configuration.cases = 300
    configuration.maximumShrinkEvaluations = 400
    return try Conformance.run(configuration) { PlantedFaultsDelegate(faults) }
  }

  @Test(arguments: LongTests.sample(PlantedFault.allCases, 1))
  func eachFaultAloneIsExactlyOneBug(_ fault: PlantedFault) throws {
    let report = try Self.campaign([fault])
    #expect(report.errors.map(\.ruleID) == [fault.ruleID], "\(report.errors.map(\.signature))")
    #expect(report.warnings.isEmpty, "\(report.warnings.map(\.signature))")
  }

  /// All eight at once (`nav-layout-check run --delegate planted-faults`): eight bugs, one per
  /// fault, none twice; the logo's hidden state and its pinned size are two bugs, though both
  /// name the logo (one is no consequence of the other).
  @Test func everyPlantedFaultAtOnceIsOneBugEach() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 600
    configuration.maximumShrinkEvaluations = 300
    let report = try Conformance.run(configuration) { PlantedFaultsDelegate(PlantedFault.allCases) }
    #expect(
      report.errors.map(\.ruleID).sorted() == PlantedFault.allCases.map(\.ruleID).sorted(),
      "\(report.errors.map(\.signature))")
  }

  @Test(LongTests.only) func twoIndependentFaultsAreTwoBugsEachWithItsOwnRepro() throws {
    let all = PlantedFault.allCases
    let pairs = Gen.integers(in: 0...(all.count - 1)).flatMap { first in
      Gen.integers(in: 0...(all.count - 2)).map { second in
        (all[first], all[second < first ? second : second + 1])
      }
    }
    let property = Property("planted-fault-pairs", pairs) { pair, _ in
      try Self.check(pair.0, pair.1)
    }
    var configuration = CampaignConfiguration(seed: 25)
    configuration.maximumCases = 36
    configuration.healthChecks.suppressed = [.tooSlow, .filterTooMuch]
    configuration.shrinking.maximumEvaluations = 8
    let result = try Campaign(property: property, configuration: configuration).run()
    for counterexample in result.counterexamples {
      Issue.record("\(counterexample.failure.message)\npair: \(counterexample.valueDescription)")
    }
  }

  /// The law for one pair; throws a failure naming what is missing.
  static func check(_ first: PlantedFault, _ second: PlantedFault) throws {
    let report = try campaign([first, second])
    let found = report.errors.map(\.ruleID)
    for fault in [first, second] {
      guard let bug = report.errors.first(where: { $0.ruleID == fault.ruleID }) else {
        throw PropertyFailure(
          identity: "missing",
          message: "\(fault) not reported; found \(report.errors.map(\.signature))")
      }
      // Its repro shows it on the delegate with that fault alone.
      do {
        try Conformance.check(bug.scenario, bug: bug.signature.description) {
          PlantedFaultsDelegate([fault])
        }
        throw PropertyFailure(
          identity: "repro",
          message: "\(bug.signature)'s repro does not show it with \(fault) alone")
      } catch is ConformanceFailure {}
    }
    guard found.count == 2, Set(report.errors.map(\.signature)).count == found.count else {
      throw PropertyFailure(
        identity: "count", message: "expected 2 bugs, found \(report.errors.map(\.signature))")
    }
  }
}
