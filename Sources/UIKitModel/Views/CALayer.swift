public import Foundation

/// The few layer properties layout code sets: corner radius and masked corners.
///
/// UIKit views are backed by Core Animation layers; the model keeps only what a layout
/// delegate writes (`layer.cornerRadius`, `layer.maskedCorners`, §A18).
@MainActor
public final class CALayer {
  /// The corner radius, in points.
  public var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds; all four by default (§A18).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false

  nonisolated init() {}
}
