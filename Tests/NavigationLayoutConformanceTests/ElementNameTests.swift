import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// Element names follow the view as it is now: names are kept across a case's snapshots, and
/// a view renamed or given another role between two of them shows its new name.
@MainActor
@Suite struct ElementNameTests {
  /// The reference, plus a plain panel that the guidance callback renames and fills.
  final class RenamesPanel: ForwardingLayoutDelegate {
    let reference = ReferenceLayoutDelegate()
    let panel = UIView()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
    override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      super.enableNavigationUI(navMap: navMap, newState: newState)
      panel.accessibilityIdentifier = "panel"
      panel.frame = CGRect(x: 20, y: 300, width: 100, height: 30)
      navMap.addSubview(panel)
    }
    override func startGuidance(
      navMap: GMSMapView, newState: any ActiveGuidanceUIState,
      oldState: any NavigationReadyUIState
    ) {
      super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
      panel.accessibilityIdentifier = "orders"
      panel.backgroundColor = .white
    }
  }

  @Test func aRenamedViewShowsItsNewName() throws {
    let driver = LifecycleDriver(rules: []) { RenamesPanel() }
    let record = try driver.run(Scenario(device: .iPhone15).enableNavigation().startGuidance())
    #expect(record.steps.count >= 2)
    func names(_ step: Int) -> [String] {
      record.steps[step].elements.filter { $0.identifier == "panel" || $0.identifier == "orders" }
        .map(\.name)
    }
    // A view with no background and nothing drawn is a container; a background makes it an
    // opaque overlay. Names are "<role> '<identifier>'".
    #expect(names(0) == ["container 'panel'"])
    #expect(names(1) == ["opaqueOverlay 'orders'"])
  }
}
