import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing
import UIKitModel

/// NLC-006, NLC-019 and NLC-020 on hand-built snapshots.
@Suite struct PlacementRuleTests {
  let context = SnapshotFixture.context()

  /// An 852×393 landscape map in wide mode whose safe area is (59, 0, 734×372).
  func wide(
    _ direction: UIUserInterfaceLayoutDirection = .leftToRight,
    moment: LayoutSnapshot.Moment = .settled
  ) -> SnapshotFixture {
    SnapshotFixture(
      phase: .guiding(prompt: false), moment: moment, event: .startGuidance, wideMode: true,
      layoutDirection: direction, size: CGSize(width: 852, height: 393),
      insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  func wideDetail(_ fixture: SnapshotFixture) -> String? {
    WideModeLeadingCardsRule().check(fixture.snapshot, in: context)?.detail
  }

  /// Cards pinned to the map's leading edge: the left margin covers the 59-point band.
  let turnFrame = CGRect(x: 0, y: 0, width: 359, height: 120)
  let turnVisual = CGRect(x: 67, y: 8, width: 284, height: 104)
  let etaFrame = CGRect(x: 0, y: 293, width: 359, height: 100)
  let etaVisual = CGRect(x: 67, y: 301, width: 284, height: 63)

  @Test func cardsOnTheLeadingEdgeTurnCardOnTopPass() {
    #expect(
      wideDetail(wide().adding(.turnCard, turnFrame, visual: turnVisual).adding(.etaCard, etaFrame, visual: etaVisual))
        == nil)
    // Pinned to the safe area's leading edge instead, or half a point short of it.
    #expect(
      wideDetail(wide().adding(.turnCard, CGRect(x: 59, y: 0, width: 300, height: 120))) == nil)
    #expect(
      wideDetail(wide().adding(.turnCard, CGRect(x: 59.5, y: 0, width: 300, height: 120))) == nil)
  }

  @Test func aCardAwayFromTheLeadingEdgeFails() {
    #expect(
      wideDetail(wide().adding(.turnCard, CGRect(x: 60, y: 0, width: 300, height: 120)))
        == "in wide mode, turnCard (60, 0, 300×120) is not on the leading edge: its frame starts "
        + "at x = 60, after the safe area's leading edge at x = 59")
    let trailing = wide()
      .adding(.turnCard, turnFrame, visual: turnVisual)
      .adding(.etaCard, CGRect(x: 493, y: 293, width: 359, height: 100), visual: CGRect(x: 501, y: 301, width: 284, height: 63))
    #expect(
      wideDetail(trailing)
        == "in wide mode, etaCard (501, 301, 284×63) is not on the leading edge: its frame starts "
        + "at x = 493, after the safe area's leading edge at x = 59")
  }

  @Test func theLeadingEdgeIsOnTheRightInRightToLeftLayouts() {
    let mirrored = wide(.rightToLeft)
      .adding(.turnCard, CGRect(x: 493, y: 0, width: 359, height: 120), visual: CGRect(x: 501, y: 8, width: 284, height: 104))
    #expect(wideDetail(mirrored) == nil)
    #expect(
      wideDetail(wide(.rightToLeft).adding(.turnCard, turnFrame, visual: turnVisual))
        == "in wide mode, turnCard (67, 8, 284×104) is not on the leading edge: its frame ends "
        + "at x = 359, before the safe area's leading edge at x = 793")
  }

  @Test func theTurnCardMustBeAboveTheETACard() {
    let swapped = wide()
      .adding(.turnCard, CGRect(x: 0, y: 200, width: 359, height: 120), visual: CGRect(x: 67, y: 208, width: 284, height: 104))
      .adding(.etaCard, CGRect(x: 0, y: 0, width: 359, height: 100), visual: CGRect(x: 67, y: 8, width: 284, height: 84))
    #expect(
      wideDetail(swapped)
        == "in wide mode, turnCard (67, 208, 284×104) is not above etaCard (67, 8, 284×84)")
  }

  @Test func cardsAreOnlyJudgedInWideModeAtCheckpoints() {
    let trailing = CGRect(x: 493, y: 0, width: 359, height: 120)
    #expect(wideDetail(wide(moment: .duringAnimation(seconds: 0.1)).adding(.turnCard, trailing)) == nil)
    #expect(wideDetail(wide().adding(.turnCard, trailing, visible: false)) == nil)
    #expect(
      wideDetail(wide(moment: .afterEvent).adding(.turnCard, trailing))
        == "in wide mode, turnCard (493, 0, 359×120) is not on the leading edge: its frame starts "
        + "at x = 493, after the safe area's leading edge at x = 59")
    let narrow = SnapshotFixture(phase: .guiding(prompt: false), size: CGSize(width: 852, height: 393))
      .adding(.turnCard, trailing)
    #expect(wideDetail(narrow) == nil)
  }

  func boundsDetail(_ fixture: SnapshotFixture) -> String? {
    InsideBoundsRule().check(fixture.snapshot, in: context)?.detail
  }

  @Test func elementsInsideTheirAreasPass() {
    let fixture = SnapshotFixture(phase: .guiding(prompt: false))
      .adding(.turnCard, CGRect(x: 0, y: 0, width: 393, height: 179), visual: CGRect(x: 8, y: 67, width: 377, height: 104))
      .adding(.speedWidget, CGRect(x: 300, y: 20, width: 72, height: 72))
      .adding(.googleLogo, CGRect(x: 16, y: 770, width: 80, height: 24))
      .adding(.button(.compass), CGRect(x: 329, y: 770, width: 48, height: 48))
      .adding(.viewport, CGRect(x: 0, y: 500, width: 393, height: 500))
      .adding(.opaqueOverlay, CGRect(x: 0, y: 840, width: 393, height: 100), visible: false, identifier: "sheet")
    #expect(boundsDetail(fixture) == nil)
  }

  @Test func aDrawnElementOffTheMapFails() throws {
    let fixture = SnapshotFixture(phase: .ready)
      .adding(.opaqueOverlay, CGRect(x: 16, y: 810, width: 361, height: 48), identifier: "orderStatus")
    let finding = try #require(InsideBoundsRule().check(fixture.snapshot, in: context))
    #expect(
      finding.detail
        == "opaqueOverlay 'orderStatus' (16, 810, 361×48) is outside the map (0, 0, 393×852)")
    #expect(finding.highlights.map(\.label) == ["opaqueOverlay 'orderStatus'", "the map"])
  }

  @Test func anInteractiveElementOutsideTheSafeAreaFails() {
    let fixture = SnapshotFixture(phase: .ready)
      .adding(.button(.compass), CGRect(x: 337, y: 20, width: 48, height: 48))
    #expect(
      boundsDetail(fixture)
        == "button(compass) (337, 20, 48×48), interactive, is outside the safe area (0, 59, 393×759)")
    let control = SnapshotFixture(phase: .off)
      .adding(.floatingControl, CGRect(x: 0, y: 818, width: 60, height: 30), identifier: "chat")
    #expect(
      boundsDetail(control)
        == "floatingControl 'chat' (0, 818, 60×30), interactive, is outside the safe area (0, 59, 393×759)")
  }

  @Test func boundsAreJudgedWhenSettledOnly() {
    let sliding = SnapshotFixture(phase: .guiding(prompt: true), moment: .afterEvent)
      .adding(.prompt, CGRect(x: 0, y: 800, width: 393, height: 200), promptSerial: 1)
    #expect(boundsDetail(sliding) == nil)
  }

  func cornersDetail(_ fixture: SnapshotFixture) -> String? {
    PromptCornersRule().check(fixture.snapshot, in: context)?.detail
  }

  let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
  let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  @Test func aFloatingPromptMustRoundAllFourCorners() throws {
    #expect(PromptCornersRule().severity == .warning)
    let fixture = SnapshotFixture(phase: .guiding(prompt: true))
      .adding(.prompt, CGRect(x: 0, y: 630, width: 393, height: 154), visual: CGRect(x: 8, y: 638, width: 377, height: 104), promptSerial: 1, roundedCorners: top)
    #expect(
      cornersDetail(fixture)
        == "prompt #1 (8, 638, 377×104) is not docked at the bottom edge but does not round all "
        + "four corners (missing: layerMinXMaxYCorner, layerMaxXMaxYCorner)")
    let square = SnapshotFixture(phase: .guiding(prompt: true))
      .adding(.prompt, CGRect(x: 0, y: 630, width: 393, height: 154), promptSerial: 2, roundedCorners: [])
    #expect(
      cornersDetail(square)
        == "prompt #2 (0, 630, 393×154) is not docked at the bottom edge but does not round all "
        + "four corners (missing: layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, "
        + "layerMaxXMaxYCorner)")
  }

  @Test func dockedOrFullyRoundedPromptsPass() {
    let guiding = SnapshotFixture(phase: .guiding(prompt: true))
    // Pinned to the map's bottom, or to the safe area's bottom (818).
    #expect(cornersDetail(guiding.adding(.prompt, CGRect(x: 0, y: 698, width: 393, height: 154), promptSerial: 1, roundedCorners: top)) == nil)
    #expect(cornersDetail(guiding.adding(.prompt, CGRect(x: 0, y: 664, width: 393, height: 154), promptSerial: 1, roundedCorners: top)) == nil)
    #expect(cornersDetail(guiding.adding(.prompt, CGRect(x: 0, y: 630, width: 393, height: 154), promptSerial: 1, roundedCorners: all)) == nil)
    let sliding = SnapshotFixture(phase: .guiding(prompt: true), moment: .afterEvent)
      .adding(.prompt, CGRect(x: 0, y: 630, width: 393, height: 154), promptSerial: 1, roundedCorners: top)
    #expect(cornersDetail(sliding) == nil)
  }
}
