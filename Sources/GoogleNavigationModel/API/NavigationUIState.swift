public import UIKitModel

/// What every navigation UI state hands the delegate: the logo, the viewport and the wide-mode
/// flag (api-facts.md §3.1).
///
/// Every state object of one map view returns the same logo and viewport objects.
@preconcurrency @MainActor
public protocol NavigationUIState {
  /// Whether the turn card and ETA card are sized for a wide map; the layout should switch to
  /// its wide variant (cards in a leading column). Fixed for the lifetime of the state object.
  var wideMode: Bool { get }
  /// The Google logo, which turns into the re-center button while the driver pans; required in
  /// every state, inside the safe area.
  var googleLogo: UIView { get }
  /// The invisible view that frames the camera; place it over the unobstructed map area.
  var viewport: UIView { get }
}
