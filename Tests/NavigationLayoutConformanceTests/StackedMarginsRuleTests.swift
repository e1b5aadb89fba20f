import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// NLC-025 on app code: the speed widget stacked above the ETA card, docked on the card's frame
/// (margins add up), on its `layoutMarginsGuide` (the guide's way), or on the margins guide
/// with a gap of the app's own that makes the frames touch by coincidence.
///
/// Figures: iPhone 15 in portrait, 393×852 pt, safe-area insets top 59, bottom 34
/// (``DeviceProfile/iPhone15``; a Dynamic Island iPhone prints `UIEdgeInsets(top: 59.0, left:
/// 0.0, bottom: 34.0, right: 0.0)`: csl.cool, "iOS Layout Adaptation", 2023). Model metrics (CONFORMANCE.md §3, not
/// Google's): the ETA card is the safe width by 34 + 80 = 114 points with 8-point margins on
/// every side; the speed widget shows the speedometer, 56×56 plus 8 padding each side: 72×72,
/// margins 8.
@MainActor
@Suite struct StackedMarginsRuleTests {
  static let rule = StackedMarginsRule()
  static let guiding = Scenario(device: .iPhone15).enableNavigation().startGuidance()

  func record(_ scenario: Scenario, _ make: @escaping @MainActor () -> any NavigationLayoutDelegate)
    throws -> CaseRecord
  {
    try LifecycleDriver(rules: [Self.rule], makeDelegate: make).run(scenario)
  }

  /// The ETA card's frame is (0, 738, 393×114) (852 − 114 = 738), its visual rectangle
  /// (8, 746, 377×98). The widget's bottom on the card's frame top puts its frame at
  /// x = 393 − 12 − 72 = 309, y = 738 − 72 = 666, visual (317, 674, 56×56) ending at 730:
  /// 16 points above the card's visible top where one margin, 8, is enough.
  @Test func speedWidgetOnTheETACardsFrameIsReported() throws {
    let result = try record(Self.guiding) {
      DashboardDelegate(speedWidget: .onETACardFrame(constant: 0))
    }
    let warning = try #require(result.warning)
    #expect(
      warning.description
        == "NLC-025 at step 2 (startGuidance), settled: speedWidget (317, 674, 56×56) sits on "
        + "etaCard (8, 746, 377×98) frame to frame: their margins add up to a 16-pt gap where one "
        + "margin (8 pt) is enough; anchor one to the other's layoutMarginsGuide")
    #expect(warning.signature.description == "NLC-025: etaCard, speedWidget (warning)")
    #expect(result.violation == nil)
  }

  /// The same through Google's hiding stack: the widget alone in a bottom-positioned
  /// `GMSNavigationHidingStackView` whose bottom is on the ETA card's frame top. The stack puts
  /// its first view's bottom on its own bottom with no offset, so the frames are tied edge to
  /// edge through the stack: the widget's frame is again (309, 666, 72×72), the same finding.
  @Test func speedWidgetInAHidingStackOnTheETACardsFrameIsReported() throws {
    let result = try record(Self.guiding) {
      DashboardDelegate(speedWidget: .hidingStackOnETACardFrame)
    }
    #expect(
      result.warning?.description
        == "NLC-025 at step 2 (startGuidance), settled: speedWidget (317, 674, 56×56) sits on "
        + "etaCard (8, 746, 377×98) frame to frame: their margins add up to a 16-pt gap where one "
        + "margin (8 pt) is enough; anchor one to the other's layoutMarginsGuide")
  }

  /// Known miss: the widget last in a horizontal `UIStackView` row with the pill (`.fill`),
  /// the row's bottom on the ETA card's frame top. The frames touch as above, but the stack
  /// pins its first view (the pill) to its edges and aligns the widget to the pill, and a
  /// snapshot records only constraints that involve a Google component, so the link from the
  /// pill to the row is not seen and the chain is not followed: no finding (a miss, never a
  /// false alarm; CONFORMANCE.md §1b, NLC-025).
  @Test func speedWidgetInAUIStackViewRowIsAKnownMiss() throws {
    let result = try record(Self.guiding) { DashboardDelegate(speedWidget: .rowOnETACardFrame) }
    #expect(result.warning == nil)
    let step = try #require(
      result.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(step.element(.speedWidget)?.frame == CGRect(x: 309, y: 666, width: 72, height: 72))
  }

  /// The guide's way, `speedWidget.bottomAnchor == etaCard.layoutMarginsGuide.topAnchor`: the
  /// widget's frame ends at the card's visible top, 746 (frame y = 674), its visual rectangle
  /// at 738, 8 points (its own margin) above the card's: the frames overlap by the card's
  /// margin. No finding.
  @Test func speedWidgetOnTheETACardsMarginsPasses() throws {
    let result = try record(Self.guiding) {
      DashboardDelegate(speedWidget: .onETACardMargins(constant: 0))
    }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let step = try #require(
      result.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(step.element(.speedWidget)?.frame == CGRect(x: 309, y: 674, width: 72, height: 72))
  }

  /// `speedWidget.bottomAnchor == etaCard.layoutMarginsGuide.topAnchor - 8`: a gap of the
  /// app's own from the card's visible top. The widget's frame ends at 746 − 8 = 738, on the
  /// card's frame top, so the frames touch and the visible gap is 16, but the app anchored
  /// through the margins guide as the guide says: the rule does not report a coincidence.
  @Test func aGapOfTheAppsOwnFromTheMarginsGuidePasses() throws {
    let result = try record(Self.guiding) {
      DashboardDelegate(speedWidget: .onETACardMargins(constant: -8))
    }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let step = try #require(
      result.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
    #expect(step.element(.speedWidget)?.frame == CGRect(x: 309, y: 666, width: 72, height: 72))
  }

  /// Frames spaced apart on purpose (`etaCard.topAnchor - 4`): they do not touch, no finding.
  @Test func framesSpacedApartPass() throws {
    let result = try record(Self.guiding) {
      DashboardDelegate(speedWidget: .onETACardFrame(constant: -4))
    }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
  }

  /// With the speedometer and the speed limit both off, the speed widget is in the `.none`
  /// state: no size and no margins, nothing to add up.
  @Test func anEmptySpeedWidgetPasses() throws {
    let settings = SimulatorConfiguration(
      shouldDisplaySpeedometer: false, shouldDisplaySpeedLimit: false)
    let scenario = Scenario(device: .iPhone15, configuration: settings).enableNavigation()
      .startGuidance()
    let result = try record(scenario) {
      DashboardDelegate(speedWidget: .onETACardFrame(constant: 0))
    }
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
  }

  /// The reference docks prompts on the ETA card's margins guide and stacks the speed widget on
  /// a floor guide held by the card's margins guide; the guide's sample stacks nothing. Over
  /// a session with prompts on every phone: no finding.
  @Test func referenceAndGuideSampleHaveNoFinding() throws {
    for device in DeviceProfile.phones {
      let scenario = Scenario(device: device).enableNavigation().startGuidance().showPrompt()
        .advanceTime(by: 1).speedWidget(.both).changePrompt(contentHeight: 80).advanceTime(by: 1)
        .hidePrompt().advanceTime(by: 1)
      for make in [{ GuideSampleDelegate() }, { ReferenceLayoutDelegate() }]
        as [@MainActor () -> any NavigationLayoutDelegate]
      {
        let result = try record(scenario, make)
        #expect(result.bugs.isEmpty, "\(device): \(result.bugs.map(\.description))")
      }
    }
  }
}
