import Foundation
import GoogleNavigationModel
import NavigationLayoutConformance
import UIKitModel

/// Fixed scenarios for the renderer tests.
enum ReproFixtures {
  /// Every event kind, on a landscape RTL phone with non-default settings; the scenario
  /// RenderedReproTests replays.
  static let everyEvent: Scenario = {
    var metrics = ComponentMetrics()
    metrics.etaCardHeight = 96
    metrics.logoSize = CGSize(width: 72, height: 22)
    let configuration = SimulatorConfiguration(
      metrics: metrics, wideModePolicy: .minimumWidth(700),
      guidanceButtons: [.reporting, .compass, NavigationButtonKnownType(rawValue: 7)],
      shouldDisplaySpeedLimit: false)
    return Scenario(
      device: .iPhone15, orientation: .landscapeLeft, layoutDirection: .rightToLeft,
      configuration: configuration
    )
    .enableNavigation()
    .recenter(shown: true)
    .recenter(shown: false)
    .startGuidance()
    .speedWidget(.both)
    .showPrompt(contentHeight: 100)
    .advanceTime(by: 0.25)
    .changePrompt()
    .hidePrompt()
    .rotate(to: .portrait)
    .stopGuidance()
    .disableNavigation()
  }()

  /// An iPad Pro 11-inch in one-third Split View.
  static let splitView = Scenario(
    environment: Environment(
      device: .iPadPro11, orientation: .landscapeLeft, window: .splitView(width: 375),
      screen: SimulatedScreen(
        size: CGSize(width: 375, height: 834),
        safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)),
    events: [.enableNavigation, .startGuidance])

  /// A free size with a fractional scale-free map.
  static let freeSize = Scenario(
    environment: Environment(
      device: nil, orientation: .portrait, window: .free,
      screen: SimulatedScreen(size: CGSize(width: 320.5, height: 480))),
    events: [.enableNavigation])
}
