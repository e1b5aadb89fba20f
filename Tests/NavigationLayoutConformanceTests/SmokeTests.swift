import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

@Suite struct SmokeTests {
  @Test func referenceDelegateRunsFromSwiftTesting() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 300
    let report = try Conformance.run(configuration) { ReferenceLayoutDelegate() }
    print(report)
    #expect(report.casesRun == 300)
  }
}
