import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The metamorphic relations NLC-016 to NLC-018 on hand-written scenarios: the reference
/// delegate keeps each one, the faulty delegate written for it breaks it with the message below.
@Suite @MainActor struct RelationTests {
  static func check(_ scenario: Scenario, _ relationID: String, faulty: String? = nil) throws
    -> Violation?
  {
    let delegate = faulty.flatMap { FaultyDelegates.named($0) }
    let make: @MainActor () -> any NavigationLayoutDelegate = {
      delegate?.make() ?? ReferenceLayoutDelegate()
    }
    var selection = RuleSelection()
    selection.only = [relationID]
    return try CaseChecker(selection: selection, makeDelegate: make)
      .check(ConformanceCase(scenario: scenario, relationID: relationID))
  }

  static let guiding = Scenario(device: .iPhoneSE).enableNavigation().startGuidance()

  @Test func buttonOrderVariantReversesTheListsAndAddsAnUnknownButton() throws {
    let variant = try #require(ButtonOrderRelation().variant(of: Self.guiding))
    #expect(variant.environment.configuration.readyButtons == [.compass, ButtonOrderRelation.addedType])
    #expect(
      variant.environment.configuration.guidanceButtons
        == [.reporting, .compass, ButtonOrderRelation.addedType])
    #expect(variant.events == Self.guiding.events)
  }

  @Test func referenceKeepsButtonOrder() throws {
    #expect(try Self.check(Self.guiding, "NLC-016") == nil)
  }

  @Test func buttonsByIndexBreaksButtonOrder() throws {
    let violation = try #require(try Self.check(Self.guiding, "NLC-016", faulty: "buttons-by-index"))
    // The guidance list is [compass, reporting]; reversed with an unknown button added it is
    // [reporting, compass, 99], so buttons[0] is the reporting button and the compass is gone.
    #expect(violation.severity == .error)
    #expect(
      violation.description
        == "NLC-016 at step 2 (startGuidance), settled: button(compass) is in the map's "
        + "hierarchy, but goes missing when the button lists are reversed and an unknown button "
        + "is added")
  }

  @Test func mirrorVariantFlipsDirectionAndSwapsSideInsets() throws {
    let scenario = Self.guiding.resize(
      to: CGSize(width: 500, height: 400),
      safeAreaInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let variant = try #require(RTLMirrorRelation().variant(of: scenario))
    #expect(variant.environment.screen.layoutDirection == .rightToLeft)
    #expect(
      variant.events.last
        == .resize(
          size: CGSize(width: 500, height: 400),
          safeAreaInsets: UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2)))
  }

  @Test func referenceMirrors() throws {
    #expect(try Self.check(Self.guiding.showPrompt(), "NLC-017") == nil)
    let landscape = Scenario(device: .iPhone15, orientation: .landscapeLeft)
      .enableNavigation().startGuidance().showPrompt()
    #expect(try Self.check(landscape, "NLC-017") == nil)
  }

  @Test func leftAnchoredLogoBreaksTheMirror() throws {
    let scenario = Scenario(device: .iPhoneSE).enableNavigation()
    let violation = try #require(try Self.check(scenario, "NLC-017", faulty: "left-anchored-logo"))
    // The 80-point logo 12 points from the left; its mirror starts at 375 - 12 - 80 = 283.
    #expect(
      violation.description
        == "NLC-017 at step 1 (enableNavigation), settled: googleLogo is visible at "
        + "(12, 571, 80×24); laid out right to left it is visible at (12, 571, 80×24), not at its "
        + "mirror image (283, 571, 80×24)")
  }

  @Test func roundTripVariantTurnsTheDeviceAndBack() throws {
    let variant = try #require(RoundTripRelation().variant(of: Self.guiding))
    let portrait = DeviceProfile.iPhoneSE.screen(.portrait)
    let landscape = DeviceProfile.iPhoneSE.screen(.landscapeLeft)
    #expect(
      variant.events.dropFirst(2) == [
        .resize(size: landscape.size, safeAreaInsets: landscape.safeAreaInsets),
        .resize(size: portrait.size, safeAreaInsets: portrait.safeAreaInsets),
        .stopGuidance, .startGuidance,
      ])
    #expect(RoundTripRelation().variant(of: Scenario(device: .iPhoneSE)) == nil)
  }

  @Test func referenceRoundTrips() throws {
    #expect(try Self.check(Self.guiding, "NLC-018") == nil)
    #expect(try Self.check(Self.guiding.showPrompt(), "NLC-018") == nil)
    #expect(try Self.check(Scenario(device: .iPadMini).enableNavigation(), "NLC-018") == nil)
  }

  @Test func pilingConstraintsBreakTheRoundTrip() throws {
    let violation = try #require(
      try Self.check(Scenario(device: .iPhoneSE).enableNavigation(), "NLC-018", faulty: "piling-constraints"))
    // One height constraint more for each of the two resizes.
    #expect(
      violation.description
        == "NLC-018 at step 2 (closing settle), settled: the map holds 40 active constraints, "
        + "but 42 after a resize to 667×375 and back")
  }
}
