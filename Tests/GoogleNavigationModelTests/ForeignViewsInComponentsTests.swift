import Foundation
import GoogleNavigationModel
import Testing
import UIKitModel

// A view added inside a Google component is laid out from its constraints, as Auto Layout
// lays out any subview on a device (the guides forbid the change, rules NLC-012/NLC-014
// report it; the frames those rules and the overlap rules judge must still be real).

@MainActor
@Suite("Views added inside Google components are laid out by the engine")
struct ForeignViewsInComponentsTests {
  /// A simulator in guidance whose turn card the test places at the map's top leading corner.
  private func guidanceWithTurnCard() throws -> (NavigationSimulator, GoogleComponentView) {
    let (simulator, _) = try makeRecordingSimulator()
    try simulator.enableNavigation()
    try simulator.startGuidance()
    let card = simulator.components.turnCard
    simulator.mapView.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: simulator.mapView.topAnchor),
      card.leadingAnchor.constraint(equalTo: simulator.mapView.leadingAnchor),
    ])
    return (simulator, card)
  }

  @Test("a badge pinned inside the turn card gets the frame its constraints give")
  func badgeOnTheCard() throws {
    let (simulator, card) = try guidanceWithTurnCard()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    simulator.mapView.layoutIfNeeded()
    // The card spans the 393-pt map in narrow mode: right edge 393 − 8 = 385, so x 355.
    #expect(card.frame.width == 393)
    #expect(badge.frame == CGRect(x: 355, y: 10, width: 30, height: 20))
    #expect(!badge.hasAmbiguousLayout)
    #expect(simulator.mapView.layoutIssues.isEmpty)
  }

  @Test("a view inside a component's internal part is placed in that part's coordinates")
  func dotInsideThePart() throws {
    let (simulator, card) = try guidanceWithTurnCard()
    simulator.mapView.layoutIfNeeded()
    let content = try #require(card.subviews.first?.subviews.first)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 4),
      dot.topAnchor.constraint(equalTo: content.topAnchor, constant: 4),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    simulator.mapView.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 4, y: 4, width: 10, height: 10))
    // The part keeps the frame the component gives it: inside the card's margins.
    let margins = card.layoutMargins
    #expect(card.subviews[0].frame.minY == margins.top)
    #expect(card.subviews[0].frame.width == card.frame.width - margins.left - margins.right)
    #expect(simulator.mapView.layoutIssues.isEmpty)
  }

  @Test("the parts follow a resized card while a foreign view inside holds on to them")
  func partsFollowResize() throws {
    let (simulator, card) = try guidanceWithTurnCard()
    simulator.mapView.layoutIfNeeded()
    let content = try #require(card.subviews.first?.subviews.first)
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      bar.topAnchor.constraint(equalTo: content.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 2),
    ])
    try simulator.resize(to: CGSize(width: 852, height: 393), safeAreaInsets: .zero)
    simulator.mapView.layoutIfNeeded()
    // Whatever width the SDK gives the card in wide mode, the bar spans its content part.
    #expect(bar.frame.width == content.frame.width)
    #expect(content.frame.width == card.frame.width - card.layoutMargins.left
      - card.layoutMargins.right)
    #expect(card.frame.width < 852)
  }
}
