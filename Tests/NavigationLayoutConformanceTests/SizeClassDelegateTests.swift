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
  @Test(LongTests.only) func conformsOnEveryDeviceAndWindow() throws {
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

  /// Prompts: constrained at their place at once, shown lower by a transform that animates to
  /// identity, and faded out by a property animator before they leave. Frames by hand from the
  /// reference's portrait layout (ReferenceDelegatesTests): ETA card visible top 746, a
  /// 100-point prompt 134 tall with its visible bottom there, frame 620 … 754, visible top 628;
  /// the logo 8 above it (maxY 620), or 8 above the card's visible top without a prompt (738).
  /// `frame` is the bounding box of the transformed bounds (Apple, UIView.transform: "the
  /// frame … reflects the transform"); the default curve is ease in, ease out, which is at half
  /// its value at half its time, so at 0.15 s of 0.3 the prompt is 67 points low.
  @MainActor @Test func promptsSlideInWithATransformAndFadeOut() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait)
    try simulator.mapView.setLayoutDelegate(SizeClassLayoutDelegate())
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let prompt = try #require(try simulator.showPrompt(contentHeight: 100))
    // Inside the animation block the model value is already the end one (identity), as in
    // UIKit; what is shown starts 134 points low.
    #expect(prompt.transform.isIdentity)
    #expect(prompt.frame.minY == 620)
    #expect(prompt.presentationFrame.minY == 754)
    let logo = simulator.components.googleLogo
    #expect(logo.frame.maxY == 620)
    let clock = simulator.mapView.animationClock
    clock.advance(by: 0.15)
    #expect(abs(prompt.presentationFrame.minY - 687) < 0.001)
    // The transform slides it, not its constraints: laid out at its place, shown 67 lower.
    #expect(prompt.presentationUntransformedFrame(at: clock.now).minY == 620)
    #expect(abs(prompt.presentationTransform(at: clock.now).ty - 67) < 0.001)
    simulator.settle()
    #expect(prompt.presentationFrame.minY == 620)
    try simulator.hidePrompt()
    // Fading where it stands: still on the map, the logo still above it.
    simulator.mapView.animationClock.advance(by: 0.15)
    #expect(prompt.superview === simulator.mapView)
    #expect(prompt.frame.minY == 620)
    #expect(logo.frame.maxY == 620)
    simulator.settle()
    #expect(prompt.superview == nil)
    #expect(prompt.alpha == 0)
    #expect(logo.frame.maxY == 738)
    #expect(simulator.layoutIssues.isEmpty)
  }

  /// The idiom-based twin puts a 320-point panel 12 points in, in a window 375 points wide or
  /// less: no room for the viewport beside it, so Auto Layout breaks a constraint (NLC-011).
  /// The shrunk repro is an iPad in Split View, where the width is compact.
  @Test(LongTests.only) func choosingByIdiomIsCaughtInOneThirdSplitView() throws {
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
