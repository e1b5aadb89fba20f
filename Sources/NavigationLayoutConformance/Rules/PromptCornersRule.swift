/// NLC-020: a prompt not at the bottom edge has all four corners rounded (DESIGN.md §6). Not implemented yet.
public struct PromptCornersRule: ConformanceRule {
  public let id = "NLC-020"
  public let title = "a prompt not at the bottom edge has all four corners rounded"
  public let severity = RuleSeverity.warning

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
