import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The size-class delegate (issue 14): the app's panel at the leading side in a regular width,
/// at the bottom in a compact one; and its faulty twin that asks the device idiom instead,
/// which an iPad in one-third Split View catches (Apple's HIG "Layout" multitasking table:
/// one third is a compact width, though the device is an iPad).
@Suite struct SizeClassDelegateTests {
  @Test func conformsOnEveryDeviceAndWindow() throws {
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_000
    configuration.seed = 1
    let report = try Conformance.run(configuration) { SizeClassLayoutDelegate() }
    #expect(report.isConforming, "\(report)")
  }

  /// Frames by hand: the panel is 48 pt tall, 12 pt (NavigationStyleValues'
  /// buttonHorizontalPadding) from the leading edge of the safe area; at the side it is 320 pt
  /// wide, 8 pt below the top of the safe area; at the bottom it spans the safe area less
  /// 12 pt each side, 8 pt above its bottom.
  @MainActor @Test func thePanelMovesWithTheWidthSizeClass() throws {
    let pad = Environment(device: .iPadPro11)  // 834×1194, insets 24 / 20
    let simulator = NavigationSimulator(
      screen: pad.screen, configuration: pad.configuration, device: pad.simulatedDevice)
    try simulator.mapView.setLayoutDelegate(SizeClassLayoutDelegate())
    try simulator.enableNavigation()
    let panel = try #require(
      simulator.mapView.subviews.first { $0.accessibilityIdentifier == "orderStatus" })
    #expect(simulator.mapView.traitCollection.horizontalSizeClass == .regular)
    #expect(panel.frame == CGRect(x: 12, y: 32, width: 320, height: 48))
    // One-third Split View upright: 320 pt wide, compact. 1194 − 20 − 8 − 48 = 1118.
    try simulator.resize(
      to: CGSize(width: 320, height: 1194),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(simulator.mapView.traitCollection.horizontalSizeClass == .compact)
    #expect(panel.frame == CGRect(x: 12, y: 1118, width: 296, height: 48))
    #expect(simulator.layoutIssues.isEmpty)
    // Back to full screen: the side again.
    try simulator.resize(
      to: CGSize(width: 834, height: 1194),
      safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(panel.frame == CGRect(x: 12, y: 32, width: 320, height: 48))
  }

  /// The idiom-based twin puts a 320-point panel 12 points in, in a window 375 points wide or
  /// less: no room for the viewport beside it, so Auto Layout breaks a constraint (NLC-011).
  /// The shrunk repro is an iPad in Split View, where the width is compact.
  @Test func choosingByIdiomIsCaughtInOneThirdSplitView() throws {
    let faulty = try #require(FaultyDelegates.named("side-panel-by-idiom"))
    #expect(faulty.ruleID == "NLC-011")
    var configuration = ConformanceConfiguration()
    configuration.cases = 1_000
    configuration.seed = 1
    let report = try Conformance.run(configuration, delegate: faulty.make)
    let failure = try #require(report.failures.first, "not caught")
    #expect(failure.ruleID == "NLC-011", "\(failure)")
    let environment = failure.scenario.environment
    #expect(environment.device?.idiom == .pad, "\(failure)")
    guard case .splitView(let width) = environment.window else {
      Issue.record("not a Split View: \(environment)")
      return
    }
    #expect(width <= 375, "\(failure)")
    #expect(environment.traits.horizontalSizeClass == .compact)
    #expect(failure.trace.contains("split view \(Int(width)) pt"), "\(failure)")
    #expect(failure.trace.contains("compact width, regular height"), "\(failure)")
  }
}
