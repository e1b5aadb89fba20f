import Foundation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// ConformanceConfiguration.seedsDirectory: seeds run before generated cases.
@Suite struct SeedReplayTests {
  @Test func seedsCountAsCasesBeforeGeneration() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 3
    configuration.seedsDirectory = SeedCorpusTests.seedsDirectory
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    #expect(report.casesRun == 3 + SeedCorpusTests.seedNames.count)
  }

  @Test func aFailingSeedIsReportedFirstWithItsEventsShortened() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 10
    configuration.seedsDirectory = SeedCorpusTests.seedsDirectory
    configuration.stopsAtFirstFailure = true
    let report = try Conformance.run(configuration) { PortraitLayoutDelegate() }
    let failure = try #require(report.failures.first)
    // The first Seeds file (by name) that the portrait delegate fails: a one-third Split View
    // scenario whose resize comes after the failing startGuidance, so it is dropped.
    #expect(failure.replayToken == "seed:" + SeedCorpusTests.seedsDirectory + "/ipad-split-view-one-third.json")
    #expect(failure.ruleID == "NLC-011")
    #expect(failure.events == [.enableNavigation, .startGuidance])
  }

  @Test func onlySeedsOnTheCampaignsScreensAreReplayed() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 5
    configuration.environments = .portraitPhone
    configuration.seedsDirectory = SeedCorpusTests.seedsDirectory
    let report = try Conformance.run(configuration) { PortraitLayoutDelegate() }
    // 15 of the 24 Seeds stay on upright phones; the landscape and iPad ones are left out.
    #expect(report.casesRun == 15 + 5)
    #expect(report.isConforming, "\(report)")
  }

  @Test func aBadSeedStopsTheRunWithFileLineAndFix() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("seed-replay-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "{\n  \"schemaVersion\": 2\n}\n".write(
      to: directory.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    try "not a seed".write(
      to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    var configuration = ConformanceConfiguration()
    configuration.seedsDirectory = directory.path
    #expect(
      throws: ConformanceError.invalidSeedFile(
        SeedFileError(
          file: directory.path + "/bad.json", line: 2,
          message: "\"schemaVersion\" must be 1, the only version this nav-layout-check reads"))
    ) {
      try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    }
    configuration.seedsDirectory = directory.path + "/missing"
    #expect(
      throws: ConformanceError.invalidSeedFile(
        SeedFileError(
          file: directory.path + "/missing", line: 0,
          message: "is not a readable directory of Seeds files; pass one (--seeds DIR, seedsDirectory)"))
    ) {
      try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    }
  }
}
