import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

@MainActor
@Suite("GMSMapView.setLayoutDelegate")
struct SetLayoutDelegateTests {
  @Test("throws code 1 in the layout error domain while navigation is enabled, keeping the old delegate")
  func whileEnabled() throws {
    let (simulator, first) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    for replacement in [RecordingDelegate(), nil] as [RecordingDelegate?] {
      let error = #expect(throws: NSError.self) {
        try simulator.mapView.setLayoutDelegate(replacement)
      }
      #expect(error?.domain == "GMSMapViewNavigationLayoutErrorDomain")
      #expect(error?.domain == GMSMapViewNavigationLayoutErrorDomain)
      #expect(error?.code == 1)
      #expect(simulator.mapView.layoutDelegate === first)
    }
  }

  @Test("throws code 2 on a CarPlay map, before the navigation check")
  func carPlay() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait, isCarPlay: true)
    let before = #expect(throws: NSError.self) {
      try simulator.mapView.setLayoutDelegate(RecordingDelegate())
    }
    #expect(before?.domain == GMSMapViewNavigationLayoutErrorDomain)
    #expect(before?.code == 2)
    #expect(simulator.mapView.layoutDelegate == nil)
    try simulator.enableNavigation()
    let during = #expect(throws: NSError.self) { try simulator.mapView.setLayoutDelegate(nil) }
    #expect(during?.code == 2)
    #expect(
      GMSMapViewNavigationLayoutErrorCode.cannotSetDelegateOnCarPlayScreen.rawValue == 2
        && GMSMapViewNavigationLayoutErrorCode.cannotSetDelegateWhileNavigationEnabled.rawValue == 1
        && GMSMapViewNavigationLayoutErrorCode.internal.rawValue == 0)
  }

  @Test("holds the delegate strongly and calls nothing when it is set")
  func strongReference() throws {
    let simulator = NavigationSimulator(screen: .phonePortrait)
    weak var weakDelegate: RecordingDelegate?
    do {
      let delegate = RecordingDelegate()
      weakDelegate = delegate
      try simulator.mapView.setLayoutDelegate(delegate)
    }
    #expect(weakDelegate != nil)
    #expect(simulator.recorder.callbacks.isEmpty)
  }

  @Test("accepts nil again once navigation is disabled; the built-in layout makes no callbacks")
  func nilAfterDisable() throws {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.disableNavigation()
    try simulator.mapView.setLayoutDelegate(nil)
    #expect(simulator.mapView.layoutDelegate == nil)
    try simulator.enableNavigation()
    #expect(simulator.recorder.callbacks == [.enableNavigationUI, .disableNavigationUI])
  }
}
