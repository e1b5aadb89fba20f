import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The order-card delegate (issue 13): the reference layout with a card of labels, an image
/// and a configured button in nested stack views, whose height follows Dynamic Type.
@Suite struct OrderCardDelegateTests {
  @Test(LongTests.only) func conformsAtEveryContentSize() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_500
    configuration.seed = 1
    let report = try Conformance.run(configuration) { OrderCardLayoutDelegate() }
    #expect(report.isConforming, "\(report)")
    #expect(report.casesRun >= 1_500)
  }

  /// The card pinned above the ETA card by its height at `.large` is caught where the text
  /// grows: NLC-003, shrunk to the accessibility size nearest the default.
  @Test(LongTests.only) func aCardPlacedByItsDefaultHeightIsCaughtAtAccessibilitySizes() throws {
    let faulty = try #require(FaultyDelegates.named("card-above-eta-by-height"))
    #expect(faulty.ruleID == "NLC-003")
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_000
    configuration.environments = .portraitPhone
    let report = try Conformance.run(configuration, delegate: faulty.make)
    let failure = try #require(report.failures.first, "not caught")
    #expect(failure.ruleID == "NLC-003", "\(failure)")
    let category = failure.scenario.environment.screen.preferredContentSizeCategory
    #expect(category.isAccessibilityCategory || category > .large, "\(failure)")
    #expect(failure.trace.contains("Dynamic Type \(category.name)"), "\(failure)")
    #expect(failure.message.contains("opaqueOverlay 'orderCard'"), "\(failure)")
    #expect(failure.message.contains("etaCard"), "\(failure)")
  }

  /// At the default size the same delegate passes: the fault is Dynamic Type's alone.
  @MainActor @Test func theFaultyCardFitsAtTheDefaultSize() throws {
    let faulty = try #require(FaultyDelegates.named("card-above-eta-by-height"))
    let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance()
    let driver = LifecycleDriver(rules: RuleCatalogue.rules, makeDelegate: faulty.make)
    let record = try driver.run(scenario)
    #expect(record.violation == nil, "\(record.violation.map(\.description) ?? "")")
  }
}
