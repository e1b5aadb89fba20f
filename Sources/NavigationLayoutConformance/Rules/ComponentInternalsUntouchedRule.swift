/// NLC-014: internal view hierarchy of Google components untouched (DESIGN.md §6). Not implemented yet.
public struct ComponentInternalsUntouchedRule: ConformanceRule {
  public let id = "NLC-014"
  public let title = "internal view hierarchy of Google components untouched"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
