import ConformanceCLI
import Testing

/// `why FILE`: a Seeds file's scenario, passing or failing, explained like a token's case.
@Suite struct WhyCommandTests {
  /// The guidance Seeds file passes on the reference, so `why` explains its closing settle
  /// (step 4, after three events). iPhone 15 portrait (393 × 852, a 34-point home-indicator
  /// band): the SDK sizes the ETA card 80 points plus the band, 114, and the reference pins it
  /// to the map's bottom, so its frame is y = 852 − 114 = 738; its visual rectangle is that
  /// frame inset by its 8-point card margins: (8, 746, 377×98) (CONFORMANCE.md §3).
  @Test func aSeedsFileIsExplainedAtItsClosingSettle() {
    let file = FileFixture.packageRoot + "/Seeds/guidance-cards-portrait.json"
    let run = CommandHarness.run(["why", file, "--view", "etaCard"])
    #expect(run.code == 0, "\(run.error)")
    #expect(
      run.output.hasPrefix(
        "etaCard at step 4 (closing settle): frame (0, 738, 393×114), visual rectangle "
          + "(8, 746, 377×98)"), "\(run.output)")
    #expect(run.output.contains("etaCard.bottom == map.bottom"))
  }

  /// `--step` picks an earlier step of the file, as for a token.
  @Test func aSeedsFileTakesAStep() {
    let file = FileFixture.packageRoot + "/Seeds/guidance-cards-portrait.json"
    let run = CommandHarness.run(["why", file, "--view", "turnCard", "--step", "2"])
    #expect(run.code == 0, "\(run.error)")
    #expect(run.output.hasPrefix("turnCard at step 2 (startGuidance): frame (0, 0, 393×"))
  }

  /// A file that is not there is bad input naming it (exit 65).
  @Test func aMissingFileIsBadInput() {
    let run = CommandHarness.run(["why", "/no/such/file.json", "--view", "etaCard"])
    #expect(run.code == 65)
    #expect(
      run.error.contains(
        "/no/such/file.json does not exist; pass a readable Seeds JSON file or a replay token"))
  }
}
