import GoogleNavigation
import ReferenceDelegates
import Testing
import UIKit

/// A short or small map the tester found over-constrained, in one layout direction and under
/// one wide-mode policy.
struct ShortScreenCase: CustomTestStringConvertible, Sendable {
  let size: CGSize
  let policy: WideModePolicy
  let direction: UIUserInterfaceLayoutDirection

  var testDescription: String {
    let policyName =
      switch policy {
      case .landscape: "landscape"
      case .minimumWidth(let width): "width ≥ \(Int(width))"
      }
    let directionName = direction == .leftToRight ? "LTR" : "RTL"
    return "\(Int(size.width))×\(Int(size.height)), \(policyName), \(directionName)"
  }

  /// The map with no unsafe bands at scale 2, as in the tester's report.
  var screen: SimulatedScreen {
    SimulatedScreen(size: size, safeAreaInsets: .zero, layoutDirection: direction, scale: 2)
  }

  /// The same map after a resize that only adds a 20-point top band (sizeChanged with a prompt
  /// up, on the same short map).
  var resized: SimulatedScreen {
    SimulatedScreen(
      size: size, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      layoutDirection: direction, scale: 2)
  }

  static let all: [ShortScreenCase] = [
    CGSize(width: 667, height: 375), CGSize(width: 568, height: 320),
    CGSize(width: 375, height: 400), CGSize(width: 200, height: 300),
  ].flatMap { size in
    [WideModePolicy.landscape, .minimumWidth(600), .minimumWidth(700)].flatMap { policy in
      [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft].map {
        ShortScreenCase(size: size, policy: policy, direction: $0)
      }
    }
  }
}

@MainActor
@Suite("ReferenceLayoutDelegate on short maps")
struct ReferenceLayoutDelegateShortScreenTests {
  /// Every event kind runs with an empty UIKit issue log, no ambiguous visible frame and no
  /// recorded violation. On 200×300 no layout can keep a 90- or 100-point prompt, both cards
  /// and the logo apart (120 + 100 + 80 > 300): the delegate then lets the logo and prompt
  /// overlap the turn card rather than over-constrain (see its narrow-mode doc comment).
  /// DESIGN.md §4 makes such environments a generator concern, not a delegate failure; here
  /// only Auto Layout cleanliness is checked.
  @Test("ReferenceLayoutDelegate stays free of layout issues", arguments: ShortScreenCase.all)
  func everyEvent(_ testCase: ShortScreenCase) throws {
    try runClean(
      ReferenceLayoutDelegate(), on: testCase.screen, resizeTo: testCase.resized,
      configuration: SimulatorConfiguration(wideModePolicy: testCase.policy))
  }

  /// The reference delegate on `screen`, guiding with a prompt (`promptContentHeight` tall
  /// inside, the metrics' default when nil) slid in and settled; UIKit logged nothing on the
  /// way.
  private func guidingWithPrompt(
    on screen: SimulatedScreen, configuration: SimulatorConfiguration,
    promptContentHeight: CGFloat? = nil, recenterShown: Bool = false
  ) throws -> NavigationSimulator {
    let simulator = NavigationSimulator(screen: screen, configuration: configuration)
    try simulator.mapView.setLayoutDelegate(ReferenceLayoutDelegate())
    try simulator.enableNavigation()
    if recenterShown { try simulator.setRecenterShown(true) }
    try simulator.startGuidance()
    try simulator.showPrompt(contentHeight: promptContentHeight)
    simulator.advanceTime(by: 1)
    #expect(simulator.layoutIssues.isEmpty)
    return simulator
  }

