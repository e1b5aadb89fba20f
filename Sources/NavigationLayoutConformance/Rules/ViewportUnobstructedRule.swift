/// NLC-004: viewport unobstructed by opaque overlays (DESIGN.md §6). Not implemented yet.
public struct ViewportUnobstructedRule: ConformanceRule {
  public let id = "NLC-004"
  public let title = "viewport unobstructed by opaque overlays"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
