import UIKitModel

/// The navigation-ready state object the SDK model hands the delegate.
@MainActor
final class NavigationReadyState: NavigationReadyUIState {
  let wideMode: Bool
  let googleLogo: UIView
  let viewport: UIView
  let buttons: [any NavigationUIButton]

  init(components: ComponentSet, wideMode: Bool, buttons: [NavigationButtonView]) {
    self.wideMode = wideMode
    googleLogo = components.googleLogo
    viewport = components.viewport
    self.buttons = buttons.map { GoogleNavigationButton(buttonView: $0) }
  }
}
