import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

@MainActor
@Suite("Recorders: legacy API, tampering, managed isHidden")
struct RecorderTests {
  @Test("legacy API use is recorded, flagged when a delegate is installed")
  func legacy() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait)
    simulator.mapView.settings.isNavigationHeaderEnabled = false
    try simulator.mapView.setLayoutDelegate(RecordingDelegate())
    simulator.mapView.padding = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    let guide = simulator.mapView.navigationFooterLayoutGuide
    simulator.mapView.layoutIfNeeded()
    #expect(guide.layoutFrame.size == .zero)
    #expect(
      simulator.recorder.records == [
        .legacyAPI(.isNavigationHeaderEnabled, delegateInstalled: false),
        .legacyAPI(.padding, delegateInstalled: true),
        .legacyAPI(.navigationFooterLayoutGuide, delegateInstalled: true),
      ])
    #expect(simulator.recorder.legacyUsesWithDelegate == [.padding, .navigationFooterLayoutGuide])
  }

  @Test("writes inside a Google component are recorded; the SDK's own resizing is not")
  func tampering() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    try simulator.resize(to: CGSize(width: 852, height: 393), safeAreaInsets: .zero)
    #expect(simulator.recorder.violations.isEmpty)
    let card = simulator.components.turnCard
    card.subviews[0].backgroundColor = .red
    card.addSubview(UIView())
    let inner = try #require(card.subviews.first?.subviews.first)
    simulator.mapView.addSubview(card)
    inner.widthAnchor.constraint(equalToConstant: 10).isActive = true
    simulator.advanceTime(by: 0)
    #expect(
      simulator.recorder.violations == [
        .componentTampered(
          component: "TurnCard", part: "background", change: "backgroundColor set"),
        .componentTampered(component: "TurnCard", part: "self", change: "subview added"),
        .componentTampered(component: "TurnCard", part: "content", change: "constrained"),
      ])
  }

  @Test("a constraint on a component's internal part made after quiet events is still found, once")
  func constraintAfterQuietEvents() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    // The recording delegate places nothing; the card joins the map here.
    let card = simulator.components.turnCard
    simulator.mapView.addSubview(card)
    // Events that install, remove and move nothing: the scan after them finds nothing new.
    simulator.advanceTime(by: 0)
    simulator.advanceTime(by: 0)
    #expect(simulator.recorder.violations.isEmpty)
    let content = try #require(card.subviews.first?.subviews.first)
    let constraint = content.heightAnchor.constraint(equalToConstant: 12)
    constraint.isActive = true
    simulator.advanceTime(by: 0)
    let expected: [NavigationRecord] = [
      .componentTampered(component: "TurnCard", part: "content", change: "constrained")
    ]
    #expect(simulator.recorder.violations == expected)
    // Found once: neither a quiet event nor the same constraint made active again repeats it.
    simulator.advanceTime(by: 0)
    constraint.isActive = false
    constraint.isActive = true
    simulator.advanceTime(by: 0)
    #expect(simulator.recorder.violations == expected)
  }

  @Test("isHidden written on a Google button a hiding stack manages is recorded")
  func managedHidden() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    let compass = simulator.components.readyButtons[0]
    let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
    stack.arrangedSubviews = [compass]
    simulator.mapView.addSubview(stack)
    compass.isHidden = true
    #expect(
      simulator.recorder.violations == [
        .hiddenWriteOnManagedView(view: "CompassButton", value: true)
      ])
  }

  @Test("every isHidden write on an app view a hiding stack manages is recorded as it happens")
  func managedHiddenAppView() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    let own = FixedSizeView(40, 30)
    own.accessibilityIdentifier = "ownButton"
    let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
    stack.arrangedSubviews = [own]
    simulator.mapView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: simulator.mapView.leadingAnchor),
      stack.topAnchor.constraint(equalTo: simulator.mapView.topAnchor, constant: 100),
      stack.heightAnchor.constraint(equalToConstant: 100),
    ])
    simulator.mapView.layoutIfNeeded()
    // Three writes with no layout pass between them: each is recorded at once.
    own.isHidden = true
    own.isHidden = false
    own.isHidden = true
    #expect(
      simulator.recorder.violations == [
        .hiddenWriteOnManagedView(view: "ownButton", value: true),
        .hiddenWriteOnManagedView(view: "ownButton", value: false),
        .hiddenWriteOnManagedView(view: "ownButton", value: true),
      ])
    // The 30-point view still fits the 100-point stack, so the stack decides nothing new:
    // the written value stays, and the layout pass records nothing more.
    simulator.mapView.layoutIfNeeded()
    #expect(own.isHidden)
    #expect(simulator.recorder.violations.count == 3)
  }

  @Test("reading a legacy guide while enabled is recorded but leaves the map pristine")
  func legacyGuideKeepsPristine() throws {
    let (simulator, _) = try makeRecordingSimulator()
    // The SDK's four guides are the map's from its creation, each pinned by 4 constraints.
    #expect(simulator.mapView.layoutGuides.count == 4)
    #expect(simulator.mapView.constraints.count == 16)
    try simulator.enableNavigation()
    let header = simulator.mapView.navigationHeaderLayoutGuide
    #expect(header === simulator.mapView.navigationHeaderLayoutGuide)
    try simulator.disableNavigation()
    simulator.settle()
    let pristine = try #require(simulator.pristineSnapshot)
    #expect(pristine.differences(to: MapSnapshot(of: simulator.mapView)) == [])
    #expect(
      simulator.recorder.legacyUsesWithDelegate == [
        .navigationHeaderLayoutGuide, .navigationHeaderLayoutGuide,
      ])
  }

  @Test("writes to a Google component's own properties are recorded as they happen")
  func ownPropertyTampering() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let set = simulator.components
    set.turnCard.directionalLayoutMargins = NSDirectionalEdgeInsets()
    set.turnCard.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    // Writing the value it already has is still a write.
    set.turnCard.layer.cornerRadius = 0
    set.etaCard.layer.maskedCorners = []
    set.googleLogo.backgroundColor = .white
    #expect(
      simulator.recorder.violations == [
        .componentTampered(
          component: "TurnCard", part: "self", change: "directionalLayoutMargins set"),
        .componentTampered(component: "TurnCard", part: "self", change: "layoutMargins set"),
        .componentTampered(component: "TurnCard", part: "self", change: "layer.cornerRadius = 0.0"),
        .componentTampered(component: "ETACard", part: "self", change: "layer.maskedCorners set"),
        .componentTampered(component: "GoogleLogo", part: "self", change: "backgroundColor set"),
      ])
  }

  @Test("showing, hiding and fading a component itself is the delegate's to do")
  func fadingIsNotTampering() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let set = simulator.components
    set.speedWidget.isHidden = true
    set.speedWidget.isHidden = false
    set.turnCard.alpha = 0
    set.turnCard.alpha = 1
    #expect(simulator.recorder.violations.isEmpty)
    // Inside the component it stays tampering (seeds: "Don't modify internal view structures").
    set.turnCard.subviews[0].alpha = 0.5
    #expect(
      simulator.recorder.violations == [
        .componentTampered(component: "TurnCard", part: "background", change: "alpha = 0.5")
      ])
  }

  @Test("the SDK's own writes and a prompt's roundedCorners are not tampering")
  func ownPropertySDKWrites() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    try simulator.setSpeedWidget(.both)
    try simulator.resize(
      to: CGSize(width: 852, height: 393),
      safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let prompt = try #require(try simulator.showPrompt())
    prompt.roundedCorners = [.layerMinXMinYCorner]
    #expect(simulator.recorder.violations == [])
  }
}
