import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing

/// The SDK guide's own sample, retold in `GuideSampleDelegate`, judged over every environment:
/// it may break only rules the guide states, and only through what the guide's text tells a
/// delegate to do that the sample leaves out: removing a prompt that is still on screen when
/// guidance stops or navigation is disabled (CONFORMANCE.md, "The guide's sample").
@Suite struct GuideSampleTests {
  /// The rules a prompt left on screen after stopGuidance may break besides NLC-007: still on
  /// the map with no current prompt (NLC-009), under the next prompt or a button (NLC-003),
  /// over the viewport (NLC-004), over the logo while it slides out (NLC-005), left after
  /// disableNavigationUI (NLC-008), outside a map a later resize narrowed (NLC-019).
  static let promptLeftOnScreen: Set<String> = [
    "NLC-003", "NLC-004", "NLC-005", "NLC-008", "NLC-009", "NLC-019",
  ]

  /// One bug: the prompt left after stopGuidance, what it goes on to break folded under it;
  /// and two warnings: the buttons follow the SDK's order (NLC-016), and the ETA card, pinned
  /// to the map's leading edge, draws into the leading side band of a narrow map that has one
  /// (NLC-023: the SDK makes narrow cards the safe area's width; the sample is for portrait).
  @Test func theGuidesSampleShowsOneBugAndOneWarning() throws {
    let configuration = AcceptanceTests.configuration(.all, cases: 1_000, seed: 0)
    let report = try Conformance.run(configuration) { GuideSampleDelegate() }
    #expect(report.errors.map(\.signature.description) == ["NLC-007 left on the map: prompt"], "\(report)")
    let bug = try #require(report.errors.first)
    #expect(Set(bug.alsoSeenAs).isSubset(of: Self.promptLeftOnScreen), "\(bug.alsoSeenAs)")
    #expect(bug.alsoSeenAs.contains("NLC-008"), "\(bug.alsoSeenAs)")
    #expect(bug.casesShowing > 1)
    // Its printed test makes the delegate by its type, checking for this bug only.
    #expect(
      bug.swiftTest().contains(
        #"try Conformance.check(scenario, bug: "NLC-007 left on the map: prompt") { GuideSampleDelegate() }"#),
      "\(bug.swiftTest())")
    // It needs a prompt on screen when guidance ends.
    let showsPrompt = bug.events.contains {
      if case .showPrompt = $0 { true } else { false }
    }
    #expect(showsPrompt && bug.events.contains { $0 == .stopGuidance || $0 == .disableNavigation })
    // No error stricter than the guide, and none of NLC-023…025's warnings (its ETA card
    // spans the map's width, as NLC-023 allows); the sample never loses a button.
    #expect(
      report.warnings.map(\.signature.description) == [
        "NLC-016 a known button moves with the order (warning)"
      ])
    #expect(report.description.hasPrefix("not conforming: 1 bug (errors) in "), "\(report)")
  }
}
