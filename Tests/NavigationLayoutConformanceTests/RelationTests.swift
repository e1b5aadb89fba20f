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
    return try check(scenario, relationID) { delegate?.make() ?? ReferenceLayoutDelegate() }
  }

  /// The case's violation of `relationID` alone, for the delegate `make` makes.
  static func check(
    _ scenario: Scenario, _ relationID: String,
    make: @escaping @MainActor () -> any NavigationLayoutDelegate
  ) throws -> Violation? {
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

/// An order card holding a voice-note strip of playback controls (rewind, then play), marked
/// `.playback` as Apple asks for media controls: the strip moves to the mirrored side with the
/// card, its controls keep their left-to-right order. `mirrorsStrip` false pins the controls
/// with leftAnchor/rightAnchor in a strip that does not fix its direction: a real RTL bug.
@MainActor
private final class PlaybackStripDelegate: NSObject, NavigationLayoutDelegate {
  let keepsPlaybackOrder: Bool
  init(keepsPlaybackOrder: Bool) { self.keepsPlaybackOrder = keepsPlaybackOrder }

  func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
    let card = UIView()
    card.backgroundColor = .white
    card.accessibilityIdentifier = "orderCard"
    let strip = UIView()
    strip.accessibilityIdentifier = "orderCard.playback"
    let rewind = UIView()
    rewind.backgroundColor = .blue
    rewind.accessibilityIdentifier = "orderCard.playback.rewind"
    let play = UIView()
    play.backgroundColor = .blue
    play.accessibilityIdentifier = "orderCard.playback.play"
    for view in [card, strip, rewind, play] { view.translatesAutoresizingMaskIntoConstraints = false }
    navMap.addSubview(card)
    card.addSubview(strip)
    strip.addSubview(rewind)
    strip.addSubview(play)
    let safe = navMap.safeAreaLayoutGuide
    var constraints = [
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
      card.heightAnchor.constraint(equalToConstant: 60),
      strip.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      strip.widthAnchor.constraint(equalToConstant: 80),
      strip.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
      strip.heightAnchor.constraint(equalToConstant: 20),
      rewind.topAnchor.constraint(equalTo: strip.topAnchor),
      rewind.widthAnchor.constraint(equalToConstant: 20),
      rewind.heightAnchor.constraint(equalToConstant: 20),
      play.topAnchor.constraint(equalTo: strip.topAnchor),
      play.widthAnchor.constraint(equalToConstant: 20),
      play.heightAnchor.constraint(equalToConstant: 20),
    ]
    if keepsPlaybackOrder {
      strip.semanticContentAttribute = .playback
      constraints += [
        rewind.leadingAnchor.constraint(equalTo: strip.leadingAnchor),
        play.trailingAnchor.constraint(equalTo: strip.trailingAnchor),
      ]
    } else {
      constraints += [
        rewind.leftAnchor.constraint(equalTo: strip.leftAnchor),
        play.rightAnchor.constraint(equalTo: strip.rightAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }
}

@Suite @MainActor struct PlaybackMirrorTests {
  static func mirrorViolation(keepsPlaybackOrder: Bool) throws -> Violation? {
    try RelationTests.check(Scenario(device: .iPhoneSE).enableNavigation(), "NLC-017") {
      PlaybackStripDelegate(keepsPlaybackOrder: keepsPlaybackOrder)
    }
  }

  @Test func playbackControlsKeepTheirOrderInsideTheMirroredStrip() throws {
    // UISemanticContentAttribute.playback: playback controls are not flipped right to left;
    // the card and the strip still move to their mirrored places.
    #expect(try Self.mirrorViolation(keepsPlaybackOrder: true) == nil)
  }

  @Test func leftAnchoredControlsInAPlainStripAreStillCaught() throws {
    let violation = try #require(try Self.mirrorViolation(keepsPlaybackOrder: false))
    // The strip is 16 + 10 = 26 from the leading edge, 80 wide: mirrored on the 375-pt SE it
    // spans 269…349; the rewind control pinned left stays at 269 instead of 329.
    #expect(violation.description.contains("'orderCard.playback.rewind'"), "\(violation)")
  }
}
