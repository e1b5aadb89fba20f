public import UIKitModel

/// The active-guidance state: cards, trip progress bar, speed widget and guidance buttons
/// (api-facts.md §3.3).
///
/// The model hands out the same component objects in every guidance session of one map view
/// (api-facts.md, open question 9).
@preconcurrency @MainActor
public protocol ActiveGuidanceUIState: NavigationUIState {
  /// The header with the next maneuver; its height is ``NavigationStyleValues/headerNominalHeight``
  /// plus the top unsafe band. Never constrain its width or height.
  var turnCard: UIView { get }
  /// The footer with arrival time, time and distance left. Never constrain its width or height.
  var etaCard: UIView { get }
  /// The vertical trip progress bar: 12 points wide; the delegate gives it a height.
  var tripProgressBar: UIView { get }
  /// The speedometer and speed limit; its size changes between four states without a callback.
  var speedWidget: UIView { get }
  /// The Google buttons for active guidance (usually the compass and incident reporting).
  var buttons: [any NavigationUIButton] { get }
}
