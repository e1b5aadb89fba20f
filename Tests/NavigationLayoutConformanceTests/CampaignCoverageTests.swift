import Foundation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKitModel

/// What a campaign exercised: counted per generated case, the same for the same seed, and a
/// dimension the profile leaves out named as a gap.
@Suite struct CampaignCoverageTests {
  /// Upright phones, left to right only, at the default text size: every case is a phone in
  /// portrait, full screen, LTR, `large`.
  static let upright = EnvironmentPreset(
    name: "upright-ltr", devices: DeviceProfile.phones, orientations: [.portrait],
    includesMultitasking: false, includesFreeSizes: false, layoutDirections: [.leftToRight],
    contentSizeCategories: [.large])

  static func run(cases: Int) throws -> ConformanceReport {
    var configuration = ConformanceConfiguration()
    configuration.cases = cases
    configuration.seed = 3
    configuration.seedsDirectory = nil
    configuration.environments = upright
    return try Conformance.run(configuration) { ReferenceLayoutDelegate() }
  }

  @Test func everyCaseIsCountedOncePerDimension() throws {
    let report = try Self.run(cases: 60)
    let coverage = try #require(report.coverage)
    #expect(coverage.cases == 60)
    let environment = Dictionary(uniqueKeysWithValues: coverage.environment.map { ($0.name, $0.counts) })
    let count = { (name: String, value: String) in
      environment[name]?.first { $0.value == value }?.cases
    }
    #expect(count("device family", "phone") == 60)
    #expect(count("device family", "pad") == 0)
    #expect(count("orientation", "portrait") == 60)
    #expect(count("orientation", "landscapeLeft") == 0)
    #expect(count("window", "full screen") == 60)
    #expect(count("layout direction", "LTR") == 60)
    #expect(count("layout direction", "RTL") == 0)
    #expect(environment["Dynamic Type size"]?.map(\.value) == ["large"])
    for table in coverage.environment {
      #expect(table.counts.map(\.cases).reduce(0, +) == 60, "\(table.name)")
    }
    // Every case starts off and the driver's closing disable ends it off.
    #expect(coverage.phases.counts.first?.value == "off")
    #expect(coverage.phases.counts.first?.cases == 60)
    #expect(coverage.casesWithPrompt <= coverage.phases.counts[2].cases)
    // The relations are the catalogue's three, each checked by some of the cases or named
    // as a gap.
    #expect(coverage.relations.counts.map(\.value) == ["NLC-016", "NLC-017", "NLC-018"])
    #expect(coverage.gaps.contains("no right-to-left case (the profile upright-ltr excludes it)"))
    #expect(coverage.gaps.contains("no landscape case (the profile upright-ltr excludes it)"))
    #expect(coverage.gaps.contains("no iPad case (the profile upright-ltr excludes it)"))
    #expect(
      coverage.gaps.contains("no Dynamic Type size other than the default (the profile upright-ltr excludes it)"))
    // The text report says so under the verdict, as a note.
    let lines = report.description.split(separator: "\n").map(String.init)
    #expect(lines[0] == "conforming: 60 cases over upright-ltr, seed 3")
    #expect(lines[1].hasPrefix("coverage of 60 generated cases: phone 60; portrait 60; full screen 60; LTR 60; large 60; "))
    #expect(lines.contains { $0.hasPrefix("  not exercised: no iPad case (the profile upright-ltr excludes it); ") })
  }

  /// Wide mode counts only cases that guided (the trial saw "wide 7220" of 10,000 cases when
  /// 3,752 reached guidance): over every environment, wide and narrow together are the cases
  /// that reached guidance, at least the larger of the two guiding phases' counts and at most
  /// their sum, and the rest are "no guidance".
  @Test func wideModeCountsOnlyGuidedCases() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 200
    configuration.seed = 5
    configuration.seedsDirectory = nil
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    let coverage = try #require(report.coverage)
    let wideMode = try #require(coverage.environment.first { $0.name == "wide mode (in guidance)" })
    let value = { (name: String) in wideMode.counts.first { $0.value == name }?.cases ?? 0 }
    let phase = { (name: String) in coverage.phases.counts.first { $0.value == name }?.cases ?? 0 }
    let guided = value("wide") + value("narrow")
    #expect(guided >= max(phase("guiding"), phase("guiding with a prompt")))
    #expect(guided <= phase("guiding") + phase("guiding with a prompt"))
    #expect(value("no guidance") == 200 - guided)
    #expect(value("no guidance") > 0)
    #expect(value("wide") > 0)
  }

  @Test func sameSeedSameCoverage() throws {
    #expect(try Self.run(cases: 30).coverage == Self.run(cases: 30).coverage)
  }
}
