/// NLC-012: Google views are children of the map or of a plain custom container (DESIGN.md §6). Not implemented yet.
public struct GoogleViewPlacementRule: ConformanceRule {
  public let id = "NLC-012"
  public let title = "Google views are children of the map or of a plain custom container"

  /// Creates the rule.
  public init() {}

  public func check(_ snapshot: LayoutSnapshot, in context: RuleContext) -> RuleFinding? {
    nil
  }
}
