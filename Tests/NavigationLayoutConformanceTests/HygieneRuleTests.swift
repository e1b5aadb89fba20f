import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import Testing
import UIKitModel

/// The hygiene rules (NLC-007 to NLC-015) on hand-built snapshots of the fixture's 393×852
/// portrait map: each test states the elements, constraints, issues or records and the exact
/// finding.
@Suite struct HygieneRuleTests {
  static let afterStop = Scenario(device: .iPhone15).enableNavigation().startGuidance()
    .stopGuidance()
  static let logo = CGRect(x: 12, y: 780, width: 80, height: 24)
  static let turnCard = CGRect(x: 0, y: 0, width: 393, height: 179)
  static let reporting = CGRect(x: 333, y: 700, width: 48, height: 48)
  static let compass = CGRect(x: 333, y: 644, width: 48, height: 48)

  /// A ready snapshot, settled after step 3 (stopGuidance), holding the logo and `rest`.
  static func readyAfterStop(
    moment: LayoutSnapshot.Moment = .settled, _ rest: (SnapshotFixture) -> SnapshotFixture
  ) -> LayoutSnapshot {
    rest(
      SnapshotFixture(phase: .ready, moment: moment, step: 3, event: .stopGuidance)
        .adding(.googleLogo, logo)
    ).snapshot
  }

  static func constraint(
    _ first: String, _ attribute: NSLayoutConstraint.Attribute, constant: CGFloat,
    second: String? = nil, secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
    priority: Float = 1000, sdkOwned: Bool = false, detached: [String] = []
  ) -> ConstraintSnapshot {
    ConstraintSnapshot(
      identifier: sdkOwned ? "GMS-\(attribute)" : nil, firstItem: first,
      firstAttribute: attribute, relation: .equal, secondItem: second,
      secondAttribute: secondAttribute, multiplier: 1, constant: constant, priority: priority,
      isSDKOwned: sdkOwned, detachedComponents: detached)
  }

  // MARK: - NLC-007

