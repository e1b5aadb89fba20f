import GoogleNavigation
import ReferenceDelegates
import Testing
import UIKit

/// Every event kind of DESIGN.md §5, in a legal order: the logo morphs, the speed widget
/// changes, prompts show, change mid-animation and hide, the map resizes with a prompt up,
/// guidance stops with a prompt on screen, and navigation is disabled while guiding.
@MainActor
func everyEventKind(resizeTo other: SimulatedScreen) -> [SDKEvent] {
  [
    .enableNavigation, .recenter(shown: true), .recenter(shown: false), .startGuidance,
    .speedWidget(.both), .showPrompt(contentHeight: 100), .advanceTime(1),
    .changePrompt(contentHeight: 80), .advanceTime(0.1), .hidePrompt, .advanceTime(1),
    .showPrompt(contentHeight: 90), .advanceTime(1),
    .resize(size: other.size, safeAreaInsets: other.safeAreaInsets), .recenter(shown: true),
    .stopGuidance, .advanceTime(1), .startGuidance, .speedWidget(.limit), .disableNavigation,
  ]
}

/// Runs the events, checking after each that the UIKit model logged nothing, no frame is
/// ambiguous and the SDK recorders saw no violation; then settles and checks the map is back to
/// its pristine state.
@MainActor
func runClean(
  _ delegate: any NavigationLayoutDelegate, on screen: SimulatedScreen,
  resizeTo other: SimulatedScreen, configuration: SimulatorConfiguration = SimulatorConfiguration()
) throws {
  let simulator = NavigationSimulator(screen: screen, configuration: configuration)
  try simulator.mapView.setLayoutDelegate(delegate)
  for event in everyEventKind(resizeTo: other) {
    try simulator.apply(event)
    #expect(simulator.mapView.recordAmbiguousLayout().isEmpty, "after \(event)")
    #expect(simulator.layoutIssues.isEmpty, "after \(event)")
    #expect(simulator.recorder.violations.isEmpty, "after \(event)")
  }
  simulator.settle()
  let pristine = try #require(simulator.pristineSnapshot)
  #expect(pristine.differences(to: MapSnapshot(of: simulator.mapView)) == [])
  #expect(simulator.layoutIssues.isEmpty)
  #expect(
    simulator.recorder.callbacks == [
      .enableNavigationUI, .startGuidance, .showPrompt, .changePrompt, .hidePrompt, .showPrompt,
      .sizeChanged, .stopGuidance, .startGuidance, .stopGuidance, .disableNavigationUI,
    ])
}

@MainActor
@Suite("Reference delegates on the simulator")
struct ReferenceDelegatesTests {
  static let rightToLeftPortrait = SimulatedScreen(
    size: SimulatedScreen.phonePortrait.size,
    safeAreaInsets: SimulatedScreen.phonePortrait.safeAreaInsets, layoutDirection: .rightToLeft)
  static let rightToLeftLandscape = SimulatedScreen(
    size: SimulatedScreen.phoneLandscape.size,
    safeAreaInsets: SimulatedScreen.phoneLandscape.safeAreaInsets, layoutDirection: .rightToLeft)

  @Test("ReferenceLayoutDelegate runs every event kind without a layout issue")
  func reference() throws {
    try runClean(ReferenceLayoutDelegate(), on: .phonePortrait, resizeTo: .phoneLandscape)
    try runClean(ReferenceLayoutDelegate(), on: .phoneLandscape, resizeTo: .phonePortrait)
    try runClean(ReferenceLayoutDelegate(), on: .tabletPortrait, resizeTo: .phonePortrait)
    try runClean(
      ReferenceLayoutDelegate(), on: Self.rightToLeftPortrait, resizeTo: Self.rightToLeftLandscape)
  }

  @Test("PortraitLayoutDelegate runs every event kind without a layout issue")
  func portrait() throws {
    let smallPhone = SimulatedScreen(
      size: CGSize(width: 375, height: 667),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scale: 2)
    try runClean(PortraitLayoutDelegate(), on: .phonePortrait, resizeTo: smallPhone)
  }

  @Test("wide mode puts the cards in a leading column with the viewport beside them")
  func wideColumn() throws {
    let simulator = NavigationSimulator(screen: .phoneLandscape)
    try simulator.mapView.setLayoutDelegate(ReferenceLayoutDelegate())
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let set = simulator.components
    // Card width 359 (see ComponentSizingTests); turn card 120 tall at the top, ETA card
    // 21 + 80 = 101 tall at the bottom: y = 393 − 101 = 292.
    #expect(set.turnCard.frame == CGRect(x: 0, y: 0, width: 359, height: 120))
    #expect(set.etaCard.frame == CGRect(x: 0, y: 292, width: 359, height: 101))
    // Viewport from the column's edge to the safe area's trailing edge 852 − 59 = 793; from
    // the top to the floor: panel top 393 − 21 − 8 − 48 = 316, minus the gap 8 = 308.
    #expect(set.viewport.frame == CGRect(x: 359, y: 0, width: 434, height: 308))
  }

  @Test("the speed widget stands on the ETA card's visible top in portrait")
  func speedWidgetOnETACard() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait)
    try simulator.mapView.setLayoutDelegate(ReferenceLayoutDelegate())
    try simulator.enableNavigation()
    try simulator.startGuidance()
    try simulator.setSpeedWidget(.speed)
    let set = simulator.components
    // ETA card 114 tall at 852 − 114 = 738, visible top 738 + 8 = 746; widget 72 tall → 674;
    // trailing edge 393 − 12 = 381 → x 309.
    // The widget stands first in the buttons' hiding stack, so its frame is in the stack's
    // coordinates; compare in the map's.
    let map = simulator.mapView
    #expect(
      set.speedWidget.frame(in: map)
        == CGRect(x: 309, y: 674, width: 72, height: 72))
    try simulator.showPrompt(contentHeight: 100)
    simulator.settle()
    // Prompt 134 tall, its visible bottom on 746 (its transparent 8-point margin over the
    // card's): frame 620 … 754, visible top 628; the widget rises to 628 − 72 = 556.
    #expect(set.speedWidget.frame(in: map).minY == 556)
    // The logo 8 above the prompt's visible top: 628 − 8 = 620.
    #expect(set.googleLogo.frame.maxY == 620)
  }
}

extension UIView {
  /// The frame in `ancestor`'s coordinates: the origins of the superviews up to it added up
  /// (no view on the way scrolls or transforms).
  fileprivate func frame(in ancestor: UIView) -> CGRect {
    var rect = frame
    var current = superview
    while let view = current, view !== ancestor {
      rect.origin.x += view.frame.minX
      rect.origin.y += view.frame.minY
      current = view.superview
    }
    return rect
  }
}
