import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// DESIGN.md §4: every environment a preset generates leaves the reference delegate room to
/// satisfy every rule; a failure here is a generator defect, not a delegate one.
@Suite struct GeneratorPlausibilityTests {
  @Test(arguments: EnvironmentPreset.builtIn.map(\.name))
  func referenceDelegateHasRoom(preset: String) throws {
    var configuration = ConformanceConfiguration()
    configuration.environments = try #require(EnvironmentPreset.named(preset))
    configuration.cases = 150
    configuration.seed = 4
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    #expect(report.isConforming, "\(report)")
    #expect(report.casesRun == 150)
  }
}
