import GoogleNavigation
import UIKit

/// Faulty (NLC-024, warning): in wide mode, pins the viewport's top to the map's top instead
/// of the safe area's, so the camera frames the route under the status bar or the sensor
/// housing.
@MainActor
final class ViewportUnderStatusBarDelegate: ReferenceLayoutDelegate {
  override func layOutGuidance(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    super.layOutGuidance(in: navMap, state: state)
    guard state.wideMode else { return }
    let viewport = state.viewport
    replaceStateConstraint(
      of: viewport, .top, with: viewport.topAnchor.constraint(equalTo: navMap.topAnchor))
  }
}
