public import Foundation

/// The layer properties layout and card-styling code sets: corners (§A18), shadow, border,
/// z position, geometry, opacity, sublayers and running animations.
///
/// UIKit views are backed by Core Animation layers; the model keeps what a layout delegate
/// writes. Only the corners are read (NLC-020); the rest is stored so app code compiles and
/// Google components see writes to their layers (NLC-014). A view's layer follows its view:
/// ``bounds``, ``position`` (the view's ``UIView/center``), ``frame``, ``opacity`` (its
/// ``UIView/alpha``) and ``affineTransform()`` read and write the view's; a layer made by
/// app code (``init()``) keeps its own.
@preconcurrency @MainActor
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
  public var shadowColor: CGColor? = CALayer.defaultColor {
    didSet { writeObserver?("shadowColor") }
  }
  /// The border's width, in points, drawn inside the bounds; 0 by default.
  public var borderWidth: CGFloat = 0 {
    didSet { writeObserver?("borderWidth") }
  }
  /// The border's colour; opaque black by default.
  public var borderColor: CGColor? = CALayer.defaultColor {
    didSet { writeObserver?("borderColor") }
  }
  /// The layer's position along the z axis; stored, it changes no frame.
  public var zPosition: CGFloat = 0 {
    didSet { writeObserver?("zPosition") }
  }

  /// The shadow's shape; nil (the layer's alpha shape) by default. Stored.
  public var shadowPath: CGPath? {
    didSet { writeObserver?("shadowPath") }
  }
  /// The point of the bounds, in unit coordinates, that sits at ``position`` and about which
  /// the transform applies; (0.5, 0.5), the centre, by default. Moving it moves what the view
  /// shows (its ``UIView/frame``), not its laid-out centre, as on a device.
  @exclusivity(unchecked) public var anchorPoint = CALayer.defaultAnchorPoint {
    didSet { writeObserver?("anchorPoint") }
  }
  /// Core Animation's default anchor point, the centre.
  nonisolated static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The default shadow and border colour, opaque black: one shared immutable colour, so a
  /// layer (every view has one) costs no colour objects of its own.
  nonisolated static let defaultColor = UIColor.black.cgColor

  /// The layer's own rectangle, in points: the view's ``UIView/bounds``.
  public var bounds: CGRect {
    get { owner?.bounds ?? ownBounds }
    set {
      if let owner { owner.bounds = newValue } else { ownBounds = newValue }
    }
  }
  /// Where ``anchorPoint`` sits in the superlayer, in points: the view's ``UIView/center``.
  public var position: CGPoint {
    get { owner?.center ?? ownPosition }
    set {
      if let owner { owner.center = newValue } else { ownPosition = newValue }
    }
  }
  /// The bounding box of the transformed bounds in the superlayer: the view's
  /// ``UIView/frame``.
  public var frame: CGRect {
    get {
      if let owner { return owner.frame }
      let untransformed = CGRect(
        x: ownPosition.x - ownBounds.width / 2, y: ownPosition.y - ownBounds.height / 2,
        width: ownBounds.width, height: ownBounds.height)
      return UIView.visualFrame(
        of: untransformed, transform: ownTransform, anchorPoint: anchorPoint)
    }
    set {
      if let owner { return owner.frame = newValue }
      ownBounds = CGRect(origin: .zero, size: newValue.size)
      ownPosition = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }
  /// The opacity, 0...1: the view's ``UIView/alpha``.
  public var opacity: Float {
    get { owner.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let owner { owner.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
    }
  }
  /// The layer's transform as an affine transform: the view's ``UIView/transform``.
  public func affineTransform() -> CGAffineTransform { owner?.transform ?? ownTransform }
  /// Sets the layer's affine transform (the view's ``UIView/transform``).
  public func setAffineTransform(_ transform: CGAffineTransform) {
    if let owner { owner.transform = transform } else { ownTransform = transform }
  }
  private var ownBounds = CGRect.zero
  private var ownPosition = CGPoint.zero
  private var ownOpacity: Float = 1
  private var ownTransform = CGAffineTransform.identity

  /// The layers drawn on top of this one, back to front: for a view's layer, its subviews'
  /// layers, then the layers app code added (``addSublayer(_:)``); nil when there are none,
  /// as Core Animation returns. The model does not interleave the two kinds by insertion
  /// order.
  public var sublayers: [CALayer]? {
    let all = (owner?.subviews.map(\.layer) ?? []) + addedSublayers
    return all.isEmpty ? nil : all
  }
  /// The layer this one was added to with ``addSublayer(_:)``, or the superview's layer.
  public var superlayer: CALayer? { superlayerStorage ?? owner?.superview?.layer }
  private var addedSublayers: [CALayer] = []
  private weak var superlayerStorage: CALayer?

  /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(addedSublayers.count))
  }

  /// Inserts `layer` at `index` of the sublayers app code added.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    addedSublayers.insert(layer, at: min(Int(index), addedSublayers.count))
    layer.superlayerStorage = self
  }

  /// Takes the layer out of the superlayer it was added to; a view's layer leaves with its
  /// view (``UIView/removeFromSuperview()``), not this way, in the model.
  public func removeFromSuperlayer() {
    guard let parent = superlayerStorage else { return }
    parent.addedSublayers.removeAll { $0 === self }
    superlayerStorage = nil
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
    owner.removeOwnAnimations(clock: owner.rootView.rootState?.clock)
  }

  /// A layer of its own, not backing a view: zero bounds at the origin, opaque.
  public nonisolated init() {}
}