  @Test func guidanceCleanupNamesEveryLeftoverIncludingASurplusButton() {
    let snapshot = Self.readyAfterStop {
      $0.adding(.turnCard, Self.turnCard)
        .adding(.button(.compass), Self.compass)
        .adding(.button(.reporting), Self.reporting)
    }
    let finding = GuidanceCleanupRule().check(snapshot, in: SnapshotFixture.context(Self.afterStop))
    #expect(
      finding?.detail
        == "after stopGuidance the map still holds turnCard (0, 0, 393×179), "
        + "button(reporting) (333, 700, 48×48)")
    #expect(finding?.highlights.map(\.label) == ["turnCard", "button(reporting)"])
  }

  @Test func guidanceCleanupCountsButtonsOfAKindAgainstTheReadySet() {
    let twoCompasses = Self.readyAfterStop {
      $0.adding(.button(.compass), Self.compass).adding(.button(.compass), Self.reporting)
    }
    let rule = GuidanceCleanupRule()
    #expect(
      rule.check(twoCompasses, in: SnapshotFixture.context(Self.afterStop))?.detail
        == "after stopGuidance the map still holds button(compass) (333, 700, 48×48)")
    // With `compassButton` off the ready state has no compass, so even one is left over.
    var noCompass = SimulatorConfiguration()
    noCompass.compassButton = false
    let scenario = Scenario(device: .iPhone15, configuration: noCompass).enableNavigation()
      .startGuidance().stopGuidance()
    let oneCompass = Self.readyAfterStop { $0.adding(.button(.compass), Self.compass) }
    #expect(
      rule.check(oneCompass, in: SnapshotFixture.context(scenario))?.detail
        == "after stopGuidance the map still holds button(compass) (333, 644, 48×48)")
    #expect(rule.check(oneCompass, in: SnapshotFixture.context(Self.afterStop)) == nil)
  }

  @Test func guidanceCleanupCountsHiddenLeftoversAndPrompts() {
    let snapshot = Self.readyAfterStop {
      $0.adding(.speedWidget, CGRect(x: 12, y: 700, width: 0, height: 0), visible: false)
        .adding(.prompt, CGRect(x: 0, y: 700, width: 393, height: 152), promptSerial: 1)
    }
    #expect(
      GuidanceCleanupRule().check(snapshot, in: SnapshotFixture.context(Self.afterStop))?.detail
        == "after stopGuidance the map still holds speedWidget (12, 700, 0×0), "
        + "prompt #1 (0, 700, 393×152)")
  }

  @Test func guidanceCleanupNamesAConstraintToADetachedComponent() {
    let snapshot = Self.readyAfterStop {
      $0.with {
        $0.constraints = [
          Self.constraint(
            "opaqueOverlay 'panel'", .top, constant: 8, second: "TurnCard",
            secondAttribute: .bottom, detached: ["TurnCard"])
        ]
      }
    }
    #expect(
      GuidanceCleanupRule().check(snapshot, in: SnapshotFixture.context(Self.afterStop))?.detail
        == "after stopGuidance an active constraint still references TurnCard, which is no "
        + "longer on the map: opaqueOverlay 'panel'.top == TurnCard.bottom + 8 @1000")
  }

  @Test func guidanceCleanupNamesADistanceStartingAtADetachedComponent() {
    // `turnCard.bottomAnchor.anchorWithOffset(to: panel.topAnchor) == 8`: the distance's
    // start is the detached component, its end the app's view.
    var gap = Self.constraint("opaqueOverlay 'panel'", .top, constant: 8, detached: ["TurnCard"])
    gap.firstOffsetStart = "TurnCard.bottom"
    let snapshot = Self.readyAfterStop { $0.with { $0.constraints = [gap] } }
    #expect(
      GuidanceCleanupRule().check(snapshot, in: SnapshotFixture.context(Self.afterStop))?.detail
        == "after stopGuidance an active constraint still references TurnCard, which is no "
        + "longer on the map: (opaqueOverlay 'panel'.top - TurnCard.bottom) == 8 @1000")
  }

  @Test func guidanceCleanupJudgesOnlySettledReadySnapshotsAfterAStop() {
    let rule = GuidanceCleanupRule()
    let moving = Self.readyAfterStop(moment: .afterEvent) { $0.adding(.turnCard, Self.turnCard) }
    #expect(rule.check(moving, in: SnapshotFixture.context(Self.afterStop)) == nil)
    let settled = Self.readyAfterStop { $0.adding(.turnCard, Self.turnCard) }
    let neverStopped = Scenario(device: .iPhone15).enableNavigation().startGuidance()
      .disableNavigation().enableNavigation()
    #expect(rule.check(settled, in: SnapshotFixture.context(neverStopped)) == nil)
    let guiding = SnapshotFixture(phase: .guiding(prompt: false), step: 3, event: .stopGuidance)
      .adding(.turnCard, Self.turnCard).snapshot
    #expect(rule.check(guiding, in: SnapshotFixture.context(Self.afterStop)) == nil)
  }

  // MARK: - NLC-008

  @Test func navigationCleanupListsThePristineDifferences() {
    let rule = NavigationCleanupRule()
    let off = SnapshotFixture(phase: .off, step: 3, event: .disableNavigation)
    let dirty = off.with { $0.pristineDifferences = ["subviews: 0 → 2", "constraints: 4 → 9"] }
    #expect(
      rule.check(dirty.snapshot, in: SnapshotFixture.context())?.detail
        == "after disableNavigationUI the map differs from before enableNavigationUI: "
        + "subviews: 0 → 2; constraints: 4 → 9")
    let clean = off.with { $0.pristineDifferences = [] }
    #expect(rule.check(clean.snapshot, in: SnapshotFixture.context()) == nil)
    #expect(rule.check(off.snapshot, in: SnapshotFixture.context()) == nil)
  }

  // MARK: - NLC-009

  static func guiding(current: Int?, moment: LayoutSnapshot.Moment = .settled) -> SnapshotFixture {
    SnapshotFixture(
      phase: .guiding(prompt: current != nil), moment: moment, step: 5, event: .hidePrompt
    )
    .with { $0.currentPromptSerial = current }
  }

  @Test func promptCleanupNamesTheOldPromptAndTheCurrentOne() {
    let snapshot = Self.guiding(current: 2)
      .adding(.prompt, CGRect(x: 0, y: 852, width: 393, height: 120), promptSerial: 1)
      .adding(.prompt, CGRect(x: 0, y: 600, width: 393, height: 152), promptSerial: 2)
      .snapshot
    let finding = PromptCleanupRule().check(snapshot, in: SnapshotFixture.context())
    #expect(
      finding?.detail
        == "prompt #1 (0, 852, 393×120) is still on the map; the SDK's current prompt is "
        + "prompt #2")
    #expect(finding?.highlights.map(\.label) == ["prompt #1"])
  }

  @Test func promptCleanupCountsInvisiblePromptsWhenNoneIsCurrent() {
    let snapshot = Self.guiding(current: nil)
      .adding(.prompt, CGRect(x: 0, y: 700, width: 393, height: 152), visible: false,
        promptSerial: 1)
      .adding(.prompt, CGRect(x: 0, y: 720, width: 393, height: 132), promptSerial: 2)
      .snapshot
    #expect(
      PromptCleanupRule().check(snapshot, in: SnapshotFixture.context())?.detail
        == "prompt #1 (0, 700, 393×152), prompt #2 (0, 720, 393×132) are still on the map; "
        + "the SDK's current prompt is none")
  }

  @Test func promptCleanupWaitsForTheSlideOutAndLeavesReadyToNLC007() {
    let rule = PromptCleanupRule()
    let prompt = CGRect(x: 0, y: 700, width: 393, height: 152)
    let sliding = Self.guiding(current: nil, moment: .afterEvent)
      .adding(.prompt, prompt, promptSerial: 1).snapshot
    #expect(rule.check(sliding, in: SnapshotFixture.context()) == nil)
    let ready = SnapshotFixture(phase: .ready, step: 5, event: .stopGuidance)
      .adding(.prompt, prompt, promptSerial: 1).snapshot
    #expect(rule.check(ready, in: SnapshotFixture.context()) == nil)
    let current = Self.guiding(current: 1).adding(.prompt, prompt, promptSerial: 1).snapshot
    #expect(rule.check(current, in: SnapshotFixture.context()) == nil)
  }

  // MARK: - NLC-010

  static func guidingWithCard(
    moment: LayoutSnapshot.Moment = .settled, constraints: [ConstraintSnapshot] = []
  ) -> LayoutSnapshot {
    SnapshotFixture(phase: .guiding(prompt: false), moment: moment, step: 2, event: .startGuidance)
      .adding(.turnCard, Self.turnCard, sdkSize: Self.turnCard.size)
      .adding(.tripProgressBar, CGRect(x: 12, y: 300, width: 12, height: 200))
      .adding(.opaqueOverlay, CGRect(x: 12, y: 187, width: 369, height: 48), identifier: "panel")
      .with { $0.constraints = constraints }
      .snapshot
  }

  @Test func sdkSizeNamesTheDelegatesSizeConstraint() {
    let snapshot = Self.guidingWithCard(
      moment: .afterEvent, constraints: [Self.constraint("turnCard", .width, constant: 300)])
    let finding = SDKSizeRespectedRule().check(snapshot, in: SnapshotFixture.context())
    #expect(
      finding?.detail
        == "the delegate's constraint turnCard.width == 300 @1000 sets the width of turnCard, "
        + "which the SDK sizes to 393×179")
    #expect(finding?.highlights == [RuleFinding.Highlight("turnCard", Self.turnCard)])
  }

  @Test func sdkSizeFlagsTheProgressBarsWidthButNotItsHeight() {
    let rule = SDKSizeRespectedRule()
    let width = Self.guidingWithCard(
      constraints: [Self.constraint("tripProgressBar", .width, constant: 20)])
    #expect(
      rule.check(width, in: SnapshotFixture.context())?.detail
        == "the delegate's constraint tripProgressBar.width == 20 @1000 sets the width of "
        + "tripProgressBar")
    let height = Self.guidingWithCard(
      constraints: [Self.constraint("tripProgressBar", .height, constant: 200)])
    #expect(rule.check(height, in: SnapshotFixture.context()) == nil)
  }

  @Test func sdkSizeAllowsTheSDKsOwnReadsAndOptionalConstraints() {
    let allowed = Self.guidingWithCard(constraints: [
      Self.constraint("turnCard", .width, constant: 393, sdkOwned: true),
      Self.constraint("turnCard", .height, constant: 100, priority: 999),
      Self.constraint(
        "opaqueOverlay 'panel'", .width, constant: -24, second: "turnCard",
        secondAttribute: .width),
    ])
    #expect(SDKSizeRespectedRule().check(allowed, in: SnapshotFixture.context()) == nil)
  }

  @Test func sdkSizeComparesSettledFramesWithTheSDKsSize() {
    let rule = SDKSizeRespectedRule()
    let recenter = CGSize(width: 120, height: 44)
    let fixture = SnapshotFixture(phase: .ready, step: 2, event: .recenter(shown: true))
    let stale = fixture.adding(.googleLogo, Self.logo, sdkSize: recenter).snapshot
    #expect(
      rule.check(stale, in: SnapshotFixture.context())?.detail
        == "googleLogo is 80×24 on screen but the SDK sizes it 120×44")
    let close = fixture.adding(.googleLogo, Self.logo, sdkSize: CGSize(width: 80.4, height: 23.6))
      .snapshot
    #expect(rule.check(close, in: SnapshotFixture.context()) == nil)
    let moving = SnapshotFixture(phase: .ready, moment: .afterEvent)
      .adding(.googleLogo, Self.logo, sdkSize: recenter).snapshot
    #expect(rule.check(moving, in: SnapshotFixture.context()) == nil)
    let hidden = fixture.adding(.button(.compass), Self.compass, visible: false,
      sdkSize: CGSize(width: 40, height: 40)).snapshot
    #expect(rule.check(hidden, in: SnapshotFixture.context()) == nil)
    // A size Auto Layout broke while recovering from an unsatisfiable set at this step is
    // NLC-011's, not an override the delegate made (found by an independent trial).
    let broken = fixture.adding(.googleLogo, Self.logo, sdkSize: recenter)
      .with { $0.elementsInConflict = ["googleLogo"] }.snapshot
    #expect(rule.check(broken, in: SnapshotFixture.context()) == nil)
  }

  // MARK: - NLC-011

  @Test func autoLayoutCleanReportsAnOperationThatWouldCrash() {
    let reason = "Unable to activate constraint with anchors because they have no common ancestor."
    let snapshot = SnapshotFixture(phase: .ready, moment: .afterEvent)
      .with { $0.newLayoutIssues = [.ambiguous(item: "UILayoutGuide:0x4", attributes: ["minY"]),
        .wouldCrash(reason: reason)] }
      .snapshot
    #expect(
      AutoLayoutCleanRule().check(snapshot, in: SnapshotFixture.context())?.detail
        == "an operation would raise on a device: \(reason)")
  }

  @Test func autoLayoutCleanIgnoresLoggedAmbiguityEntries() {
    let snapshot = SnapshotFixture(phase: .ready)
      .with { $0.newLayoutIssues = [.ambiguous(item: "UILayoutGuide:0x4", attributes: ["minY"])] }
      .snapshot
    #expect(AutoLayoutCleanRule().check(snapshot, in: SnapshotFixture.context()) == nil)
  }

  @Test func autoLayoutCleanNamesAmbiguousVisibleElementsAndTheViewport() {
    let panel = CGRect(x: 12, y: 750, width: 369, height: 48)
    let viewport = CGRect(x: 0, y: 59, width: 393, height: 683)
    let fixture = SnapshotFixture(phase: .ready)
      .adding(.viewport, viewport, visible: false)
      .adding(.opaqueOverlay, panel, identifier: "panel")
      .adding(.container, panel, visible: false, identifier: "spacer")
      .adding(.ignored, panel, identifier: "debug")
    let rule = AutoLayoutCleanRule()
    let all = fixture.with { snapshot in
      for index in snapshot.elements.indices { snapshot.elements[index].hasAmbiguousLayout = true }
    }
    let finding = rule.check(all.snapshot, in: SnapshotFixture.context())
    #expect(
      finding?.detail
        == "ambiguous layout for viewport (0, 59, 393×683), opaqueOverlay 'panel' "
        + "(12, 750, 369×48)")
    #expect(finding?.highlights.map(\.label) == ["viewport", "opaqueOverlay 'panel'"])
    let hiddenOnly = fixture.with { $0.elements[2].hasAmbiguousLayout = true }
    #expect(rule.check(hiddenOnly.snapshot, in: SnapshotFixture.context()) == nil)
    var moving = all.snapshot
    moving.moment = .afterEvent
    #expect(rule.check(moving, in: SnapshotFixture.context()) == nil)
  }

  // MARK: - NLC-012

  @Test func placementAcceptsTheMapAPlainContainerAndAHidingStack() {
    let snapshot = SnapshotFixture(phase: .ready)
      .adding(.googleLogo, Self.logo)
      .adding(.container, CGRect(x: 0, y: 59, width: 393, height: 759))
      .adding(.viewport, CGRect(x: 0, y: 0, width: 393, height: 600), parent: 1)
      .adding(.hidingStack, CGRect(x: 333, y: 644, width: 48, height: 104), parent: 1)
      .adding(.button(.compass), Self.compass, parent: 3)
      .adding(.opaqueOverlay, CGRect(x: 12, y: 750, width: 369, height: 48), identifier: "panel")
      .adding(.container, CGRect(x: 12, y: 750, width: 40, height: 40), parent: 5)
      .snapshot
    #expect(GoogleViewPlacementRule().check(snapshot, in: SnapshotFixture.context()) == nil)
  }

  @Test func placementNamesAGoogleViewInsideAnOpaqueView() {
    let badge = CGRect(x: 8, y: 776, width: 88, height: 32)
    let snapshot = SnapshotFixture(phase: .ready)
      .adding(.opaqueOverlay, badge, identifier: "badge")
      .adding(.googleLogo, Self.logo, parent: 0)
      .snapshot
    let finding = GoogleViewPlacementRule().check(snapshot, in: SnapshotFixture.context())
    #expect(
      finding?.detail
        == "googleLogo is a subview of opaqueOverlay 'badge', which is neither the map nor a "
        + "plain container")
    #expect(
      finding?.highlights
        == [RuleFinding.Highlight("googleLogo", Self.logo),
          RuleFinding.Highlight("opaqueOverlay 'badge'", badge)])
  }

  // MARK: - NLC-013, NLC-014, NLC-015

  static func records(_ records: [NavigationRecord]) -> LayoutSnapshot {
    SnapshotFixture(phase: .ready, moment: .afterEvent).with { $0.newRecords = records }.snapshot
  }

  @Test func legacyAPIRuleListsOnlyUsesWithADelegateSet() {
    let rule = NoLegacyLayoutAPIRule()
    let uses = Self.records([
      .legacyAPI(.padding, delegateInstalled: true), .callback(.startGuidance),
      .legacyAPI(.isRecenterButtonEnabled, delegateInstalled: false),
      .legacyAPI(.navigationHeaderLayoutGuide, delegateInstalled: true),
    ])
    #expect(
      rule.check(uses, in: SnapshotFixture.context())?.detail
        == "legacy layout API used while a layout delegate is set: padding, "
        + "navigationHeaderLayoutGuide")
    let before = Self.records([.legacyAPI(.padding, delegateInstalled: false)])
    #expect(rule.check(before, in: SnapshotFixture.context()) == nil)
  }

  @Test func internalsRuleListsEveryChange() {
    let rule = ComponentInternalsUntouchedRule()
    let tampered = Self.records([
      .componentTampered(component: "TurnCard", part: "background", change: "backgroundColor set"),
      .hiddenWriteOnManagedView(view: "CompassButton", value: true),
      .componentTampered(component: "ETACard", part: "self", change: "alpha = 0.5"),
    ])
    #expect(
      rule.check(tampered, in: SnapshotFixture.context())?.detail
        == "a Google component was changed from outside the SDK: "
        + "TurnCard.background: backgroundColor set; ETACard.self: alpha = 0.5")
    #expect(rule.check(Self.records([.callback(.showPrompt)]), in: SnapshotFixture.context()) == nil)
  }

  @Test func hidingStackRuleListsEveryWrite() {
    let rule = HidingStackVisibilityRule()
    let writes = Self.records([
      .hiddenWriteOnManagedView(view: "CompassButton", value: true),
      .componentTampered(component: "TurnCard", part: "self", change: "alpha = 0.0"),
      .hiddenWriteOnManagedView(view: "orderStatus", value: false),
    ])
    #expect(
      rule.check(writes, in: SnapshotFixture.context())?.detail
        == "isHidden written on a view a hiding stack manages: isHidden = true on "
        + "CompassButton; isHidden = false on orderStatus")
    #expect(rule.check(Self.records([]), in: SnapshotFixture.context()) == nil)
  }
}
