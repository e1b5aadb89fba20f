import PropertyEngine
import Testing

@testable import NavigationLayoutConformance

/// An isolated case whose worker crashed or hung reports no coverage label: the tables count
/// the cases that reported theirs and say how many did not (the fourth independent trial read
/// "coverage of 39 generated cases" over tables that summed to 38, and, for one such case,
/// "coverage of 1 generated cases: ; ; ; ; ; ").
@Suite struct CoverageUnreportedTests {
  static let label = "coverage|phone|portrait|full screen|LTR|large|no guidance|1|1|-"

  @Test func casesWithoutTheirLabelAreCountedApart() {
    var statistics = LabelStatistics()
    statistics.record(["phone", Self.label])
    statistics.record(["phone", Self.label])
    statistics.record([])  // the case a worker died on
    let coverage = CampaignCoverage(statistics: statistics, relationIDs: [], preset: .all)
    #expect(coverage.cases == 2)
    #expect(coverage.unreported == 1)
    let expected =
      "coverage of 2 generated cases (1 more ended in a crash or a hang before reporting "
      + "theirs): phone 2; portrait 2; full screen 2; LTR 2; large 2; no guidance 2"
    #expect(coverage.summary.split(separator: "\n").first.map(String.init) == expected)
  }

  @Test func aCampaignWhoseOnlyCaseDiedHasNoEmptyTables() {
    var statistics = LabelStatistics()
    statistics.record([])
    let coverage = CampaignCoverage(statistics: statistics, relationIDs: [], preset: .all)
    let expected =
      "coverage of 0 generated cases (1 more ended in a crash or a hang before reporting theirs)"
    #expect(coverage.summary.split(separator: "\n").first.map(String.init) == expected)
    #expect(coverage.gaps.isEmpty)
  }
}
