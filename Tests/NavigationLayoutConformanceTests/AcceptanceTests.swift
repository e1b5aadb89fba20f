import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// Campaign-level acceptance (DESIGN.md §9): the portrait-only delegate conforms where it ships
/// and fails elsewhere with a short repro, the reference delegate conforms everywhere, and the
/// same seed gives the same report byte for byte.
@Suite struct AcceptanceTests {
  static func configuration(_ preset: EnvironmentPreset, cases: Int, seed: UInt64)
    -> ConformanceConfiguration
  {
    var configuration = ConformanceConfiguration()
    configuration.environments = preset
    configuration.cases = cases
    configuration.seed = seed
    return configuration
  }

  @Test func portraitDelegateConformsOnPortraitPhones() throws {
    let report = try Conformance.run(Self.configuration(.portraitPhone, cases: 300, seed: 3)) {
      PortraitLayoutDelegate()
    }
    #expect(report.isConforming, "\(report)")
    #expect(report.casesRun == 300)
  }

  @Test(LongTests.only) func portraitDelegateFailsEverywhereWithAShortRepro() throws {
    let report = try Conformance.run(Self.configuration(.all, cases: 1_000, seed: 3)) {
      PortraitLayoutDelegate()
    }
    let failure = try #require(report.failures.first, "\(report)")
    #expect(failure.events.count <= 3, "\(failure)")
  }

  @Test func sameSeedGivesTheSameReport() throws {
    let configuration = Self.configuration(.all, cases: 150, seed: 7)
    let first = try Conformance.run(configuration) { PortraitLayoutDelegate() }
    let second = try Conformance.run(configuration) { PortraitLayoutDelegate() }
    #expect(first.description == second.description)
  }

  @Test func referenceDelegateConformsEverywhere() throws {
    // 250 by default (SmokeTests runs the reference too), 400 long.
    let cases = LongTests.isOn ? 400 : 250
    let report = try Conformance.run(Self.configuration(.all, cases: cases, seed: 11)) {
      ReferenceLayoutDelegate()
    }
    #expect(report.isConforming, "\(report)")
    #expect(report.casesRun == cases)
  }
}
