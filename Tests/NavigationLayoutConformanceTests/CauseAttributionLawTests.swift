import Foundation
import PropertyEngine
import ReferenceDelegates
import Testing

@testable import NavigationLayoutConformance

/// Laws of the causes (issue 28), on the package's own property engine over generated cases of
/// a delegate with eight planted faults: working out causes only reads the model, so a run
/// that attributes finds exactly the violations a run that does not finds (same rules, same
/// details, same steps); the same case gives the same causes twice; and a cause the app made
/// carries a line of app code, one UIKit or the SDK made never does.
@Suite struct CauseAttributionLawTests {
  @Test func attributingOnlyReadsAndIsDeterministic() throws {
    let generator = ScenarioGenerator(
      preset: .all, relationIDs: RuleCatalogue.relations.map(\.id))
    let property = Property("causes-read-only", generator.gen) { conformanceCase, _ in
      try MainActorHop.run { try Self.check(conformanceCase) }
    }
    var configuration = CampaignConfiguration(seed: 28)
    configuration.maximumCases = LongTests.isOn ? 300 : 40
    configuration.healthChecks.suppressed = [.tooSlow, .filterTooMuch]
    configuration.shrinking.maximumEvaluations = 20
    let result = try Campaign(property: property, configuration: configuration).run()
    for counterexample in result.counterexamples {
      Issue.record("\(counterexample.failure.message)\n\(counterexample.valueDescription)")
    }
    #expect(result.summary.casesRun == configuration.maximumCases)
    // Not vacuous: the faults show, with causes, in the cases drawn.
    #expect(MainActorHop.run { Self.causesSeen } > 10)
  }

  /// How many causes the law has checked.
  @MainActor static var causesSeen = 0

  struct LawBroken: Error, CustomStringConvertible {
    var description: String
  }

  @MainActor static func check(_ conformanceCase: ConformanceCase) throws {
    func checker(_ attributing: Bool) -> CaseChecker {
      CaseChecker(attributingCauses: attributing) { PlantedFaultsDelegate(PlantedFault.allCases) }
    }
    let plain = try checker(false).bugs(conformanceCase)
    let attributed = try checker(true).bugs(conformanceCase)
    let again = try checker(true).bugs(conformanceCase)
    func shape(_ bugs: [Violation]) -> [String] {
      bugs.map { "\($0.ruleID) \($0.step) \($0.finding.detail) \($0.consequences.count)" }
    }
    guard shape(plain) == shape(attributed) else {
      throw LawBroken(
        description: "attribution changed the findings: \(shape(plain)) vs \(shape(attributed))")
    }
    guard plain.allSatisfy(\.causes.isEmpty) else {
      throw LawBroken(description: "a run without attribution has causes")
    }
    guard attributed.map(\.causes) == again.map(\.causes) else {
      throw LawBroken(description: "the same case gave other causes the second time")
    }
    causesSeen += attributed.flatMap(\.causes).count
    for cause in attributed.flatMap(\.causes) {
      if cause.source.isApp, cause.callSite?.isFrameworkCode != false {
        throw LawBroken(description: "an app cause without an app line: \(cause)")
      }
      if !cause.source.isApp, cause.kind != .added, cause.callSite?.isFrameworkCode == true {
        throw LawBroken(description: "a framework cause names framework code: \(cause)")
      }
    }
  }
}
