/// NLC-017: a right-to-left layout is the mirror image of the left-to-right one (DESIGN.md §6). Not implemented yet.
public struct RTLMirrorRelation: MetamorphicRelation {
  public let id = "NLC-017"
  public let title = "a right-to-left layout is the mirror image of the left-to-right one"

  /// Creates the relation.
  public init() {}

  public func variant(of scenario: Scenario) -> Scenario? { nil }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? { nil }
}
