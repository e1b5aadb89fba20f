/// NLC-010: no width or height override of SDK-sized components (DESIGN.md §6). Not implemented yet.
public struct SDKSizeRespectedRule: ConformanceRule {
  public let id = "NLC-010"
  public let title = "no width or height override of SDK-sized components"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
