public import Foundation
import UIKitModel

/// The map's UI settings, with the legacy slot-based layout switches of the navigation
/// category (api-facts.md §8.4).
///
/// Setting a legacy switch is recorded (rule NLC-013) and has no layout effect in the model.
/// ``compassButton`` is not legacy: it still decides whether the compass is among the buttons
/// (seeds, legacy API section).
@preconcurrency @MainActor
public final class GMSUISettings: NSObject {
  /// The map, weakly: through a WeakView, which keeps the map free of a side table.
  @WeakView var mapView: GMSMapView? = nil

  /// Whether the compass button is offered; default true since SDK 11.0 (api-facts.md §8.4).
  public var compassButton = true

  /// Legacy: whether the built-in header shows (default true). Setting it is recorded.
  public var isNavigationHeaderEnabled = true {
    didSet { record(.isNavigationHeaderEnabled) }
  }

  /// Legacy: whether the built-in footer shows (default true). Setting it is recorded.
  public var isNavigationFooterEnabled = true {
    didSet { record(.isNavigationFooterEnabled) }
  }

  /// Legacy: whether the built-in trip progress bar shows (default false). Setting it is
  /// recorded.
  public var isNavigationTripProgressBarEnabled = false {
    didSet { record(.isNavigationTripProgressBarEnabled) }
  }

  /// Legacy: whether the built-in re-center button shows (default true). Setting it is
  /// recorded.
  public var isRecenterButtonEnabled = true {
    didSet { record(.isRecenterButtonEnabled) }
  }

  /// Legacy: whether the built-in incident-report button shows (default true). Setting it is
  /// recorded.
  public var isNavigationReportIncidentButtonEnabled = true {
    didSet { record(.isNavigationReportIncidentButtonEnabled) }
  }

  /// Whether incident cards show on the map (default true); not a layout API.
  public var showsIncidentCards = true
  /// Whether destination markers show (default true); not a layout API.
  public var showsDestinationMarkers = true

  private func record(_ api: LegacyLayoutAPI) {
    mapView?.navigationUI.legacy.record(api)
  }
}
