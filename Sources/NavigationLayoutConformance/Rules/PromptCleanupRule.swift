/// NLC-009: cleanup after hidePrompt and changePrompt: the old prompt is gone (DESIGN.md §6). Not implemented yet.
public struct PromptCleanupRule: ConformanceRule {
  public let id = "NLC-009"
  public let title = "cleanup after hidePrompt and changePrompt: the old prompt is gone"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
