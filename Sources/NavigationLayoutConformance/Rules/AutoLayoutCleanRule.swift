/// NLC-011: Auto Layout clean: nothing unsatisfiable, nothing that would crash, nothing ambiguous (DESIGN.md §6). Not implemented yet.
public struct AutoLayoutCleanRule: ConformanceRule {
  public let id = "NLC-011"
  public let title = "Auto Layout clean: nothing unsatisfiable, nothing that would crash, nothing ambiguous"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
