import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The boundary search on the faulty catalogue's band delegates (FaultyDelegates.boundary): a
/// trip-summary strip that overlaps the ETA card by a point only on wide maps about 325 points
/// tall. The law (the search's median at most a tenth of uniform generation's, over many
/// seeds) was measured with the release command line, `Scripts`-free:
/// `nav-layout-check run --delegate column-strip-onto-eta-card --rules NLC-003 --no-seeds
/// --seed S --cases 20000` with and without `--no-boundary-search`, the case of the first
/// `found NLC-003: etaCard, opaqueOverlay 'tripSummary'` line, capped runs counted as 20,000;
/// measured over seeds 1...30: the search's median 4,487 cases (none capped), uniform's 20,000
/// (19 of 30 capped, so its true median is higher): at least 4.5 times fewer, the tenth not
/// shown past the cap (Docs/PropertyEngine.md); the tenth holds on the engine's toy band
/// (BoundarySearchTests). Here, under NLC_LONG_TESTS (about 13 seconds in
/// a debug build), one seed where the search walks to the band (case 364) and uniform
/// generation does not get there in the same 500 cases; the normal suite's short law is
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
    // Release command line, seed 3: the search finds it at case 2,912, uniform generation at
    // 12,469 (seed 4: 3,456 against none in 20,000), measured after the new rules' merge.
    let found = try Self.casesToFind("column-strip-onto-eta-card", seed: 3, cases: 3000, share: 0.25)
    #expect(found != nil)
    let uniform = try Self.casesToFind("column-strip-onto-eta-card", seed: 3, cases: 3000, share: 0)
    #expect(uniform == nil)
  }
}
