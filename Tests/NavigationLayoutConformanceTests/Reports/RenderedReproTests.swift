// The function below is ReproSwiftTest's output for ReproFixtures.everyEvent, pasted
// unchanged: it proves a rendered repro compiles and runs. ReproSwiftTestTests checks that the
// renderer still produces exactly this text; regenerate it from there when the format changes.
import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

@Test func rendered_everyEventKind() throws {
  let scenario = Scenario(
    environment: Environment(
      device: .iPhone15, orientation: .landscapeLeft, layoutDirection: .rightToLeft,
      configuration: SimulatorConfiguration(
        metrics: ComponentMetrics(etaCardHeight: 96, logoSize: CGSize(width: 72, height: 22)),
        wideModePolicy: .minimumWidth(700),
        guidanceButtons: [.reporting, .compass, NavigationButtonKnownType(rawValue: 7)],
        shouldDisplaySpeedLimit: false)),
    events: [
      .enableNavigation,
      .recenter(shown: true),
      .recenter(shown: false),
      .startGuidance,
      .speedWidget(.both),
      .showPrompt(contentHeight: 100),
      .advanceTime(0.25),
      .changePrompt(contentHeight: nil),
      .hidePrompt,
      .resize(
        size: CGSize(width: 393, height: 852),
        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
      .stopGuidance,
      .disableNavigation,
    ])
  try Conformance.check(scenario) { ReferenceLayoutDelegate() }
}
