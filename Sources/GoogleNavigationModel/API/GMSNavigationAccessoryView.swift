public import Foundation
import UIKitModel

/// A view the legacy layout shows below the header (api-facts.md §8.4).
@preconcurrency @MainActor
public protocol GMSNavigationAccessoryView {
  /// The height the view wants, in points, for the space offered.
  /// - Parameters:
  ///   - size: The largest size available, in points.
  ///   - mapView: The map view that shows the accessory.
  /// - Returns: The height, in points.
  func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat
}
