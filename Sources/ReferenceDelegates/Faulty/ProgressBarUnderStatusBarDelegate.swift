import GoogleNavigation
import UIKit

/// Faulty (NLC-023, warning): in wide mode, pins the trip progress bar a gap below the map's
/// top instead of the safe area's, so on a map with a top unsafe band (an iPad's status bar, a
/// phone's sensor housing) the bar starts under it.
@MainActor
final class ProgressBarUnderStatusBarDelegate: ReferenceLayoutDelegate {
  override func layOutGuidance(in navMap: GMSMapView, state: any ActiveGuidanceUIState) {
    super.layOutGuidance(in: navMap, state: state)
    guard state.wideMode else { return }
    let bar = state.tripProgressBar
    replaceStateConstraint(
      of: bar, .top, with: bar.topAnchor.constraint(equalTo: navMap.topAnchor, constant: Self.gap))
  }
}
