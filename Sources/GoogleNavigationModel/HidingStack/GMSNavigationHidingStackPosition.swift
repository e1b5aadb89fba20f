/// Where a hiding stack places its views vertically in its bounds (api-facts.md §6, verified
/// Swift name and raw values).
public enum GMSNavigationHidingStackPosition: Int, Sendable {
  /// From the top edge down, first arranged view on top.
  case top = 0
  /// Centred vertically, first arranged view on top.
  case center = 1
  /// From the bottom edge up, first arranged view at the bottom.
  case bottom = 2
}
