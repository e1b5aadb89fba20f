import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The boundary search in a conformance campaign: the same seed gives the same report byte for
/// byte with it on, it raises no false alarm on a conforming delegate, and the coverage says
/// how close each geometric rule came.
@Suite struct BoundarySearchCampaignTests {
  static func report(seed: UInt64, share: Double) throws -> ConformanceReport {
    var configuration = ConformanceConfiguration()
    configuration.cases = 120
    configuration.seed = seed
    configuration.seedsDirectory = nil
    configuration.boundaryShare = share
    return try Conformance.run(configuration) { ReferenceLayoutDelegate() }
  }

  @Test func theSameSeedGivesTheSameReportWithTheSearchOn() throws {
    let first = try Self.report(seed: 7, share: 0.25)
    let second = try Self.report(seed: 7, share: 0.25)
    #expect(first.description == second.description)
    #expect(first.coverage?.json.serialized == second.coverage?.json.serialized)
    // 120 cases, a quarter of the indices once a slack is pooled (from the first case on).
    #expect(first.coverage?.boundaryCases == 30)
  }

  /// The reference conforms with the search on as off, and the coverage names each geometric
  /// rule's least slack: NLC-001, 002, 003, 004, 005 (when a prompt showed), 006 (when guided
  /// wide), 019.
  @Test func aConformingDelegateConformsWithTheSearchOn() throws {
    let report = try Self.report(seed: 1, share: 0.25)
    #expect(report.isConforming, "\(report)")
    let rules = report.coverage?.closest.map(\.ruleID) ?? []
    for rule in ["NLC-001", "NLC-002", "NLC-003", "NLC-004", "NLC-019"] {
      #expect(rules.contains(rule), "\(rules)")
    }
    // A conforming checkpoint's slack is never below the rules' half-point tolerance.
    for closest in report.coverage?.closest ?? [] { #expect(closest.points >= -0.5, "\(closest)") }
  }

  /// Off, nothing is measured and the coverage has no closest line.
  @Test func offMeasuresNothing() throws {
    let report = try Self.report(seed: 1, share: 0)
    #expect(report.coverage?.closest.isEmpty == true)
    #expect(report.coverage?.summary.contains("closest to breaking") == false)
  }

  @Test func theShareIsValidatedAndReadFromTheEnvironment() throws {
    var configuration = ConformanceConfiguration()
    #expect(configuration.boundaryShare == 0.25)
    configuration.boundaryShare = 1.5
    #expect(throws: ConformanceError.self) { try configuration.validate() }
    let applied = try ConformanceConfiguration().applyingEnvironment(["NLC_BOUNDARY_SHARE": "0"])
    #expect(applied.boundaryShare == 0)
    #expect(throws: ConformanceError.self) {
      try ConformanceConfiguration().applyingEnvironment(["NLC_BOUNDARY_SHARE": "half"])
    }
  }
}
