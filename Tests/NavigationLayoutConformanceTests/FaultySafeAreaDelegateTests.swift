import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The faulty delegates of NLC-023 to NLC-026 (issue 29), each the reference with one anchor
/// changed: a whole default campaign over every environment reports that one warning and
/// nothing else (no error, no other rule), so each plants exactly its own bug.
@Suite struct FaultySafeAreaDelegateTests {
  /// A faulty delegate's name and the one signature a campaign reports.
  struct Expectation: Sendable, CustomTestStringConvertible {
    var name: String
    var signature: String
    var testDescription: String { name }
  }

  static let expectations = [
    // Wide guidance on a map with a top band (an iPad's 24-pt status bar): the bar's frame
    // starts 8 pt below the map's top, inside the band.
    Expectation(
      name: "progress-bar-under-status-bar",
      signature: "NLC-023 outside the safe area: tripProgressBar (warning)"),
    // Wide guidance with a top band: the viewport's top on the map's top.
    Expectation(
      name: "viewport-under-status-bar",
      signature: "NLC-024 outside the safe area: viewport (warning)"),
    // Guidance with a prompt: the prompt's frame on the ETA card's frame, margins doubled.
    Expectation(
      name: "prompt-on-eta-card-frame", signature: "NLC-025: etaCard, prompt (warning)"),
    // Narrow guidance: the order panel's sides on the ETA card's frame.
    Expectation(
      name: "order-card-on-eta-card-frame",
      signature: "NLC-026: etaCard, opaqueOverlay 'orderStatus' (warning)"),
  ]

  @Test(arguments: expectations)
  func faultyDelegateReportsItsOneWarning(_ expectation: Expectation) throws {
    let faulty = try #require(FaultyDelegates.named(expectation.name))
    // The default campaign's first 100 cases (every environment, seed 0; each delegate's
    // warning shows by case 19), its shrinking bounded: the test asks what is found, not how
    // short the repro is. 200 cases when long.
    var configuration = ConformanceConfiguration()
    configuration.cases = LongTests.isOn ? 200 : 100
    configuration.maximumShrinkEvaluations = 100
    let report = try Conformance.run(configuration) { faulty.make() }
    #expect(report.isConforming, "\(report)")
    #expect(report.failures.map(\.signature.description) == [expectation.signature], "\(report)")
  }
}
