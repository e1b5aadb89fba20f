import NavigationLayoutConformance
import Testing

/// Issue 27's independent trial: a courier delegate written from the README and the SDK guide
/// alone (an order card of labels and an SF Symbol in a stack view, `anchorWithOffset(to:)`,
/// `UIFontMetrics`, prompts slid in, the compass found by type), kept as its author left it
/// after fixing its one real bug (the logo under the turn card at AX sizes in landscape). It
/// conforms; its one warning is NLC-016's "moves with the order" (a bottom-anchored stack).
@Suite struct Trial27CourierTests {
  @Test(LongTests.only) func theTrialsCourierDelegateConforms() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 2_000
    let report = try Conformance.run(configuration) { Trial27CourierLayoutDelegate() }
    #expect(report.isConforming, "\(report)")
    #expect(report.warnings.map(\.ruleID) == ["NLC-016"], "\(report)")
  }
}
