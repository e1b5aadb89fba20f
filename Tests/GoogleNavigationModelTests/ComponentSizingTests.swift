import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

@MainActor
@Suite("Component size model")
struct ComponentSizingTests {
  /// 393×852, insets 59/0/34/0, narrow.
  let portrait = ComponentSizing(
    metrics: .default, mapSize: CGSize(width: 393, height: 852),
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    layoutDirection: .leftToRight, wideMode: false)

  /// 852×393, insets 0/59/21/59, wide.
  let landscape = ComponentSizing(
    metrics: .default, mapSize: CGSize(width: 852, height: 393),
    safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    layoutDirection: .leftToRight, wideMode: true)

  @Test("narrow mode: cards and prompts span the map and cover the bands they sit on")
  func narrow() {
    #expect(portrait.cardWidth == 393)
    #expect(portrait.turnCardSize == CGSize(width: 393, height: 179))  // 59 + 120
    #expect(portrait.etaCardSize == CGSize(width: 393, height: 114))  // 34 + 80
    #expect(portrait.promptSize(contentHeight: 150) == CGSize(width: 393, height: 184))  // 34 + 150
    #expect(portrait.logoSize(recenterShown: false) == CGSize(width: 80, height: 24))
    #expect(portrait.logoSize(recenterShown: true) == CGSize(width: 128, height: 44))
    #expect(portrait.buttonSize == CGSize(width: 48, height: 48))
  }

  @Test("narrow mode with side bands: cards and prompts as wide as the safe area")
  func narrowWithSideBands() {
    var sized = portrait
    sized.mapSize = CGSize(width: 667, height: 498)
    sized.safeAreaInsets = UIEdgeInsets(top: 0, left: 9, bottom: 0, right: 9)
    // 667 − 9 − 9 = 649, so a card pinned to the safe area's leading edge ends at 658 < 667.
    #expect(sized.cardWidth == 649)
    #expect(sized.promptSize(contentHeight: 100).width == 649)
  }

  @Test("wide mode: a leading column of clamped width plus the leading band")
  func wide() {
    // Safe width 852 − 118 = 734; 0.4 × 734 = 293.6 → 294 → clamped up to 300; + 59 = 359.
    #expect(landscape.cardWidth == 359)
    #expect(landscape.turnCardSize == CGSize(width: 359, height: 120))  // 0 + 120
    #expect(landscape.etaCardSize == CGSize(width: 359, height: 101))  // 21 + 80
    var tablet = landscape
    tablet.mapSize = CGSize(width: 1194, height: 834)
    tablet.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    // 0.4 × 1194 = 477.6 → 478 → clamped down to 420; no side band.
    #expect(tablet.cardWidth == 420)
    var rightToLeft = landscape
    rightToLeft.safeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 0)
    rightToLeft.layoutDirection = .rightToLeft
    // Leading is the right edge, whose band is 0: safe width 793 × 0.4 = 317.2 → 317.
    #expect(rightToLeft.cardWidth == 317)
  }

  @Test("speed widget: one size per state, padding 8 on every side", arguments: [false, true])
  func speedWidget(wide: Bool) {
    let sizing = wide ? landscape : portrait
    #expect(sizing.speedWidgetSize(.none) == .zero)
    #expect(sizing.speedWidgetSize(.speed) == CGSize(width: 72, height: 72))  // 56 + 16
    #expect(sizing.speedWidgetSize(.limit) == CGSize(width: 64, height: 72))  // 48 + 16, 56 + 16
    #expect(sizing.speedWidgetSize(.both) == CGSize(width: 120, height: 72))  // 56 + 48 + 16
  }

  @Test("displayed speed state follows the map's flags and hides behind the re-center button")
  func displayedState() {
    #expect(SpeedWidgetState.both.displayed(speedometer: true, speedLimit: false, recenterShown: false) == .speed)
    #expect(SpeedWidgetState.both.displayed(speedometer: false, speedLimit: true, recenterShown: false) == .limit)
    #expect(SpeedWidgetState.both.displayed(speedometer: true, speedLimit: true, recenterShown: true) == .none)
    #expect(SpeedWidgetState.speed.displayed(speedometer: false, speedLimit: true, recenterShown: false) == .none)
  }

  @Test("the simulator applies the sizes in both modes and every speed state", arguments: [false, true])
  func simulatorApplies(wide: Bool) throws {
    let simulator = NavigationSimulator(screen: wide ? .phoneLandscape : .phonePortrait)
    try simulator.mapView.setLayoutDelegate(RecordingDelegate())
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let set = simulator.components
    #expect(simulator.wideMode == wide)
    #expect(set.turnCard.bounds.size == (wide ? landscape : portrait).turnCardSize)
    #expect(set.etaCard.sdkSize == (wide ? landscape : portrait).etaCardSize)
    let expected: [SpeedWidgetState: CGSize] = [
      .none: .zero, .speed: CGSize(width: 72, height: 72), .limit: CGSize(width: 64, height: 72),
      .both: CGSize(width: 120, height: 72),
    ]
    for state in SpeedWidgetState.allCases {
      try simulator.setSpeedWidget(state)
      #expect(set.speedWidget.sdkSize == expected[state], "\(state)")
      #expect(set.speedWidget.displayedState == state)
    }
    try simulator.setRecenterShown(true)
    #expect(set.speedWidget.sdkSize == .zero)
    #expect(set.googleLogo.sdkSize == CGSize(width: 128, height: 44))
    #expect(simulator.recorder.callbacks == [.enableNavigationUI, .startGuidance])
  }

  @Test("the default metrics lie in the plausible ranges; a 13-point progress bar does not")
  func ranges() {
    #expect(ComponentMetrics.Ranges.plausible.contains(.default))
    var metrics = ComponentMetrics.default
    metrics.tripProgressBarWidth = 13
    #expect(!ComponentMetrics.Ranges.plausible.contains(metrics))
  }
}