  @Test("the tester's 667×375 case: a prompt with a 120-point default height")
  func testerCase() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(size: CGSize(width: 667, height: 375), safeAreaInsets: .zero, scale: 2),
      configuration: SimulatorConfiguration(wideModePolicy: .minimumWidth(700)))
    let set = simulator.components
    // ETA card 80 tall at 375 − 80 = 295, visible top 303; the prompt, 120 tall, has its
    // visible bottom there (its 8-point transparent margin over the card's): frame 191 … 311,
    // visible top 199 = the floor. Logo 24 tall, 8 above the floor: 199 − 8 − 24 = 167.
    #expect(set.googleLogo.frame.minY == 167)
    // The panel's stack starts at 112 + 8 = 120 and may reach 167 − 8 − 8 = 151 (the trip
    // progress bar's gaps): 31 points, short of the panel's 48, so the panel is hidden.
    let panel = try #require(simulator.mapView.firstDescendant(identifiedAs: "orderStatus"))
    #expect(panel.isHidden)
    // The buttons' stack spans 151 + 8 = 159 … 199 (40 points): the 72-point speed widget
    // (56 + 2 × 8) is hidden, and the buttons after it with it.
    #expect(set.speedWidget.isHidden)
    // The viewport fills the same 159 … 199 band across the map.
    #expect(set.viewport.frame == CGRect(x: 0, y: 159, width: 667, height: 40))
  }

  /// The soak's false alarm (seed 8, case 18,385 over every environment): a 667×379 free size
  /// with a 17-point bottom band, 4-point card margins, a 100-point ETA card and a 90-point
  /// prompt left the viewport 31 points tall, under NLC-002's 32, while 47 points were open.
  @Test("the soak's 667×379 case keeps a 32-point viewport")
  func soakSeed8Case() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(
        size: CGSize(width: 667, height: 379),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 17, right: 0), scale: 3),
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(etaCardHeight: 100, cardMargin: 4, promptContentHeight: 90),
        wideModePolicy: .minimumWidth(700)))
    let set = simulator.components
    // ETA card 17 + 100 = 117 tall at 379 − 117 = 262, visible top 266; the prompt, 17 + 90 =
    // 107 tall, has its visible bottom there (its 4-point margin over the card's): frame
    // 163 … 270, visible top 167 = the floor. The turn card's visible bottom is 120 − 4 = 116,
    // the empty panel stack starts 8 lower at 124, and the viewport 8 under it: 132 … 167,
    // 35 points (before the prompt's margin overlapped the card's it was 31, NLC-002).
    #expect(set.viewport.frame == CGRect(x: 0, y: 132, width: 667, height: 35))
    let panel = try #require(simulator.mapView.firstDescendant(identifiedAs: "orderStatus"))
    #expect(panel.isHidden)
  }

  /// The soak's next false alarm (seed 0, case 93,403): 667×362, a 17-point bottom band,
  /// 5-point card margins, a 98-point ETA card and an 86-point prompt. Only 39 points are open
  /// under the turn card, less than the empty panel stack's 8-point gap and a 32-point
  /// viewport: the stack's gap gives way too.
  @Test("the soak's 667×362 case keeps a 32-point viewport")
  func soakSeed0Case() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(
        size: CGSize(width: 667, height: 362),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 17, right: 0), scale: 3),
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(etaCardHeight: 98, cardMargin: 5),
        wideModePolicy: .minimumWidth(700)),
      promptContentHeight: 86)
    // ETA card 17 + 98 = 115 tall at 362 − 115 = 247, visible top 252; the prompt, 17 + 86 =
    // 103 tall, has its visible bottom there: frame 154 … 257, visible top 159 = the floor.
    // The turn card's visible bottom is 120 − 5 = 115, the empty panel stack's bottom 8 lower
    // at 123, and 8 more is 131: 28 points, so the gap gives way to 159 − 32 = 127.
    #expect(simulator.components.viewport.frame == CGRect(x: 0, y: 127, width: 667, height: 32))
  }

  /// The soak's last false alarm (seed 2, case 80,679): 667×340, an 11-point bottom band,
  /// 4-point card margins, a 97-point ETA card and an 82-point prompt. With the prompt's frame
  /// on the card's visible top only 31 points were open under the turn card; with the
  /// prompt's transparent bottom margin over the card's, 35 are.
  @Test("the soak's 667×340 case keeps a 32-point viewport")
  func soakSeed2Case() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(
        size: CGSize(width: 667, height: 340),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 11, right: 0), scale: 3),
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(etaCardHeight: 97, cardMargin: 4),
        wideModePolicy: .minimumWidth(700)),
      promptContentHeight: 82)
    // ETA card 11 + 97 = 108 tall at 340 − 108 = 232, visible top 236; the prompt, 11 + 82 =
    // 93 tall, has its visible bottom there: frame 147 … 240, visible top 151 = the floor.
    // The turn card's visible bottom is 120 − 4 = 116; the empty panel stack's bottom at 124
    // and its gap (132) give way to a 32-point viewport: 151 − 32 = 119, below 116.
    #expect(simulator.components.viewport.frame == CGRect(x: 0, y: 119, width: 667, height: 32))
    let prompt = try #require(simulator.currentPrompt)
    #expect(prompt.frame.minY == 147)
    #expect(prompt.frame.height == 93)
  }

  /// The boundary search's find (`run --cases 40000 --seed 3`, NLC-003): 667×344, a 20-point
  /// bottom band, an 84-point ETA card, the 128×52 re-center button in the logo's place and an
  /// 81-point prompt (a quarter of the 324-point safe height). The room between the turn
  /// card's visible bottom and the prompt's visible top is 51 points, one short of the button,
  /// and the logo overlapped the turn card by 1 point. The turn card's 8-point top margin is
  /// transparent (NLC-019 and NLC-003 judge its visible card), so a layout that lets that
  /// margin leave the map has 59 points: the reference now lifts the card by the 1 point the
  /// logo needs. Expected values by hand from Apple's rules: a layout margins guide is the
  /// view's frame inset by its margins ("The edges of this guide are constrained to equal the
  /// edges of the view inset by the layoutMargins", UIView.layoutMarginsGuide), and "higher
  /// priority constraints are satisfied before lower priority constraints", each optional one
  /// as nearly as it can be (NSLayoutConstraint.priority, developer.apple.com).
  @Test("the boundary search's 667×344 case keeps the re-center button off the turn card")
  func boundarySeed3Case() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(
        size: CGSize(width: 667, height: 344),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0), scale: 3),
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(
          etaCardHeight: 84, recenterButtonSize: CGSize(width: 128, height: 52)),
        wideModePolicy: .minimumWidth(700)),
      promptContentHeight: 81, recenterShown: true)
    let set = simulator.components
    // ETA card 20 + 84 = 104 tall at 344 − 104 = 240, visible top 248; the prompt, 20 + 81 =
    // 101 tall, has its visible bottom there: frame 155 … 256, visible top 163 = the floor.
    #expect(set.etaCard.frame.minY == 240)
    let prompt = try #require(simulator.currentPrompt)
    #expect(prompt.frame == CGRect(x: 0, y: 155, width: 667, height: 101))
    // The button stands on the floor (its 8-point gap gives way): 163 − 52 = 111. The turn
    // card (120 tall) pinned at 0 would end its visible card at 112; the logo's clearance
    // outranks the pin, which gives way by the least it can: the card rises 1 point, its
    // visible card 7 … 111, the margin above it off the map.
    #expect(set.googleLogo.frame == CGRect(x: 12, y: 111, width: 128, height: 52))
    #expect(set.turnCard.frame == CGRect(x: 0, y: -1, width: 667, height: 120))
    // The empty panel stack starts 8 under the card (119), the viewport 8 under it: 127 … 163,
    // 36 points.
    #expect(set.viewport.frame == CGRect(x: 0, y: 127, width: 667, height: 36))
    let panel = try #require(simulator.mapView.firstDescendant(identifiedAs: "orderStatus"))
    #expect(panel.isHidden)
  }

  /// The next find, at seed 1 of 40,000 cases once the turn card could rise (NLC-003): 667×372
  /// with a 21-point bottom band, 4-point card margins, a 98-point ETA card, the 128×52
  /// re-center button and an 81-point prompt. 47 points are open under the pinned cards, 51
  /// with the turn card's 4-point margin off the map, 55 with the ETA card's too: the turn card
  /// rises its full margin, then the ETA card drops the last point. Sources as above.
  @Test("the boundary search's 667×372 case drops the ETA card the last point")
  func boundarySeed1Case() throws {
    let simulator = try guidingWithPrompt(
      on: SimulatedScreen(
        size: CGSize(width: 667, height: 372),
        safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0), scale: 3),
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(
          etaCardHeight: 98, cardMargin: 4, recenterButtonSize: CGSize(width: 128, height: 52)),
        wideModePolicy: .minimumWidth(700)),
      promptContentHeight: 81, recenterShown: true)
    let set = simulator.components
    // Pinned: the turn card's visible bottom 120 − 4 = 116; the ETA card 21 + 98 = 119 tall at
    // 372 − 119 = 253, visible top 257; the prompt 21 + 81 = 102 tall, visible top
    // 257 − (102 − 8) = 163: 47 points for 52. The turn card's pin gives way first, its full
    // 4 points (visible bottom 112), then the ETA card's 1 point of its 4: frame 254 … 373,
    // visible top 258, the prompt 160 … 262, visible top 164 = the floor, the button 112 … 164.
    #expect(set.turnCard.frame == CGRect(x: 0, y: -4, width: 667, height: 120))
    #expect(set.etaCard.frame == CGRect(x: 0, y: 254, width: 667, height: 119))
    let prompt = try #require(simulator.currentPrompt)
    #expect(prompt.frame == CGRect(x: 0, y: 160, width: 667, height: 102))
    #expect(set.googleLogo.frame == CGRect(x: 12, y: 112, width: 128, height: 52))
    // The empty panel stack at 112 + 8 = 120, the viewport 8 under it: 128 … 164.
    #expect(set.viewport.frame == CGRect(x: 0, y: 128, width: 667, height: 36))
  }
}

extension UIView {
  /// The first view in this view's subtree, depth first, with the accessibility identifier.
  fileprivate func firstDescendant(identifiedAs identifier: String) -> UIView? {
    for subview in subviews {
      if subview.accessibilityIdentifier == identifier { return subview }
      if let found = subview.firstDescendant(identifiedAs: identifier) { return found }
    }
    return nil
  }
}
