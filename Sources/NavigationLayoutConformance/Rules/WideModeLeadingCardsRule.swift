/// NLC-006: wide mode: turn card and ETA card on the leading edge, turn card above ETA card (DESIGN.md §6). Not implemented yet.
public struct WideModeLeadingCardsRule: ConformanceRule {
  public let id = "NLC-006"
  public let title = "wide mode: turn card and ETA card on the leading edge, turn card above ETA card"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
