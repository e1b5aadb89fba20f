/// NLC-002: viewport present: in the hierarchy, at least a minimum size, inside the map (DESIGN.md §6). Not implemented yet.
public struct ViewportPresentRule: ConformanceRule {
  public let id = "NLC-002"
  public let title = "viewport present: in the hierarchy, at least a minimum size, inside the map"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
