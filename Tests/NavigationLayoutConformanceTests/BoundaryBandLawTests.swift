import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The boundary search on the faulty catalogue's band delegates (FaultyDelegates.boundary): a
/// trip-summary strip that overlaps the ETA card by a point only on wide maps about 325 points
/// tall. The law (the search's median at most a tenth of uniform generation's, over many
/// seeds) was measured with the release command line, `Scripts`-free:
/// `nav-layout-check run --delegate column-strip-onto-eta-card --rules NLC-003 --no-seeds
/// --seed S --cases 100000 --first` with and without `--no-boundary-search`, the case of the
/// first `found NLC-003: etaCard, opaqueOverlay 'tripSummary'` line; over seeds 1...31 the
/// search's median is 2,048 cases, uniform's 25,424: 12.4 times fewer
/// (Docs/PropertyEngine.md; `tall-column-strip-onto-eta-card`: 3,388 against 39,117, 11.5
/// times). Here, under NLC_LONG_TESTS, one seed where the search walks to the band within
/// 2,000 cases and uniform generation does not; the normal suite's short law is
/// PropertyEngineTests' BoundarySearchTests.
@Suite struct BoundaryBandLawTests {
  /// The cases a campaign ran before it found the strip's overlap, or nil.
  static func casesToFind(_ name: String, seed: UInt64, cases: Int, share: Double) throws
    -> Int?
  {
    let faulty = try #require(FaultyDelegates.named(name))
    var configuration = ConformanceConfiguration()
    configuration.cases = cases
    configuration.seed = seed
    configuration.seedsDirectory = nil
    configuration.rules.only = ["NLC-003"]
    configuration.boundaryShare = share
    configuration.maximumShrinkEvaluations = 0
    let report = try Conformance.run(configuration) { faulty.make() }
    guard report.failures.contains(where: { $0.message.contains("tripSummary") }) else {
      return nil
    }
    return report.casesRun
  }

  @Test(LongTests.only) func theSearchFindsTheBandWhereUniformGenerationDoesNot() throws {
    // Release command line, seed 26: the search finds it at case 636, uniform generation at
    // 30,453.
    let found = try Self.casesToFind("column-strip-onto-eta-card", seed: 26, cases: 2000, share: 0.25)
    #expect(found != nil)
    let uniform = try Self.casesToFind("column-strip-onto-eta-card", seed: 26, cases: 2000, share: 0)
    #expect(uniform == nil)
  }
}
