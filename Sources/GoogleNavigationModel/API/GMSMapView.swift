public import Foundation
public import UIKitModel

/// The map view that hosts the navigation UI: the Navigation SDK's `GMSMapView`, modelled as a
/// plain view whose navigation side is played by the model (api-facts.md §2, §8).
///
/// The model draws no map. What it keeps is what a layout delegate meets: the layout-delegate
/// installation API, navigation enabling, the speed display flags, ``settings``, the legacy
/// layout API (recorded when used) and the Google components the SDK hands out. A test usually
/// gets one from ``NavigationSimulator``, which also sets the screen around it.
///
/// ```swift
/// let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// try mapView.setLayoutDelegate(MyLayoutDelegate())
/// mapView.isNavigationEnabled = true  // calls enableNavigationUI(navMap:newState:)
/// ```
open class GMSMapView: UIView {
  /// The SDK's side of the navigation UI: state, components, delegate calls, records.
  let navigationUI: NavigationUIController
  /// Whether the map was made for a CarPlay screen (from ``GMSMapViewOptions``).
  let isCarPlayMap: Bool

  /// The UI settings, including the legacy slot-based layout switches (api-facts.md §8.4).
  public let settings: GMSUISettings
  /// The navigator of this map; the model accepts the terms up front, so it is never nil.
  public let navigator: GMSNavigator?

  /// Whether a speedometer shows during guidance (default false; api-facts.md §8.2).
  ///
  /// In the model it decides whether the speed widget's speed part is shown.
  public var shouldDisplaySpeedometer = false {
    didSet { navigationUI.speedDisplayChanged() }
  }

  /// Whether the speed limit shows during guidance when data exists (default false;
  /// api-facts.md §8.2). In the model it decides whether the speed widget's limit part shows.
  public var shouldDisplaySpeedLimit = false {
    didSet { navigationUI.speedDisplayChanged() }
  }

  /// Creates a map view for the device's main screen, with a frame in points.
  public override init(frame: CGRect) {
    isCarPlayMap = false
    settings = GMSUISettings()
    navigator = GMSNavigator()
    navigationUI = NavigationUIController()
    super.init(frame: frame)
    navigationUI.attach(to: self)
    settings.mapView = self
  }

  /// Creates a map view from options; a CarPlay screen refuses layout delegates.
  public init(options: GMSMapViewOptions) {
    isCarPlayMap = options.isCarPlayScreen
    settings = GMSUISettings()
    navigator = GMSNavigator()
    navigationUI = NavigationUIController()
    super.init(frame: options.frame)
    navigationUI.attach(to: self)
    settings.mapView = self
  }

  /// Archives are not modelled; creates a map view with a zero frame.
  public required init?(coder: NSCoder) {
    isCarPlayMap = false
    settings = GMSUISettings()
    navigator = GMSNavigator()
    navigationUI = NavigationUIController()
    super.init(coder: coder)
    navigationUI.attach(to: self)
    settings.mapView = self
  }

  /// Whether navigation is on: setting it to true calls `enableNavigationUI`, to false
  /// `stopGuidance` (if guiding) and `disableNavigationUI` (api-facts.md §8.1, open question 7).
  public var isNavigationEnabled: Bool {
    get { navigationUI.isEnabled }
    set { navigationUI.setNavigationEnabled(newValue) }
  }
}
