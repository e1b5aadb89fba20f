import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// NLC-024 on app code: a wide-mode viewport beside the card column, its top and trailing edges
/// pinned to the map's edges or to the safe area.
///
/// Figures: iPhone 15 in landscape, 852×393 pt, safe-area insets left 59, right 59, bottom 21,
/// top 0 (a Dynamic Island iPhone prints `UIEdgeInsets(top: 0.0, left: 59.0, bottom: 21.0,
/// right: 59.0)` in landscape: csl.cool, "iOS Layout Adaptation", 2023); iPad Pro 11-inch in
/// landscape, 1194×834 pt, insets top 24 (status bar), bottom 20 (home indicator), no side
/// bands (``DeviceProfile/iPadPro11``, the repository's device table). Wide cards (model, not Google's): leading band
/// + min(max(0.4 × safe width, 300), 420) wide.
@MainActor
@Suite struct ViewportInSafeAreaRuleTests {
  static let rule = ViewportInSafeAreaRule()

  func record(_ scenario: Scenario, _ make: @escaping @MainActor () -> any NavigationLayoutDelegate)
    throws -> CaseRecord
  {
    try LifecycleDriver(rules: [Self.rule], makeDelegate: make).run(scenario)
  }

  /// iPhone 15 landscape, wide: the turn card is 59 + 300 = 359 wide (0.4 × 734 = 294 is under
  /// the 300 minimum), so the viewport runs from x = 359 to the map's trailing edge, 852, and
  /// from the map's top (0) to the safe area's bottom (393 − 21 = 372): (359, 0, 493×372).
  /// Its trailing 59 points lie in the side band.
  @Test func viewportInTheTrailingSideBandIsReported() throws {
    let scenario = Scenario(device: .iPhone15, orientation: .landscapeLeft).enableNavigation()
      .startGuidance()
    let result = try record(scenario) { DashboardDelegate(viewportEdges: .map) }
    let warning = try #require(result.warning)
    #expect(
      warning.description
        == "NLC-024 at step 2 (startGuidance), settled: viewport (359, 0, 493×372) is outside the "
        + "safe area (59, 0, 734×372)")
    #expect(warning.signature.description == "NLC-024 outside the safe area: viewport (warning)")
    #expect(result.violation == nil)
  }

  /// iPad Pro 11-inch landscape, wide: the column is min(max(0.4 × 1194 = 478, 300), 420) = 420
  /// wide; the viewport from x = 420 to 1194 and from the map's top, 0, to 834 − 20 = 814:
  /// (420, 0, 774×814), its top 24 points under the status bar.
  @Test func viewportUnderTheStatusBarIsReported() throws {
    let scenario = Scenario(device: .iPadPro11, orientation: .landscapeLeft).enableNavigation()
      .startGuidance()
    let result = try record(scenario) { DashboardDelegate(viewportEdges: .map) }
    #expect(
      result.warning?.description
        == "NLC-024 at step 2 (startGuidance), settled: viewport (420, 0, 774×814) is outside the "
        + "safe area (0, 24, 1194×790)")
  }

  /// The same delegate on the safe area's edges: (420, 24, 774×790) on the iPad, (359, 0,
  /// 434×372) on the iPhone; the ready state's viewport is the safe area itself. No finding.
  @Test func viewportOnTheSafeAreaPasses() throws {
    for device in [DeviceProfile.iPhone15, .iPadPro11] {
      let scenario = Scenario(device: device, orientation: .landscapeLeft).enableNavigation()
        .startGuidance().stopGuidance()
      let result = try record(scenario) { DashboardDelegate(viewportEdges: .safeArea) }
      #expect(result.bugs.isEmpty, "\(device): \(result.bugs.map(\.description))")
    }
    let phone = try record(
      Scenario(device: .iPhone15, orientation: .landscapeLeft).enableNavigation().startGuidance()
    ) { DashboardDelegate() }
    let guiding = try #require(
      phone.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(guiding.element(.viewport)?.frame == CGRect(x: 359, y: 0, width: 434, height: 372))
  }

  /// The guide's sample and the reference over a session in both orientations on every phone
  /// and the smallest iPad: no finding.
  @Test func guideSampleAndReferenceHaveNoFinding() throws {
    for device in DeviceProfile.phones + [.iPadMini] {
      for orientation in [Orientation.portrait, .landscapeLeft] {
        let scenario = Scenario(device: device, orientation: orientation).enableNavigation()
          .startGuidance().showPrompt().advanceTime(by: 1).stopGuidance()
        for make in [{ GuideSampleDelegate() }, { ReferenceLayoutDelegate() }]
          as [@MainActor () -> any NavigationLayoutDelegate]
        {
          let result = try record(scenario, make)
          #expect(
            result.bugs.isEmpty, "\(device) \(orientation): \(result.bugs.map(\.description))")
        }
      }
    }
  }
}
