/// NLC-003: no overlap among visible elements (DESIGN.md §6). Not implemented yet.
public struct NoOverlapRule: ConformanceRule {
  public let id = "NLC-003"
  public let title = "no overlap among visible elements"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
