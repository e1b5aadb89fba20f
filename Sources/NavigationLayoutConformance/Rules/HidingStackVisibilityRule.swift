/// NLC-015: no isHidden writes on views a hiding stack manages (DESIGN.md §6). Not implemented yet.
public struct HidingStackVisibilityRule: ConformanceRule {
  public let id = "NLC-015"
  public let title = "no isHidden writes on views a hiding stack manages"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
