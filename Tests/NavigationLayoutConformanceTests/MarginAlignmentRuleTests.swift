import GoogleNavigation
import NavigationLayoutConformance
import Testing
import UIKit

/// NLC-026 on app code: a courier app's order card in a column with the ETA card, its sides on
/// the card's `layoutMarginsGuide` (the guide's way), on the card's frame (the mistake), or on
/// the map's edges (a full-width banner); an ETA label on the logo's leading edge.
///
/// Figures, worked out before the run: iPhone 15 in portrait, 393×852 pt, safe-area insets
/// top 59, bottom 34 (``DeviceProfile/iPhone15``; a Dynamic Island iPhone prints
/// `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`: csl.cool, "iOS Layout
/// Adaptation", 2023). Model metrics (CONFORMANCE.md §3, not Google's): the ETA card is the
/// safe width by 34 + 80 = 114 points with 8-point margins on every side, so pinned to the
/// map's leading edge and bottom its frame is (0, 738, 393×114) and its visible body, the frame
/// inset by the margins, (8, 746, 377×98); the logo has no margins. UIKit: `layoutMarginsGuide`
/// is "a layout guide representing the view's margins" (developer.apple.com, UIView
/// layoutMarginsGuide), so its leading edge is the frame's plus the leading margin; `.leading`
/// is "the leading edge of the object's alignment rectangle" (developer.apple.com,
/// NSLayoutConstraint.Attribute.leading), the right edge in right-to-left locales such as
/// Hebrew or Arabic (learn.microsoft.com, NSLayoutAttribute, the same enumeration's binding).
/// The order card's bottom is 12 points above the card's visible top, 746 − 12 = 734, and it
/// is 60 points tall: y = 674.
@MainActor
@Suite struct MarginAlignmentRuleTests {
  static let rule = MarginAlignmentRule()
  static let guiding = Scenario(device: .iPhone15).enableNavigation().startGuidance()

  func record(_ scenario: Scenario, sides: OrderColumnDelegate.Sides) throws -> CaseRecord {
    try LifecycleDriver(rules: [Self.rule]) { OrderColumnDelegate(sides: sides) }.run(scenario)
  }

  func guidingStep(_ result: CaseRecord) throws -> LayoutSnapshot {
    try #require(result.steps.first { $0.isSettled && $0.phase == .guiding(prompt: false) })
  }

