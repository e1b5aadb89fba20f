/// NLC-018: resize A→B→A and stop→start restore the same frames (DESIGN.md §6). Not implemented yet.
public struct RoundTripRelation: MetamorphicRelation {
  public let id = "NLC-018"
  public let title = "resize A→B→A and stop→start restore the same frames"

  /// Creates the relation.
  public init() {}

  public func variant(of scenario: Scenario) -> Scenario? { nil }

  public func compare(base: CaseRecord, variant: CaseRecord) -> Violation? { nil }
}
