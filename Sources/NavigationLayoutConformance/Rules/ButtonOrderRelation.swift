/// NLC-016: button order and unknown button types do not move known buttons (DESIGN.md §6). Not implemented yet.
public struct ButtonOrderRelation: MetamorphicRelation {
  public let id = "NLC-016"
  public let title = "button order and unknown button types do not move known buttons"

  /// Creates the relation.
  public init() {}

  public func variant(of scenario: Scenario) -> Scenario? { nil }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? { nil }
}
