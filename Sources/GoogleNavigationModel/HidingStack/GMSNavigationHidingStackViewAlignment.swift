/// Which edge of a hiding stack each arranged view aligns to (api-facts.md §6; Swift name
/// inferred from the position enum's).
public enum GMSNavigationHidingStackViewAlignment: Int, Sendable {
  /// The leading edge (left in left-to-right layouts).
  case leading = 0
  /// The trailing edge (right in left-to-right layouts).
  case trailing = 1
}
