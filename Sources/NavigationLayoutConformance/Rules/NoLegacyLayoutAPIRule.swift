/// NLC-013: no legacy slot-based layout API while a delegate is set (DESIGN.md §6). Not implemented yet.
public struct NoLegacyLayoutAPIRule: ConformanceRule {
  public let id = "NLC-013"
  public let title = "no legacy slot-based layout API while a delegate is set"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
