/// NLC-019: visible elements inside the map; interactive ones inside the safe area (DESIGN.md §6). Not implemented yet.
public struct InsideBoundsRule: ConformanceRule {
  public let id = "NLC-019"
  public let title = "visible elements inside the map; interactive ones inside the safe area"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
