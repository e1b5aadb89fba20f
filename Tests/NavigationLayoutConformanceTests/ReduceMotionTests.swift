import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// Reduce Motion as a setting of the simulated device (issue 14): a delegate reads
/// `UIAccessibility.isReduceMotionEnabled` (UIAccessibility reference: "A Boolean value that
/// indicates whether the Reduce Motion setting is in an enabled state"), off by default, on
/// when the case's configuration turns it on; Seeds files carry it.
@Suite struct ReduceMotionTests {
  /// Records the setting it sees when navigation is enabled.
  @MainActor final class ReadsReduceMotion: NSObject, NavigationLayoutDelegate {
    var seen: [Bool] = []
    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      seen.append(UIAccessibility.isReduceMotionEnabled)
    }
  }

  @MainActor @Test func theDelegateSeesTheCasesSetting() throws {
    for enabled in [true, false, true] {
      let delegate = ReadsReduceMotion()
      let simulator = NavigationSimulator(
        screen: DeviceProfile.iPhoneSE.screen(.portrait),
        configuration: SimulatorConfiguration(isReduceMotionEnabled: enabled))
      try simulator.mapView.setLayoutDelegate(delegate)
      try simulator.enableNavigation()
      #expect(delegate.seen == [enabled])
    }
  }

  @Test func seedsFilesCarryTheSetting() throws {
    var scenario = Scenario(device: .iPhoneSE).enableNavigation()
    scenario.environment.configuration.isReduceMotionEnabled = true
    let seed = SeedFile(name: "rm", provenance: "test", scenario: scenario)
    #expect(seed.json.contains(#""isReduceMotionEnabled": true"#))
    #expect(try SeedFile(parsing: seed.json).scenario == scenario)
    // Off is the default and is left out, so older files read the same.
    let plain = SeedFile(name: "p", provenance: "test", scenario: Scenario(device: .iPhoneSE))
    #expect(!plain.json.contains("isReduceMotionEnabled"))
  }
}
