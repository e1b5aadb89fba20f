import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import Testing

/// The independent trial of issue 25: three delegates written from the README and the SDK's
/// guides alone by someone who never read the sources, each with five or six bugs planted and
/// listed before the first run (the list is in each delegate's doc and below). One default
/// campaign (`run --profile all --cases 10000`) must report every planted bug, each once.
/// The trial's figures: 17 of 17 planted bugs found by one default run (iterate-and-disable
/// found 16), no false alarm; its first run reported 23 duplicates among 42 error lines, which
/// this suite keeps down. `NLC_LONG_TESTS=1` runs the full 10,000-case campaigns; the default
/// run checks none of them (LongTests).
@Suite struct MultiBugTrialTests {

  static func campaign(
    cases: Int, _ make: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> ConformanceReport {
    var configuration = ConformanceConfiguration()
    configuration.cases = cases
    return try Conformance.run(configuration, delegate: make)
  }

  /// G1 NLC-015, G2 NLC-005, G3 NLC-013, G4 NLC-003, G5 NLC-008, G6 NLC-007: six bugs, six
  /// reports, each rule once.
  @Test(LongTests.only) func theGroceryDelegatesSixBugsAreSixReports() throws {
    let report = try Self.campaign(cases: 10_000) { makeGroceryDelegate() }
    let rules = report.errors.map(\.ruleID)
    #expect(
      rules.sorted() == ["NLC-003", "NLC-005", "NLC-007", "NLC-008", "NLC-013", "NLC-015"],
      "\(report.errors.map(\.signature))")
  }

  /// F2 NLC-003 (order card by a hard-coded ETA height), F3 NLC-017 (logo on leftAnchor), F4
  /// NLC-007 (speed widget left after stop), F5 NLC-010/011 (turn card width pinned), F6
  /// NLC-009 (changePrompt leaves the old prompt).
  @Test(LongTests.only) func theFoodDelegatesPlantedBugsAreAllReported() throws {
    let report = try Self.campaign(cases: 10_000) { makeFoodDeliveryDelegate() }
    let signatures = report.errors.map(\.signature.description)
    for expected in [
      "NLC-003: etaCard, opaqueOverlay 'orderCard'", "NLC-007 left on the map: speedWidget",
      "NLC-009: prompt", "NLC-011 unsatisfiable: turnCard",
    ] {
      #expect(signatures.contains(expected), "\(signatures)")
    }
    #expect(report.errors.contains { $0.alsoSeenAs.contains("NLC-017") || $0.ruleID == "NLC-017" })
    #expect(report.errors.count <= 8, "\(signatures)")
  }

  /// T1 NLC-006, T2 NLC-011 (two required panel widths), T3 NLC-012, T4 NLC-014, T5 NLC-004,
  /// T6 NLC-016.
  @Test(LongTests.only) func theTruckingDelegatesPlantedBugsAreAllReported() throws {
    let report = try Self.campaign(cases: 10_000) { makeTruckingDelegate() }
    let rules = Set(report.errors.map(\.ruleID))
    #expect(
      rules.isSuperset(of: ["NLC-004", "NLC-006", "NLC-011", "NLC-012", "NLC-014", "NLC-016"]),
      "\(report.errors.map(\.signature))")
    #expect(report.errors.count <= 9, "\(report.errors.map(\.signature))")
  }
}
