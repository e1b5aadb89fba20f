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
  /// offsets of additive animations do not ride into the next layout). The completion of a
  /// `UIView.animate` block none of whose animations still runs is called with
  /// `finished == false` on the main run loop's next turn (``MainRunLoop``), as UIKit calls
  /// it when the animation stops (`CALayer.removeAllAnimations()` and
  /// `UIView.animate(withDuration:delay:options:animations:completion:)` API reference). Not a
  /// property write, so Google components do not count it as tampering.
  public func removeAllAnimations() {
    guard let owner else { return }
    owner.presentation = nil
    owner.rootView.rootState?.clock.removeAnimations(of: owner)
  }

  nonisolated init() {}
}
