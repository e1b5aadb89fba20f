/// How a map view adds its safe-area insets to `padding` (legacy; api-facts.md §8.4).
public enum GMSMapViewPaddingAdjustmentBehavior: Int, Sendable {
  /// Always adds the safe-area insets (the default).
  case always = 0
  /// Adds only the insets of edges the padding leaves at zero.
  case automatic = 1
  /// Never adds them.
  case never = 2
}