  /// The mutant's shape: `orderCard.leadingAnchor == etaCard.leadingAnchor` and the trailing
  /// likewise. The card spans the frame, x 0 to 393, 8 points past the visible body (8 to 385)
  /// on each side.
  @Test func orderCardOnTheETACardsFrameIsWarned() throws {
    let result = try record(Self.guiding, sides: .etaCardFrame)
    let step = try guidingStep(result)
    let card = try #require(step.elements.first { $0.identifier == "orderCard" })
    #expect(card.frame == CGRect(x: 0, y: 674, width: 393, height: 60))
    let warning = try #require(result.warning)
    #expect(
      warning.description
        == "NLC-026 at step 2 (startGuidance), settled: opaqueOverlay 'orderCard' "
        + "(0, 674, 393×60) is aligned to etaCard's frame, not to its visible body "
        + "(8, 746, 377×98): its left edge at x = 0 lies 8 pt outside, its right edge at "
        + "x = 393 lies 8 pt outside; constrain it to etaCard.layoutMarginsGuide")
    #expect(
      warning.signature.description == "NLC-026: etaCard, opaqueOverlay 'orderCard' (warning)")
    #expect(result.violation == nil)
  }

  /// The guide's way: the sides on `etaCard.layoutMarginsGuide`, x 8 to 385, the visible
  /// body's. No finding.
  @Test func orderCardOnTheETACardsMarginsPasses() throws {
    let result = try record(Self.guiding, sides: .etaCardMargins)
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let card = try #require(try guidingStep(result).elements.first { $0.identifier == "orderCard" })
    #expect(card.frame == CGRect(x: 8, y: 674, width: 377, height: 60))
  }

  /// A full-width banner on the map's edges: x 0 to 393, the same as the ETA card's frame, which
  /// is pinned to the map's leading edge and is the map's width; but the banner is aligned to
  /// the map, not to the card, and no constraint ties the two. No finding.
  @Test func aBannerOnTheMapThatMeetsTheCardsFramePasses() throws {
    let result = try record(Self.guiding, sides: .map)
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
    let step = try guidingStep(result)
    let card = try #require(step.elements.first { $0.identifier == "orderCard" })
    #expect(card.frame == CGRect(x: 0, y: 674, width: 393, height: 60))
    #expect(step.element(.etaCard)?.frame == CGRect(x: 0, y: 738, width: 393, height: 114))
  }

  /// The ETA label's leading edge on the logo's (`etaLabel.leadingAnchor ==
  /// logo.leadingAnchor`): the logo has no margins, its frame is what it draws, so the label
  /// lines up with it. The logo stands 12 points in from the safe area's leading edge: x = 12.
  /// No finding (every layout here has this tie).
  @Test func anEdgeOnAViewWithoutMarginsPasses() throws {
    let result = try record(Self.guiding, sides: .etaCardMargins)
    let step = try guidingStep(result)
    let logo = try #require(step.element(.googleLogo))
    #expect(logo.visualRect == logo.frame)
    #expect(logo.frame.minX == 12)
    #expect(step.elements.first { $0.identifier == "eta" }?.frame.minX == 12)
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
  }

  /// The M032 mutant's shape: leading on the card's frame, trailing on its margins guide. Left
  /// to right the card spans x 0 to 385, its left edge 8 points past the visible body's (8).
  /// Right to left, leading is the right edge: the card's frame ends at x = 393 (pinned to the
  /// map's leading edge, the map's width) and its margins guide's trailing edge is the visible
  /// body's left, x = 8, so the card spans x 8 to 393, its right edge 8 points past the
  /// visible body's (385).
  @Test(arguments: [
    (UIUserInterfaceLayoutDirection.leftToRight, "(0, 674, 385×60)", "left edge at x = 0"),
    (.rightToLeft, "(8, 674, 385×60)", "right edge at x = 393"),
  ])
  func onlyTheLeadingEdgeIsWarned(
    _ direction: UIUserInterfaceLayoutDirection, frame: String, edge: String
  ) throws {
    let scenario = Scenario(device: .iPhone15, layoutDirection: direction).enableNavigation()
      .startGuidance()
    let result = try record(scenario, sides: .leadingOnETACardFrame)
    #expect(
      result.warning?.finding.detail
        == "opaqueOverlay 'orderCard' \(frame) is aligned to etaCard's frame, not to its "
        + "visible body (8, 746, 377×98): its \(edge) lies 8 pt outside; constrain it to "
        + "etaCard.layoutMarginsGuide")
  }

  /// The card alone in a `UIStackView` row whose sides are on the ETA card's frame: the row
  /// draws nothing, but it pins the card to its own edges (UIKit's constraints, not the app's),
  /// so the card spans x 0 to 393 as in the mutant's shape. The finding names the row, whose
  /// constraints the app wrote; its frame is the card's, (0, 674, 393×60).
  @Test func aRowOnTheETACardsFrameIsWarned() throws {
    let result = try record(Self.guiding, sides: .rowOnETACardFrame(insetsContent: false))
    let card = try #require(try guidingStep(result).elements.first { $0.identifier == "orderCard" })
    #expect(card.frame == CGRect(x: 0, y: 674, width: 393, height: 60))
    #expect(
      result.warning?.signature.description
        == "NLC-026: container 'orderRow', etaCard (warning)")
  }

  /// The same row arranging the card within its layout margins, 8 points leading and trailing
  /// (`isLayoutMarginsRelativeArrangement`: UIStackView "lays out its arranged views relative
  /// to its layout margins", developer.apple.com): the card spans x 8 to 385, the visible
  /// body's. The row's edges are on the frame, but nothing it draws is. No finding.
  @Test func aRowThatInsetsItsContentPasses() throws {
    let result = try record(Self.guiding, sides: .rowOnETACardFrame(insetsContent: true))
    let card = try #require(try guidingStep(result).elements.first { $0.identifier == "orderCard" })
    #expect(card.frame == CGRect(x: 8, y: 674, width: 377, height: 60))
    #expect(result.bugs.isEmpty, "\(result.bugs.map(\.description))")
  }
}
