import Foundation
import UIKitModel

// The SDK's size updates: on every state change and resize, and the changes that come with no
// callback (speed widget, logo morph) (DESIGN.md §4).

extension NavigationUIController {
  /// Gives every component its size for the map as it stands.
  func refreshSizes() {
    guard let set = components ?? (isEnabled ? ensuredComponents : nil) else { return }
    let sizing = sizing
    set.turnCard.applySDKSize(sizing.turnCardSize)
    set.etaCard.applySDKSize(sizing.etaCardSize)
    set.googleLogo.applySDKSize(sizing.logoSize(recenterShown: isRecenterShown))
    for button in set.readyButtons + set.guidanceButtons { button.applySDKSize(sizing.buttonSize) }
    currentPrompt?.applySDKSize(sizing.promptSize(contentHeight: currentPrompt?.contentHeight ?? 0))
    refreshSpeedWidget()
  }

  /// Redraws the speed widget from its requested state, the map's flags and the logo morph.
  func refreshSpeedWidget() {
    guard let widget = components?.speedWidget, let map = mapView else { return }
    let shown = widget.requestedState.displayed(
      speedometer: map.shouldDisplaySpeedometer, speedLimit: map.shouldDisplaySpeedLimit,
      recenterShown: isRecenterShown)
    widget.display(
      shown, size: sizing.speedWidgetSize(shown), padding: metrics.speedWidgetPadding)
  }

  /// The map's size or insets changed: new sizes, then `sizeChanged` with the current state.
  func mapSizeChanged() {
    refreshSizes()
    switch phase {
    case .off: return
    case .ready:
      let state = readyState()
      call(.sizeChanged) { $0.sizeChanged(navMap: $1, newState: state) }
    case .guiding:
      let state = guidanceState()
      call(.sizeChanged) { $0.sizeChanged(navMap: $1, newState: state) }
    }
  }

  /// The speed data changed what the widget shows; no callback.
  func setSpeedWidgetState(_ state: SpeedWidgetState) {
    ensuredComponents.speedWidget.requestedState = state
    refreshSpeedWidget()
  }

  /// The driver panned away (true) or the camera follows again (false); no callback.
  func setRecenterShown(_ shown: Bool) {
    isRecenterShown = shown
    let set = ensuredComponents
    set.googleLogo.isShowingRecenterButton = shown
    set.googleLogo.applySDKSize(sizing.logoSize(recenterShown: shown))
    refreshSpeedWidget()
  }

  /// `shouldDisplaySpeedometer` or `shouldDisplaySpeedLimit` changed.
  func speedDisplayChanged() {
    refreshSpeedWidget()
  }
}
