/// NLC-001: googleLogo present: in the map's hierarchy, visible, positive area, inside the safe area (DESIGN.md §6). Not implemented yet.
public struct GoogleLogoPresentRule: ConformanceRule {
  public let id = "NLC-001"
  public let title = "googleLogo present: in the map's hierarchy, visible, positive area, inside the safe area"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
