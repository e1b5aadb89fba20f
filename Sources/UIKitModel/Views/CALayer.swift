public import Foundation

/// The few layer properties layout code sets: corner radius and masked corners.
///
/// UIKit views are backed by Core Animation layers; the model keeps only what a layout
/// delegate writes (`layer.cornerRadius`, `layer.maskedCorners`, §A18).
@MainActor
public final class CALayer {
  /// The corner radius, in points.
  public var cornerRadius: CGFloat = 0 {
    didSet { writeObserver?("cornerRadius") }
  }
  /// Which corners ``cornerRadius`` rounds; all four by default (§A18).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ] {
    didSet { writeObserver?("maskedCorners") }
  }
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false {
    didSet { writeObserver?("masksToBounds") }
  }
  /// Told the name of each property written, when it happens; a model hook, not UIKit API.
  package var writeObserver: ((String) -> Void)?
  /// The view the layer backs, for ``removeAllAnimations()``; the view clears it in its
  /// `deinit` (unowned rather than weak: see ``LayoutItemTether``).
  nonisolated(unsafe) unowned(unsafe) var owner: UIView?

  /// Stops every running animation of the layer: its view's presentation frame jumps to the
  /// frame (a delegate calls this when it tears a layout down mid-animation, so leftover
  /// offsets of additive animations do not ride into the next layout). Not a property
  /// write, so Google components do not count it as tampering.
  public func removeAllAnimations() {
    owner?.presentation = nil
  }

  nonisolated init() {}
}
