import GoogleNavigation
import NavigationLayoutConformance
import ReferenceDelegates
import Testing
import UIKit

/// The rules' roles for UIKit's content views (issue 13): a control floats, a label or image
/// with something to draw is content, a blur is opaque, stacks only group, and whatever sits
/// inside the app's opaque card is the card's.
@MainActor
@Suite struct ContentViewRoleTests {
  /// The reference, plus one view of each kind on the map, named by identifier.
  final class AddsContentViews: ForwardingLayoutDelegate {
    let reference = ReferenceLayoutDelegate()
    override func target(for map: GMSMapView) -> any NavigationLayoutDelegate { reference }
    override func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
      super.enableNavigationUI(navMap: navMap, newState: newState)
      let label = UILabel()
      label.text = "5 min"
      label.accessibilityIdentifier = "eta"
      let emptyLabel = UILabel()
      emptyLabel.accessibilityIdentifier = "empty"
      let button = UIButton(configuration: .filled())
      button.accessibilityIdentifier = "call"
      let symbol = UIImageView(image: UIImage(systemName: "car.fill"))
      symbol.accessibilityIdentifier = "car"
      let stack = UIStackView(arrangedSubviews: [label, button])
      stack.accessibilityIdentifier = "row"
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      blur.accessibilityIdentifier = "blur"
      let card = UIView()
      card.backgroundColor = .white
      card.accessibilityIdentifier = "card"
      let inCard = UILabel()
      inCard.text = "Order #1"
      inCard.accessibilityIdentifier = "inCard"
      card.addSubview(inCard)
      for (index, view) in [stack, emptyLabel, symbol, blur, card].enumerated() {
        view.frame = CGRect(x: 20, y: 300 + 40 * CGFloat(index), width: 100, height: 30)
        navMap.addSubview(view)
      }
      inCard.frame = CGRect(x: 4, y: 4, width: 80, height: 20)
    }
  }

  @Test func rolesFollowWhatTheViewsDraw() throws {
    let driver = LifecycleDriver(rules: []) { AddsContentViews() }
    let record = try driver.run(Scenario(device: .iPhone15).enableNavigation())
    let elements = try #require(record.steps.first).elements
    func role(_ identifier: String) -> ElementRole? {
      elements.first { $0.identifier == identifier }?.role
    }
    #expect(role("eta") == .content)
    #expect(role("empty") == .container)
    #expect(role("call") == .floatingControl)
    #expect(role("car") == .content)
    #expect(role("row") == .container)
    #expect(role("blur") == .opaqueOverlay)
    #expect(role("card") == .opaqueOverlay)
    #expect(role("inCard") == .content)
    #expect(ElementRole.content.isDrawn)
    #expect(!ElementRole.content.isOpaqueOverlay)
    #expect(!ElementRole.content.isInteractive)
  }
}
