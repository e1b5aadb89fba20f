import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// NLC-023 on app code: a speed widget in a row with the app's pill, pinned to the safe area or
/// to the map's corner, and the guide's own sample, whose cards reach behind the bands the SDK
/// sized them for.
///
/// Figures: iPhone 15, 393×852 pt; safe-area insets portrait top 59, bottom 34; landscape left
/// 59, right 59, bottom 21, top 0 (``DeviceProfile/iPhone15``; the same insets a Dynamic
/// Island iPhone prints for a view controller's view, `UIEdgeInsets(top: 59.0, left: 0.0,
/// bottom: 34.0, right: 0.0)` and, rotated, `(top: 0.0, left: 59.0, bottom: 21.0, right:
/// 59.0)`: csl.cool, "iOS Layout Adaptation", 2023). The
/// model's metrics (CONFORMANCE.md §3, not Google's): card margin 8, speedometer 56×56 with 8
/// padding on every side (a 72×72 widget, margins 8), turn card height = top band + 120, wide
/// cards = leading band + max(300, 0.4 × safe width) wide.
@MainActor
@Suite struct GoogleContentInSafeAreaRuleTests {
  static let rule = GoogleContentInSafeAreaRule()

  func record(_ scenario: Scenario, _ make: @escaping @MainActor () -> any NavigationLayoutDelegate)
    throws -> CaseRecord
  {
    try LifecycleDriver(rules: [Self.rule], makeDelegate: make).run(scenario)
  }

  /// Landscape iPhone 15, wide mode, guiding: the map is 852×393, the safe area
  /// (59, 0, 734×372). The row is pinned 12 pt inside the map's top-trailing corner, so the
  /// speed widget (the row's last view, 72×72, the tallest, centred) has its frame at
  /// x = 852 − 12 − 72 = 768, y = 0 + 12 = 12, and its visual rectangle inset by 8:
  /// (776, 20, 56×56), which ends at 832, past the safe area's trailing edge at 793: under
  /// the landscape side band.
  @Test func speedWidgetInTheTrailingSideBandIsReported() throws {
    let scenario = Scenario(device: .iPhone15, orientation: .landscapeLeft).enableNavigation()
      .startGuidance()
    let result = try record(scenario) { DashboardDelegate(speedWidget: .topRow(.map)) }
    let warning = try #require(result.warning)
    #expect(
      warning.description
        == "NLC-023 at step 2 (startGuidance), settled: speedWidget (776, 20, 56×56) is outside "
        + "the safe area (59, 0, 734×372)")
    #expect(warning.severity == .warning)
    #expect(warning.signature.description == "NLC-023 outside the safe area: speedWidget (warning)")
    #expect(result.violation == nil)
  }

  /// The same row pinned to the safe area: the speed widget's frame at x = 793 − 12 − 72 =
  /// 709, y = 12, visual (717, 20, 56×56), inside (59, 0, 734×372). The cards pinned to the
  /// map's leading edge reach into the leading band, which the SDK widened them by (359 =
  /// 59 + 300 points wide): that is not reported either.
  @Test func speedWidgetPinnedToTheSafeAreaPasses() throws {
    let scenario = Scenario(device: .iPhone15, orientation: .landscapeLeft).enableNavigation()
      .startGuidance()
    let result = try record(scenario) { DashboardDelegate(speedWidget: .topRow(.safeArea)) }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let guiding = try #require(
      result.steps.last { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(
      guiding.element(.speedWidget)?.visualRect == CGRect(x: 717, y: 20, width: 56, height: 56))
    #expect(guiding.element(.turnCard)?.frame == CGRect(x: 0, y: 0, width: 359, height: 120))
  }

  /// The guide's sample in portrait on an iPhone 15: the turn card pinned to the map's top is
  /// 393×(59 + 120) = 179 tall, visual (8, 8, 377×163), so its visible part starts in the
  /// Dynamic Island band (y < 59); the ETA card on the map's bottom is 393×(34 + 80), at
  /// y = 852 − 114 = 738, visual (8, 746, 377×98), ending at 844, in the home indicator's band.
  /// Both are the bands the SDK sized them for: no finding. A session with a prompt and a
  /// rotation keeps it so.
  @Test func guideSampleCardsBehindTheirBandsPass() throws {
    let scenario = Scenario(device: .iPhone15).enableNavigation().startGuidance().showPrompt()
      .advanceTime(by: 1).rotate(to: .landscapeLeft).rotate(to: .portrait).hidePrompt()
    let result = try record(scenario) { GuideSampleDelegate() }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let guiding = try #require(
      result.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(guiding.element(.turnCard)?.visualRect == CGRect(x: 8, y: 8, width: 377, height: 163))
    #expect(guiding.element(.etaCard)?.visualRect == CGRect(x: 8, y: 746, width: 377, height: 98))
  }

  /// The reference delegate over a session on every phone, in both orientations and both
  /// layout directions: no finding. In right-to-left wide mode its cards sit on the map's
  /// right edge, over the right band, which is then the leading band the SDK widened them by.
  @Test func referenceDelegateHasNoFinding() throws {
    for device in DeviceProfile.phones {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
          let scenario = Scenario(
            device: device, orientation: orientation, layoutDirection: direction
          ).enableNavigation().startGuidance().showPrompt().advanceTime(by: 1)
            .speedWidget(.both).stopGuidance()
          let result = try record(scenario) { ReferenceLayoutDelegate() }
          #expect(
            result.bugs.isEmpty,
            "\(device) \(orientation) \(direction): \(result.bugs.map(\.description))")
        }
      }
    }
  }
}
