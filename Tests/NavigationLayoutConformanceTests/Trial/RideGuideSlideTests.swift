import Foundation
import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// The fourth independent trial's guide-style slide (the guide's constraint slide, with the
/// prompt's bottom on the app's sheet), stopped and restarted while its first prompt still
/// slid in. Core Animation removes a layer's animations when its view leaves the window (the
/// reason `AnimationPreservingView`-style workarounds exist), so the logo the delegate takes out
/// of the map at `stopGuidance` and puts back shows its new frame, not the rest of the
/// slide's offset: the model had drawn it about 105 points low, through the app's sheet, and
/// reported NLC-005 at the next prompt.
@Suite struct RideGuideSlideTests {
  @MainActor @Test func aViewTakenOutOfTheWindowMidAnimationComesBackWithoutIt() throws {
    let screen = SimulatedScreen(
      size: CGSize(width: 375, height: 667),
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let simulator = NavigationSimulator(screen: screen)
    try simulator.mapView.setLayoutDelegate(RideLayoutDelegate(fault: .guideStyleSlide))
    try simulator.enableNavigation()
    try simulator.startGuidance()
    simulator.settle()
    _ = try simulator.showPrompt(contentHeight: nil)
    let clock = simulator.mapView.animationClock
    clock.advance(by: 0.1)
    let logo = simulator.components.googleLogo
    // Mid-slide the logo is on its way up (an animation is running).
    #expect(logo.presentationFrame != logo.frame)
    try simulator.stopGuidance()
    // Taken out and put back by the delegate: drawn where it is laid out.
    #expect(logo.presentationFrame == logo.frame)
  }

  @Test(LongTests.only) func theGuideSlideMeetsNoPromptOverTheLogo() throws {
    var configuration = ConformanceConfiguration()
    configuration.environments = .portraitPhone
    configuration.cases = 200
    let report = try Conformance.run(configuration) { RideLayoutDelegate(fault: .guideStyleSlide) }
    #expect(!report.failures.map(\.ruleID).contains("NLC-005"), "\(report)")
  }
}
