import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing

/// NLC-001 and NLC-002 on hand-built snapshots: a 393×852 map whose safe area is
/// (0, 59, 393×759).
@Suite struct PresenceRuleTests {
  let context = SnapshotFixture.context()

  func logoDetail(_ fixture: SnapshotFixture) -> String? {
    GoogleLogoPresentRule().check(fixture.snapshot, in: context)?.detail
  }

  func viewportDetail(_ fixture: SnapshotFixture) -> String? {
    ViewportPresentRule().check(fixture.snapshot, in: context)?.detail
  }

  @Test func logoInsideTheSafeAreaPasses() {
    let ready = SnapshotFixture(phase: .ready)
    #expect(logoDetail(ready.adding(.googleLogo, CGRect(x: 16, y: 770, width: 80, height: 24))) == nil)
    // 0.5 pt past the safe area's bottom (818) is pixel rounding.
    #expect(
      logoDetail(ready.adding(.googleLogo, CGRect(x: 16, y: 794.5, width: 80, height: 24))) == nil)
  }

  @Test func missingLogoFailsOnlyWhileNavigating() {
    #expect(logoDetail(SnapshotFixture(phase: .ready)) == "the googleLogo is not in the map's hierarchy")
    #expect(
      logoDetail(SnapshotFixture(phase: .guiding(prompt: false)))
        == "the googleLogo is not in the map's hierarchy")
    #expect(logoDetail(SnapshotFixture(phase: .off)) == nil)
    #expect(logoDetail(SnapshotFixture(phase: .ready, moment: .duringAnimation(seconds: 0.1))) == nil)
  }

  @Test func missingLogoIsJudgedRightAfterAnEvent() {
    #expect(
      logoDetail(SnapshotFixture(phase: .ready, moment: .afterEvent))
        == "the googleLogo is not in the map's hierarchy")
  }

  @Test func hiddenOrEmptyLogoFails() {
    let ready = SnapshotFixture(phase: .ready)
    #expect(
      logoDetail(ready.adding(.googleLogo, CGRect(x: 16, y: 770, width: 80, height: 24), visible: false))
        == "googleLogo (16, 770, 80×24) is hidden or transparent")
    #expect(
      logoDetail(ready.adding(.googleLogo, CGRect(x: 16, y: 770, width: 0, height: 24), visible: false))
        == "googleLogo (16, 770, 0×24) has no area")
  }

  @Test func logoOutsideTheSafeAreaFails() throws {
    let fixture = SnapshotFixture(phase: .ready)
      .adding(.googleLogo, CGRect(x: 16, y: 800, width: 80, height: 24))
    let finding = try #require(GoogleLogoPresentRule().check(fixture.snapshot, in: context))
    #expect(finding.detail == "googleLogo (16, 800, 80×24) is outside the safe area (0, 59, 393×759)")
    #expect(
      finding.highlights == [
        .init("googleLogo", CGRect(x: 16, y: 800, width: 80, height: 24)),
        .init("the safe area", CGRect(x: 0, y: 59, width: 393, height: 759)),
      ])
  }

  @Test func viewportOfAtLeast32PointsInsideTheMapPasses() {
    let ready = SnapshotFixture(phase: .ready)
    #expect(viewportDetail(ready.adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 700))) == nil)
    #expect(viewportDetail(ready.adding(.viewport, CGRect(x: 0, y: 59, width: 32, height: 31.5))) == nil)
    // The viewport draws nothing, so being hidden does not matter.
    #expect(
      viewportDetail(
        ready.adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 700), visible: false)) == nil)
  }

  @Test func missingViewportFailsOnlyWhileNavigating() {
    #expect(viewportDetail(SnapshotFixture(phase: .ready)) == "the viewport is not in the map's hierarchy")
    #expect(viewportDetail(SnapshotFixture(phase: .off)) == nil)
  }

  /// Under the 24-point floor an error; from the floor to under 32 points a `cramped`
  /// warning (ViewportMinimum's defaults); 32 passes.
  @Test func smallViewportFails() {
    let ready = SnapshotFixture(phase: .ready)
    let cramped = ViewportPresentRule().check(
      ready.adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 31)).snapshot, in: context)
    #expect(cramped?.detail == "viewport (0, 59, 393×31) is cramped: under 32×32 (the floor is 24×24)")
    #expect(cramped?.severity == .warning)
    #expect(
      viewportDetail(ready.adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 23)))
        == "viewport (0, 59, 393×23) is smaller than 24×24, the floor below which the camera "
        + "has no room for the vehicle chevron")
    #expect(
      viewportDetail(ready.adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 32))) == nil)
  }

  @Test func viewportOutsideTheMapFails() {
    let ready = SnapshotFixture(phase: .guiding(prompt: false))
    #expect(
      viewportDetail(ready.adding(.viewport, CGRect(x: 0, y: 500, width: 393, height: 400)))
        == "viewport (0, 500, 393×400) is outside the map (0, 0, 393×852)")
  }
}
