public import Foundation

/// Options for creating a ``GMSMapView`` (api-facts.md §2).
///
/// The SDK marks a CarPlay map by setting `screen` to the CarPlay `UIScreen`; the model has no
/// screens, so ``isCarPlayScreen`` stands in for that choice.
public struct GMSMapViewOptions: Sendable {
  /// The initial frame of the map view, in points.
  public var frame: CGRect
  /// Whether the map is made for a CarPlay screen (model stand-in for `screen`).
  public var isCarPlayScreen: Bool

  /// Creates options for a map on the main screen with a zero frame.
  public init(frame: CGRect = .zero, isCarPlayScreen: Bool = false) {
    self.frame = frame
    self.isCarPlayScreen = isCarPlayScreen
  }
}
