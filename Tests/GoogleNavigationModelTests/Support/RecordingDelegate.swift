import Foundation
import GoogleNavigationModel
import UIKitModel

/// A delegate that adds nothing and keeps every state object and prompt it is handed, so
/// tests can check what the SDK model passes and in which order.
@MainActor
final class RecordingDelegate: NSObject, NavigationLayoutDelegate {
  var states: [any NavigationUIState] = []
  var prompts: [(new: UIView?, old: UIView?)] = []

  func enableNavigationUI(navMap mapView: GMSMapView, newState: any NavigationReadyUIState) {
    states.append(newState)
  }

  func startGuidance(
    navMap mapView: GMSMapView, newState: any ActiveGuidanceUIState,
    oldState: any NavigationReadyUIState
  ) {
    states.append(contentsOf: [oldState, newState] as [any NavigationUIState])
  }

  func sizeChanged(navMap mapView: GMSMapView, newState: any NavigationUIState) {
    states.append(newState)
  }

  func showPrompt(navMap mapView: GMSMapView, newPrompt: any NavigationPromptView) {
    prompts.append((newPrompt, nil))
  }

  func changePrompt(
    navMap mapView: GMSMapView, newPrompt: any NavigationPromptView,
    oldPrompt: any NavigationPromptView
  ) {
    prompts.append((newPrompt, oldPrompt))
  }
}

/// A simulator on the portrait phone preset with a recording delegate installed.
@MainActor
func makeRecordingSimulator(
  _ configuration: SimulatorConfiguration = SimulatorConfiguration()
) throws -> (NavigationSimulator, RecordingDelegate) {
  let simulator = NavigationSimulator(screen: .phonePortrait, configuration: configuration)
  let delegate = RecordingDelegate()
  try simulator.mapView.setLayoutDelegate(delegate)
  return (simulator, delegate)
}
