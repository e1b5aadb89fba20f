/// NLC-008: cleanup after disableNavigationUI: the map back to its pristine state (DESIGN.md §6). Not implemented yet.
public struct NavigationCleanupRule: ConformanceRule {
  public let id = "NLC-008"
  public let title = "cleanup after disableNavigationUI: the map back to its pristine state"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
