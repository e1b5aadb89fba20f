import GoogleNavigation
import UIKit

/// Faulty: the size-class delegate, except that it picks the side panel by the device
/// (`UIDevice.current.userInterfaceIdiom == .pad`) instead of the width size class. On an
/// iPad in one-third Split View or Slide Over (a compact width) the 320-point side panel
/// leaves no room beside it, and it reaches past the map's trailing edge in a 320-point window.
@MainActor
final class SidePanelByIdiomDelegate: SizeClassLayoutDelegate {
  override func placesPanelAtSide(in navMap: GMSMapView) -> Bool {
    UIDevice.current.userInterfaceIdiom == .pad
  }
}
