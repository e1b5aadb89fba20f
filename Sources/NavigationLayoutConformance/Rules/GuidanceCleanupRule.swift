/// NLC-007: cleanup after stopGuidance (DESIGN.md §6). Not implemented yet.
public struct GuidanceCleanupRule: ConformanceRule {
  public let id = "NLC-007"
  public let title = "cleanup after stopGuidance"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
