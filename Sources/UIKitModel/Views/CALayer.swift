public import Foundation

/// The layer properties layout and card-styling code sets: corners (§A18), shadow, border and
/// z position.
///
/// UIKit views are backed by Core Animation layers; the model keeps what a layout delegate
/// writes. Only the corners are read (NLC-020); the rest is stored so app code compiles and
/// Google components see writes to their layers (NLC-014).
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
  /// The shape of the rounded corners (iOS 13); stored, it changes no frame.
  public var cornerCurve: CALayerCornerCurve = .circular {
    didSet { writeObserver?("cornerCurve") }
  }
  /// The shadow's opacity, 0...1; 0 (no shadow) by default. Stored: a shadow draws outside
  /// the frame but takes no room in layout.
  public var shadowOpacity: Float = 0 {
    didSet { writeObserver?("shadowOpacity") }
  }
  /// The shadow's blur radius, in points; 3 by default, as Core Animation's.
  public var shadowRadius: CGFloat = 3 {
    didSet { writeObserver?("shadowRadius") }
  }
  /// The shadow's offset, in points; (0, −3) by default, as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { writeObserver?("shadowOffset") }
  }
  /// The shadow's colour; opaque black by default.
  public var shadowColor: CGColor? = UIColor.black.cgColor {
    didSet { writeObserver?("shadowColor") }
  }
  /// The border's width, in points, drawn inside the bounds; 0 by default.
  public var borderWidth: CGFloat = 0 {
    didSet { writeObserver?("borderWidth") }
  }
  /// The border's colour; opaque black by default.
  public var borderColor: CGColor? = UIColor.black.cgColor {
    didSet { writeObserver?("borderColor") }
  }
  /// The layer's position along the z axis; stored, it changes no frame.
  public var zPosition: CGFloat = 0 {
    didSet { writeObserver?("zPosition") }
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
