import UIKitModel

/// The active-guidance state object the SDK model hands the delegate.
@MainActor
final class ActiveGuidanceState: ActiveGuidanceUIState {
  let wideMode: Bool
  let googleLogo: UIView
  let viewport: UIView
  let turnCard: UIView
  let etaCard: UIView
  let tripProgressBar: UIView
  let speedWidget: UIView
  let buttons: [any NavigationUIButton]

  init(components: ComponentSet, wideMode: Bool, buttons: [NavigationButtonView]) {
    self.wideMode = wideMode
    googleLogo = components.googleLogo
    viewport = components.viewport
    turnCard = components.turnCard
    etaCard = components.etaCard
    tripProgressBar = components.tripProgressBar
    speedWidget = components.speedWidget
    self.buttons = buttons.map { GoogleNavigationButton(buttonView: $0) }
  }
}
