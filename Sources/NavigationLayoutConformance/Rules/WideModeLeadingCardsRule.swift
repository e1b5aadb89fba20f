/// NLC-006: in wide mode the turn card and the ETA card stand on the leading edge, the turn
/// card above the ETA card (DESIGN.md §6).
///
/// **When:** while the SDK is guiding and ``LayoutSnapshot/wideMode`` is on, at every
/// checkpoint: after each callback's layout pass and settled, not on animation frames. The
/// flag is the SDK's, so a delegate that guesses wide mode from the size instead is caught at
/// the first callback where the two disagree.
///
/// **What:** each visible card's frame reaches the safe area's leading edge: in left-to-right
/// layouts `frame.minX <= safeArea.minX`, in right-to-left ones `frame.maxX >= safeArea.maxX`,
/// within ``RuleGeometry/tolerance``. Pinning the card to the map's leading edge or to the safe
/// area's leading edge both pass; the card's own layout margins supply the visual padding. Then
/// the turn card's visual bottom is at or above the ETA card's visual top (within the
/// tolerance). A card that is absent or hidden is not judged (the guide does not require the
/// cards).
///
/// **Why:** the guide's wide-mode section says both cards must be at the screen's leading edge,
/// turn card on top and ETA card below it, and that placing either away from the leading edge
/// leads to undefined behaviour; its RTL advice (leading and trailing anchors, not left and
/// right) makes "leading" mirror. The SDK sizes a wide card as the leading unsafe band plus a
/// column (``GoogleNavigationModel/ComponentSizing/cardWidth``), so it expects the frame to
/// start at the edge; any safe-area gap before the card is "away from the leading edge".
///
/// ```swift
/// print(WideModeLeadingCardsRule().check(snapshot, in: context)?.detail ?? "ok")
/// // in wide mode, etaCard (560, 322, 284×64) is not on the leading edge: its frame starts
/// // at x = 552, after the safe area's leading edge at x = 0
/// ```
public struct WideModeLeadingCardsRule: ConformanceRule {
  public let id = "NLC-006"
  public let title = "wide mode: turn card and ETA card on the leading edge, turn card above ETA card"

  /// Creates the rule.
  public init() {}

  /// Judges one snapshot; nil when the cards conform or the rule does not apply.
  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    guard snapshot.wideMode, case .guiding = snapshot.phase, snapshot.isCheckpoint else {
      return nil
    }
    let turnCard = snapshot.element(.turnCard).flatMap { $0.isVisible ? $0 : nil }
    let etaCard = snapshot.element(.etaCard).flatMap { $0.isVisible ? $0 : nil }
    for card in [turnCard, etaCard] {
      if let card, let finding = Self.leadingFinding(card, in: snapshot) { return finding }
    }
    if let turnCard, let etaCard,
      turnCard.visualRect.maxY > etaCard.visualRect.minY + RuleGeometry.tolerance
    {
      return RuleFinding(
        "in wide mode, \(turnCard) is not above \(etaCard)",
        highlights: [
          RuleFinding.Highlight(turnCard.name, turnCard.visualRect),
          RuleFinding.Highlight(etaCard.name, etaCard.visualRect),
        ], kind: "turn card not above the ETA card")
    }
    return nil
  }

  /// Records, in wide mode, the gap from the turn card's visual bottom down to the ETA card's
  /// visual top (`turnCard above etaCard`), in points; the leading-edge test has no distance
  /// to steer by (a card pinned to the edge is at 0 in every case).
  public func measureSlack(
    _ snapshot: LayoutSnapshot, in context: RuleContext, into readings: inout SlackReadings
  ) {
    guard snapshot.wideMode, case .guiding = snapshot.phase, snapshot.isCheckpoint,
      let turnCard = snapshot.element(.turnCard), turnCard.isVisible,
      let etaCard = snapshot.element(.etaCard), etaCard.isVisible
    else { return }
    readings.record(
      Double(etaCard.visualRect.minY - turnCard.visualRect.maxY), rule: id,
      "turnCard above etaCard")
  }

  /// The finding for a card whose frame stops short of the safe area's leading edge, or nil.
  static func leadingFinding(_ card: ElementSnapshot, in snapshot: LayoutSnapshot)
    -> RuleFinding?
  {
    let safe = snapshot.safeArea
    let tolerance = RuleGeometry.tolerance
    let gap: String
    if snapshot.layoutDirection == .rightToLeft {
      guard card.frame.maxX < safe.maxX - tolerance else { return nil }
      gap =
        "ends at x = \(Environment.points(card.frame.maxX)), before the safe area's leading "
        + "edge at x = \(Environment.points(safe.maxX))"
    } else {
      guard card.frame.minX > safe.minX + tolerance else { return nil }
      gap =
        "starts at x = \(Environment.points(card.frame.minX)), after the safe area's leading "
        + "edge at x = \(Environment.points(safe.minX))"
    }
    return RuleFinding(
      "in wide mode, \(card) is not on the leading edge: its frame \(gap)",
      highlights: [RuleFinding.Highlight(card.name, card.visualRect)],
      kind: "not on the leading edge")
  }
}
