import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// Rules judge what is on screen: a view moved by a transform is snapshotted at its
/// transformed frame, and so are the views inside it (CONFORMANCE.md AL-UIK-071).
@MainActor
@Suite struct TransformedElementTests {
  /// The reference, plus an opaque card moved down 200 pt by a transform, holding a label,
  /// and a card scaled 2× about its centre holding a 10 × 10 badge at (0, 0).
  final class AddsTransformedCards: ForwardingLayoutDelegate {
    let reference = ReferenceLayoutDelegate()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
    override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      super.enableNavigationUI(navMap: navMap, newState: newState)
      let card = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 40))
      card.backgroundColor = .white
      card.accessibilityIdentifier = "moved"
      let label = UILabel(frame: CGRect(x: 4, y: 4, width: 80, height: 20))
      label.text = "Order #1"
      label.accessibilityIdentifier = "movedLabel"
      card.addSubview(label)
      card.transform = CGAffineTransform(translationX: 0, y: 200)
      let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
      scaled.backgroundColor = .white
      scaled.accessibilityIdentifier = "scaled"
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      badge.backgroundColor = .red
      badge.accessibilityIdentifier = "badge"
      scaled.addSubview(badge)
      scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
      navMap.addSubview(card)
      navMap.addSubview(scaled)
    }
  }

  @Test func snapshotsReadTransformedFrames() throws {
    let driver = LifecycleDriver(rules: []) { AddsTransformedCards() }
    let record = try driver.run(Scenario(device: .iPhone15).enableNavigation())
    let elements = try #require(record.steps.first).elements
    func frame(_ identifier: String) -> CGRect? {
      elements.first { $0.identifier == identifier }?.frame
    }
    // Laid out at y 300, shown 200 lower; the label inside moves with it.
    #expect(frame("moved") == CGRect(x: 20, y: 500, width: 100, height: 40))
    #expect(frame("movedLabel") == CGRect(x: 24, y: 504, width: 80, height: 20))
    // 40 × 20 about the centre (120, 110) doubled: (80, 90, 80, 40); the badge's top-left
    // corner is the card's, and it doubles too.
    #expect(frame("scaled") == CGRect(x: 80, y: 90, width: 80, height: 40))
    #expect(frame("badge") == CGRect(x: 80, y: 90, width: 20, height: 20))
  }
}
