import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing

/// NLC-003, NLC-004 and NLC-005 on hand-built snapshots: a 393×852 map whose safe area is
/// (0, 59, 393×759).
@Suite struct OverlapRuleTests {
  let context = SnapshotFixture.context()
  let guiding = SnapshotFixture(phase: .guiding(prompt: true))
  /// The ETA card pinned to the map's bottom: 8-point margins plus the 34-point band.
  let etaFrame = CGRect(x: 0, y: 738, width: 393, height: 114)
  let etaVisual = CGRect(x: 8, y: 746, width: 377, height: 72)

  func overlapDetail(_ fixture: SnapshotFixture) -> String? {
    NoOverlapRule().check(fixture.snapshot, in: context)?.detail
  }

  @Test func overlapNamesBothElementsAndTheOverlap() throws {
    let button = CGRect(x: 337, y: 700, width: 48, height: 48)
    let fixture = guiding
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 218), promptSerial: 1)
      .adding(.button(.compass), button)
    let finding = try #require(NoOverlapRule().check(fixture.snapshot, in: context))
    #expect(
      finding.detail
        == "prompt #1 (0, 600, 393×218) overlaps button(compass) (337, 700, 48×48) in "
        + "(337, 700, 48×48)")
    #expect(
      finding.highlights == [
        .init("prompt #1", CGRect(x: 0, y: 600, width: 393, height: 218)),
        .init("button(compass)", button), .init("overlap", button),
      ])
  }

  @Test func aPromptMayRestOnTheETACard() {
    // The guide docks prompts at the bottom edge, over the layout: the ETA card under it is
    // covered on purpose.
    let fixture = guiding
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 218), promptSerial: 1)
      .adding(.etaCard, etaFrame, visual: etaVisual)
    #expect(overlapDetail(fixture) == nil)
  }

  @Test func cardsAreComparedByTheirVisualRectangles() {
    // The logo stands on the ETA card's visual top, inside the card's transparent margin.
    let fixture = guiding
      .adding(.etaCard, etaFrame, visual: etaVisual)
      .adding(.googleLogo, CGRect(x: 16, y: 722, width: 80, height: 24))
    #expect(overlapDetail(fixture) == nil)
  }

  @Test func halfAPointIsTolerated() {
    let base = guiding.adding(.etaCard, etaFrame, visual: etaVisual)
    #expect(overlapDetail(base.adding(.googleLogo, CGRect(x: 16, y: 722.5, width: 80, height: 24))) == nil)
    #expect(
      overlapDetail(base.adding(.googleLogo, CGRect(x: 16, y: 723, width: 80, height: 24)))
        == "etaCard (8, 746, 377×72) overlaps googleLogo (16, 723, 80×24) in (16, 746, 80×1)")
  }

  @Test func hiddenAndUndrawnElementsAreNotCompared() {
    let fixture = guiding
      .adding(.etaCard, etaFrame, visual: etaVisual)
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 218), visible: false, promptSerial: 1)
      .adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 759))
      .adding(.hidingStack, CGRect(x: 329, y: 600, width: 48, height: 200))
      .adding(.container, CGRect(x: 0, y: 0, width: 393, height: 852), identifier: "root")
      .adding(.ignored, CGRect(x: 0, y: 700, width: 393, height: 100), identifier: "debug")
    #expect(overlapDetail(fixture) == nil)
  }

  @Test func aComponentInsideTheAppsOpaqueViewIsNotComparedWithIt() {
    // A bottom sheet holding the ETA card; the app's badge on the sheet is the sheet's content.
    let fixture = guiding
      .adding(.opaqueOverlay, CGRect(x: 0, y: 600, width: 393, height: 252), identifier: "sheet")
      .adding(.etaCard, etaFrame, visual: etaVisual, parent: 0)
      .adding(.opaqueOverlay, CGRect(x: 16, y: 610, width: 100, height: 140), identifier: "badge", parent: 0)
    #expect(overlapDetail(fixture) == nil)
  }

  @Test func buttonsInAHidingStackAreCompared() {
    let fixture = guiding
      .adding(.hidingStack, CGRect(x: 329, y: 500, width: 48, height: 200))
      .adding(.button(.compass), CGRect(x: 329, y: 600, width: 48, height: 48), parent: 0)
      .adding(.button(.reporting), CGRect(x: 329, y: 640, width: 48, height: 48), parent: 0)
    #expect(
      overlapDetail(fixture)
        == "button(compass) (329, 600, 48×48) overlaps button(reporting) (329, 640, 48×48) "
        + "in (329, 640, 48×8)")
  }

  @Test func theFirstPairInPreorderIsReported() {
    let fixture = guiding
      .adding(.tripProgressBar, CGRect(x: 16, y: 300, width: 12, height: 430))
      .adding(.etaCard, etaFrame, visual: etaVisual)
      .adding(.googleLogo, CGRect(x: 16, y: 700, width: 80, height: 24))
      .adding(.opaqueOverlay, CGRect(x: 0, y: 740, width: 393, height: 40), identifier: "bar")
    #expect(
      overlapDetail(fixture)
        == "tripProgressBar (16, 300, 12×430) overlaps googleLogo (16, 700, 80×24) in (16, 700, 12×24)")
  }

  @Test func onlySettledSnapshotsAreJudged() {
    let overlapping = SnapshotFixture(phase: .guiding(prompt: true), moment: .afterEvent)
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 218), promptSerial: 1)
      .adding(.etaCard, etaFrame, visual: etaVisual)
    #expect(overlapDetail(overlapping) == nil)
  }

  @Test func anOpaqueOverlayCoveringTheViewportFails() throws {
    let fixture = guiding
      .adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 600))
      .adding(.turnCard, CGRect(x: 0, y: 0, width: 393, height: 179), visual: CGRect(x: 8, y: 67, width: 377, height: 104))
    let finding = try #require(ViewportUnobstructedRule().check(fixture.snapshot, in: context))
    #expect(
      finding.detail
        == "turnCard (8, 67, 377×104) covers viewport (0, 59, 393×600) in (8, 67, 377×104)")
    #expect(finding.highlights.map(\.label) == ["turnCard", "viewport", "overlap"])
  }

  @Test func theAppsOpaqueViewMustNotCoverTheViewport() {
    let fixture = SnapshotFixture(phase: .ready)
      .adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 700))
      .adding(.opaqueOverlay, CGRect(x: 16, y: 700, width: 361, height: 48), identifier: "orderStatus")
    #expect(
      ViewportUnobstructedRule().check(fixture.snapshot, in: context)?.detail
        == "opaqueOverlay 'orderStatus' (16, 700, 361×48) covers viewport (0, 59, 393×700) "
        + "in (16, 700, 361×48)")
  }

  @Test func floatingControlsAndAbuttingCardsLeaveTheViewportUnobstructed() {
    let fixture = guiding
      .adding(.viewport, CGRect(x: 0, y: 171, width: 393, height: 575))
      .adding(.turnCard, CGRect(x: 0, y: 0, width: 393, height: 179), visual: CGRect(x: 8, y: 67, width: 377, height: 104))
      .adding(.etaCard, etaFrame, visual: etaVisual)
      .adding(.googleLogo, CGRect(x: 16, y: 714, width: 80, height: 24))
      .adding(.button(.compass), CGRect(x: 329, y: 600, width: 48, height: 48))
      .adding(.speedWidget, CGRect(x: 100, y: 650, width: 72, height: 72))
      .adding(.tripProgressBar, CGRect(x: 16, y: 200, width: 12, height: 400))
      .adding(.floatingControl, CGRect(x: 329, y: 200, width: 48, height: 48), identifier: "mute")
      .adding(.opaqueOverlay, CGRect(x: 16, y: 300, width: 200, height: 100), visible: false, identifier: "sheet")
    #expect(ViewportUnobstructedRule().check(fixture.snapshot, in: context) == nil)
  }

  @Test func viewportCoverageIsJudgedWhenSettledOnly() {
    let fixture = SnapshotFixture(phase: .guiding(prompt: true), moment: .afterEvent)
      .adding(.viewport, CGRect(x: 0, y: 59, width: 393, height: 700))
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 218), promptSerial: 1)
    #expect(ViewportUnobstructedRule().check(fixture.snapshot, in: context) == nil)
  }

  @Test func aPromptCoveringTheLogoFailsDuringAnimations() {
    #expect(PromptClearOfLogoRule().checksAnimationFrames)
    let sliding = SnapshotFixture(phase: .guiding(prompt: true), moment: .duringAnimation(seconds: 0.15))
      .adding(.googleLogo, CGRect(x: 16, y: 720, width: 80, height: 24))
      .adding(.prompt, CGRect(x: 0, y: 602, width: 393, height: 166), visual: CGRect(x: 8, y: 610, width: 377, height: 150), promptSerial: 1)
    #expect(
      PromptClearOfLogoRule().check(sliding.snapshot, in: context)?.detail
        == "prompt #1 (8, 610, 377×150) covers googleLogo (16, 720, 80×24) in (16, 720, 80×24)")
  }

  @Test func aPromptClearOfTheLogoPasses() {
    let clear = guiding
      .adding(.googleLogo, CGRect(x: 16, y: 578, width: 80, height: 24))
      .adding(.prompt, CGRect(x: 0, y: 594, width: 393, height: 166), visual: CGRect(x: 8, y: 602, width: 377, height: 150), promptSerial: 1)
    #expect(PromptClearOfLogoRule().check(clear.snapshot, in: context) == nil)
  }

  @Test func promptOverLogoIsOnlyJudgedWhileGuidingAndWhenBothShow() {
    let logo = CGRect(x: 16, y: 720, width: 80, height: 24)
    let prompt = CGRect(x: 0, y: 600, width: 393, height: 218)
    let ready = SnapshotFixture(phase: .ready)
      .adding(.googleLogo, logo).adding(.prompt, prompt, promptSerial: 1)
    let hiddenLogo = guiding
      .adding(.googleLogo, logo, visible: false).adding(.prompt, prompt, promptSerial: 1)
    let hiddenPrompt = guiding
      .adding(.googleLogo, logo).adding(.prompt, prompt, visible: false, promptSerial: 1)
    for fixture in [ready, hiddenLogo, hiddenPrompt] {
      #expect(PromptClearOfLogoRule().check(fixture.snapshot, in: context) == nil)
    }
  }
}
