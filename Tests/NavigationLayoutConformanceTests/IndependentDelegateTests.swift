import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The delegate an independent trial wrote from the README and the SDK's guides alone
/// (`InequalityLayoutDelegate`): leading/trailing inequalities, priorities, an order card of
/// its own, system spacing, `addConstraints`. It conforms everywhere, right to left included;
/// the same code pinned with left/right anchors is the classic right-to-left bug.
@Suite struct IndependentDelegateTests {
  static func configuration(cases: Int, distinct: Bool = false) -> ConformanceConfiguration {
    var configuration = AcceptanceTests.configuration(.all, cases: cases, seed: 0)
    configuration.collectsDistinctFailures = distinct
    return configuration
  }

  @Test func theInequalityDelegateConformsEverywhere() throws {
    let report = try Conformance.run(Self.configuration(cases: 500)) {
      InequalityLayoutDelegate()
    }
    #expect(report.isConforming, "\(report)")
    #expect(report.failures.isEmpty, "\(report)")
  }

  @Test func itsLeftAnchoredVariantIsReportedAsNotMirroring() throws {
    let report = try Conformance.run(Self.configuration(cases: 200, distinct: true)) {
      InequalityLayoutDelegate(anchoring: .leftRight)
    }
    let rules = Set(report.failures.map(\.ruleID))
    // Wide mode puts the cards on the left, not the leading edge (NLC-006); any element it
    // pins left stays put right to left (NLC-017). Nothing else breaks.
    #expect(rules.contains("NLC-017"), "\(report)")
    #expect(rules.isSubset(of: ["NLC-006", "NLC-017"]), "\(report)")
  }
}
