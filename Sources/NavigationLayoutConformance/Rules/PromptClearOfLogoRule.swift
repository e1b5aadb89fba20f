/// NLC-005: prompts never cover the logo, also during animations (DESIGN.md §6). Not implemented yet.
public struct PromptClearOfLogoRule: ConformanceRule {
  public let id = "NLC-005"
  public let title = "prompts never cover the logo, also during animations"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
