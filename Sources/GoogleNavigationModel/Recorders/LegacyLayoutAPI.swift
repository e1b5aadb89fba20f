/// A legacy slot-based layout API of the map view or its settings (api-facts.md §8.4; seeds,
/// legacy API table); using one while a delegate is set breaks rule NLC-013.
///
/// Raw values are the Swift spellings, as a report prints them.
public enum LegacyLayoutAPI: String, CaseIterable, Hashable, Sendable {
  /// `settings.isNavigationHeaderEnabled` was set.
  case isNavigationHeaderEnabled
  /// `settings.isNavigationFooterEnabled` was set.
  case isNavigationFooterEnabled
  /// `settings.isNavigationTripProgressBarEnabled` was set.
  case isNavigationTripProgressBarEnabled
  /// `settings.isRecenterButtonEnabled` was set.
  case isRecenterButtonEnabled
  /// `settings.isNavigationReportIncidentButtonEnabled` was set.
  case isNavigationReportIncidentButtonEnabled
  /// `setHeaderAccessory(_:)` was called.
  case setHeaderAccessoryView = "setHeaderAccessory(_:)"
  /// `invalidateLayout(forAccessoryView:)` was called.
  case invalidateLayoutForAccessoryView = "invalidateLayout(forAccessoryView:)"
  /// `padding` was set.
  case padding
  /// `paddingAdjustmentBehavior` was set.
  case paddingAdjustmentBehavior
  /// `navigationHeaderLayoutGuide` was read.
  case navigationHeaderLayoutGuide
  /// `navigationFooterLayoutGuide` was read.
  case navigationFooterLayoutGuide
  /// `bottomTrailingButtonsLayoutGuide` was read or set.
  case bottomTrailingButtonsLayoutGuide
  /// `bottomTrailingButtonsAlternateLayoutGuide` was read or set.
  case bottomTrailingButtonsAlternateLayoutGuide
}
