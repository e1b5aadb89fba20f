import UIKitModel

/// The navigation-ready state: the common components plus the ready-state buttons
/// (api-facts.md §3.2).
@preconcurrency @MainActor
public protocol NavigationReadyUIState: NavigationUIState {
  /// The Google buttons for the navigation-ready state (usually only the compass); match them
  /// by ``NavigationUIButton/type``, never by index.
  var buttons: [any NavigationUIButton] { get }
}
