public import Foundation

/// A rectangle on screen that takes part in Auto Layout: UIKit's `UIView`, modelled.
///
/// Names and signatures are UIKit's, so a delegate written for iOS compiles unchanged. The
/// class is `@MainActor`, as UIKit's is: delegate callbacks run on the main actor, and Swift 6
/// then lets app code touch views without `await`. Frames are in points, in the superview's
/// coordinate space; the layout engine (one Cassowary solver per root view, kept between
/// passes) writes them in ``layoutIfNeeded()`` and rounds them to the pixel grid of the
/// root's ``layoutEnvironment`` (autolayout-and-layout-testing.md §A15).
///
/// ```swift
/// let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// let card = UIView()
/// card.translatesAutoresizingMaskIntoConstraints = false
/// map.addSubview(card)
/// NSLayoutConstraint.activate([
///   card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
///   card.topAnchor.constraint(equalTo: map.topAnchor),
///   card.widthAnchor.constraint(equalToConstant: 200),
///   card.heightAnchor.constraint(equalToConstant: 100),
/// ])
/// map.layoutIfNeeded()
/// print(card.frame)  // (16.0, 0.0, 200.0, 100.0)
/// ```
@preconcurrency @MainActor
open class UIView: UIResponder, LayoutItem {
  /// The view controller whose view this is, else the superview (`UIResponder.next`).
  open override var next: UIResponder? { viewControllerStorage ?? superview }

  // MARK: - Drawing
  // The model draws nothing: these exist so custom views that draw compile and run.

  /// Draws the view's content in `rect`, in its bounds' coordinates (UIView `draw(_:)`);
  /// the model never calls it, as it renders nothing.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view for redrawing (UIView `setNeedsDisplay()`): nothing to do here.
  open func setNeedsDisplay() {}

  /// Marks `rect`, in the bounds' coordinates, for redrawing: nothing to do here.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// Pixels per point of the view's content: its screen's scale unless set (UIView
  /// `contentScaleFactor`: "the default value is the scale factor associated with the screen").
  open var contentScaleFactor: CGFloat {
    get { storedContentScaleFactor ?? max(layoutEnvironment.scale, 1) }
    set { storedContentScaleFactor = newValue }
  }
  private var storedContentScaleFactor: CGFloat?

  // MARK: - Hierarchy
  // Hot properties are `@exclusivity(unchecked)`: see LayoutEngine's performance notes.

  /// Model-only: the line of code that last added the view to a superview (``addSubview(_:fileID:line:)``
  /// and its siblings) or to a stack view's arranged views; nil for a view never added. A
  /// view the SDK or UIKit added names their code (``CallSite/isFrameworkCode``).
  public internal(set) var addedAt: CallSite?

  /// Model-only: records `site` as the line that added the view, for a framework model whose
  /// own API adds it on the app's behalf (a hiding stack's `addArrangedSubview`).
  package func recordAddition(_ site: CallSite) { addedAt = site }

  /// The view this one is a subview of; nil for a root.
  public internal(set) var superview: UIView? {
    get { superviewStorage }
    set { superviewStorage = newValue }
  }
  /// Unowned and unchecked rather than weak (see ``LayoutItemTether``): the superview holds
  /// this view strongly and clears the pointer on removal and in its `deinit`.
  var superviewStorage: UIView? {
    get { superviewReference?.takeUnretainedValue() }
    set { superviewReference = Unmanaged.unretained(newValue) }
  }
  /// The pointer itself: walks up the hierarchy (``rootView``, ``isDescendant(of:)``) read it
  /// with no retain and release per step, which reading an `unowned(unsafe)` view costs.
  @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?
  /// The subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

  // MARK: - Geometry

  /// The frame in the superview's coordinate space, as last set or laid out.
  @exclusivity(unchecked) var storedFrame: CGRect
  /// The laid-out origin in the root's coordinate space, rounded; used for conversions.
  @exclusivity(unchecked) var rootOrigin: CGPoint = .zero
  /// The frame an autoresizing view keeps, with the superview size it was set against.
  @exclusivity(unchecked) var autoresizingAnchor: (frame: CGRect, superviewSize: CGSize?)

  // MARK: - Appearance

  /// Whether the view is hidden; hidden views still take part in layout, as in UIKit.
  ///
  /// Writing it inside an animation block ties the animation to this view's hierarchy.
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      AnimationTransaction.noteWrite(to: self)
      hiddenWriteObserver?.view(self, didWriteHidden: isHidden)
    }
  }
  /// Told of every write to ``isHidden``, when it happens; a model hook, not UIKit API.
  package var hiddenWriteObserver: (any UIViewHiddenWriteObserver)? {
    get { hiddenWriteObserverReference.view as? any UIViewHiddenWriteObserver }
    set { hiddenWriteObserverReference = WeakView(newValue) }
  }
  @exclusivity(unchecked) private var hiddenWriteObserverReference = WeakView<UIView>(nil)
  /// Told the name of each margins property written (`layoutMargins`,
  /// `directionalLayoutMargins`), when it happens; a model hook, not UIKit API.
  @exclusivity(unchecked) package var marginsWriteObserver: ((String) -> Void)?
  /// The opacity, 0...1; writing it inside an animation block ties the animation to this
  /// view's hierarchy.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { AnimationTransaction.noteAlphaChange(of: self, from: oldValue, to: alpha) }
  }
  /// The background colour; nil draws nothing, as `.clear` does. Writing it inside an
  /// animation block ties the animation to this view's hierarchy.
  @exclusivity(unchecked) open var backgroundColor: UIColor? {
    didSet {
      AnimationTransaction.noteWrite(to: self)
      if !UIAppearanceProxy.isApplying { appearanceExplicit.insert(.backgroundColor) }
    }
  }
  /// Whether the view promises to fill its bounds with opaque content.
  @exclusivity(unchecked) open var isOpaque = true
  /// An integer the app uses to find the view (``viewWithTag(_:)``).
  @exclusivity(unchecked) open var tag = 0
  /// Whether subviews are clipped to the bounds; stored only, the model draws nothing.
  @exclusivity(unchecked) open var clipsToBounds = false
  /// Whether the view receives touches: false makes ``hitTest(_:with:)`` skip it and its
  /// subviews. The model has no touches otherwise.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// A string identifying the view for tests; appears quoted in layout logs.
  @exclusivity(unchecked) open var accessibilityIdentifier: String?
  /// Whether VoiceOver treats the view as one element; false for a plain view, as in UIKit
  /// (labels, buttons and image views with an image say true). Stored; no effect on layout.
  open var isAccessibilityElement: Bool {
    get { accessibilityElementOverride ?? defaultIsAccessibilityElement }
    set { accessibilityElementOverride = newValue }
  }
  @exclusivity(unchecked) private var accessibilityElementOverride: Bool?
  /// What a subclass answers for ``isAccessibilityElement`` until the app sets it.
  open var defaultIsAccessibilityElement: Bool { false }
  /// VoiceOver's name for the view. Stored; no effect on layout.
  @exclusivity(unchecked) open var accessibilityLabel: String?
  /// VoiceOver's hint for the view. Stored; no effect on layout.
  @exclusivity(unchecked) open var accessibilityHint: String?
  /// VoiceOver's value for the view. Stored; no effect on layout.
  @exclusivity(unchecked) open var accessibilityValue: String?
  /// VoiceOver's traits for the view. Stored; no effect on layout.
  @exclusivity(unchecked) open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The elements VoiceOver visits inside the view, in order. Stored; no effect on layout.
  @exclusivity(unchecked) open var accessibilityElements: [Any]?
  /// The corner radius and masked corners UIKit keeps on the view's layer.
  ///
  /// The same layer on every read. The model makes it on the first read: most views
  /// (a Google component's internal parts among them) never have theirs read.
  public var layer: CALayer {
    if let layerStorage { return layerStorage }
    let made = CALayer()
    made.owner = self
    layerStorage = made
    return made
  }
  /// The layer once made; nil until ``layer`` is first read.
  @exclusivity(unchecked) var layerStorage: CALayer?
  /// The layer's ``CALayer/anchorPoint``, without making a layer to read the default from.
  var layerAnchorPoint: CGPoint { layerStorage?.anchorPoint ?? CALayer.defaultAnchorPoint }
  /// How the content fills the bounds; `.scaleToFill` by default, as in UIKit. Stored only.
  @exclusivity(unchecked) open var contentMode = ContentMode.scaleToFill
  /// The colour controls and templates draw their tint in (UIKit's `tintColor`): the one set
  /// on this view, else its superview's, else the system blue (`UIColor.systemBlue`), as
  /// UIKit inherits it down the hierarchy. Setting nil inherits again. While the effective
  /// ``tintAdjustmentMode`` is `.dimmed` it reads a grey of the colour's luminance (Rec. 601
  /// weights; UIKit desaturates but does not document how, CONFORMANCE.md AL-UIK-081).
  /// Setting it calls ``tintColorDidChange()`` on this view and the subviews that inherit it.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set { setTintColor(newValue) }
  }
  /// Called when the effective ``tintColor`` or ``tintAdjustmentMode`` changed: set on this
  /// view, or on an ancestor it inherits from, or by a move under another superview (Apple,
  /// `tintColorDidChange()`). Override to redraw tinted content; does nothing by default.
  open func tintColorDidChange() {}
  /// The tint colour set on this view itself, nil to inherit (``tintColor``).
  @exclusivity(unchecked) var ownTintColor: UIColor?
  /// The tint adjustment mode set on this view itself (``tintAdjustmentMode``).
  @exclusivity(unchecked) var ownTintAdjustmentMode = TintAdjustmentMode.automatic
  /// The appearance-proxy properties the app set on this view itself, which a proxy no
  /// longer changes (``UIAppearanceProxy``).
  @exclusivity(unchecked) var appearanceExplicit: UIAppearanceProxy.Properties = []
  /// The interface style the view and its subviews take, instead of the inherited one;
  /// `.unspecified` (inherit) by default. Stored: the model's colours do not depend on it.
  @exclusivity(unchecked) open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// The transform applied to the view about its layer's anchor point (the centre by
  /// default), relative to ``center``; identity by default.
  ///
  /// It changes what is on screen, not layout: Auto Layout keeps laying out ``center`` and
  /// ``bounds``, and ``frame`` reads the bounding box of the transformed bounds (see
  /// ``frame``). Set inside an animation block, it animates (presentation frames interpolate
  /// it by decomposition: ``presentationFrame(at:)``).
  @exclusivity(unchecked) open var transform = CGAffineTransform.identity {
    didSet {
      if transform != oldValue {
        AnimationTransaction.noteTransformChange(of: self, from: oldValue, to: transform)
      }
    }
  }

  // MARK: - Layout inputs

  /// Whether UIKit generates constraints from the frame and ``autoresizingMask``
  /// (§A10); true for views made in code.
  @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { setNeedsLayout() } }
  }
  /// How the view resizes with its superview while it translates its mask into constraints.
  @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
    didSet { setNeedsLayout() }
  }
  /// How the view's content flips in right-to-left layouts (§A13).
  @exclusivity(unchecked)
  public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet {
      if !UIAppearanceProxy.isApplying { appearanceExplicit.insert(.semanticContentAttribute) }
      LayoutEngine.loweringEpoch += 1
      setNeedsLayout()
    }
  }
  @exclusivity(unchecked) var marginsStorage = MarginsStorage.directional(
    NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  {
    didSet {
      if resolvedMargins(oldValue) != layoutMargins { layoutMarginsDidChange() }
    }
  }
  /// Whether margins are measured from the safe area rather than the bounds (§A11).
  @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
    didSet { setNeedsLayout() }
  }
  /// Whether the view's margins grow to keep clear of its superview's margins (§A11).
  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
    didSet { setNeedsLayout() }
  }
  @exclusivity(unchecked)
  var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )
  @exclusivity(unchecked)
  var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  // MARK: - Layout state

  /// The view's four solver unknowns, made on first use: a view laid out by hand (a Google
  /// component's internal parts, half the views of a map) never enters the solver, so it
  /// need not allocate and free four solver variables.
  var variables: LayoutVariables {
    if let variablesStorage { return variablesStorage }
    let made = LayoutVariables()
    variablesStorage = made
    return made
  }
  @exclusivity(unchecked) private var variablesStorage: LayoutVariables?
  /// Constraints installed on this view: those whose closest common ancestor it is.
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) var ownedLayoutGuides: [UILayoutGuide] = []
  @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
  @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
  /// Safe-area insets from the last layout pass (§A12).
  @exclusivity(unchecked) var computedSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      if computedSafeAreaInsets != oldValue { safeAreaInsetsDidChange() }
    }
  }
  /// The engine-generated constraints for this view and its built-in guides. Final: read
  /// through an overridable accessor, each read of one list copied the whole struct.
  @exclusivity(unchecked) final var generated = GeneratedConstraints()
  /// The less common parts of a view (gesture recognizers, the readable-content and
  /// keyboard guides), made on first use so most views carry one nil pointer.
  @exclusivity(unchecked) var extras: UIViewExtras?
  /// What a root view owns: environment, engine, issue log and clock; nil below the root.
  @exclusivity(unchecked) var rootState: RootState?
  /// Frame animation for presentation sampling, if one is running.
  @exclusivity(unchecked) var presentation: PresentationAnimation<CGRect>?
  /// Transform animation for presentation sampling, if one is running.
  @exclusivity(unchecked) var transformAnimation: PresentationAnimation<CGAffineTransform>?
  /// Alpha animation for `layer.presentation()`, if one is running.
  @exclusivity(unchecked) var alphaAnimation: PresentationAnimation<CGFloat>?
  /// Model-only: the superview positions this view itself in ``layoutSubviews()`` (through
  /// ``setManagedFrame(_:)``), so the engine leaves it out of the solver: Google components
  /// lay out their internal parts this way, and the parts cost no constraints. Views anyone
  /// else adds inside such a view are laid out by the engine as on a device; the hand-placed
  /// view then enters the solver with its frame fixed (``holdsEngineLaidOutViews``).
  @exclusivity(unchecked) package var isLaidOutByHand = false
  /// When the view was last removed from its superview, on the count of constraint
  /// activations (``NSLayoutConstraint``); 0 if never. Its subtree's constraints left the
  /// engine then.
  @exclusivity(unchecked) var detachSequence = 0
  /// When the view was last added to a superview, on the same count; 0 if never. Constraints
  /// of its subtree activated while it was detached enter the engine then.
  @exclusivity(unchecked) var attachSequence = 0
  /// The traits ``traitCollectionDidChange(_:)`` last told this view of; nil if never.
  @exclusivity(unchecked) var deliveredTraits: LayoutEnvironment?
  /// The iOS 17 trait-change registrations; nil until the first.
  @exclusivity(unchecked) var traitHandlersStorage: TraitChangeHandlers?
  /// Model-only: whether this view is a window, whose subviews are each the root of their own
  /// layout engine (``UIWindow``): the engine stops at the window, so a map installed in one
  /// lays out exactly as it did standing alone.
  @exclusivity(unchecked) var hostsLayoutRoots = false
  /// The view controller whose view this is; nil for other views.
  @exclusivity(unchecked) weak var viewControllerStorage: UIViewController? {
    didSet { hostsViewController = viewControllerStorage != nil }
  }
  /// Whether ``viewControllerStorage`` is set: a plain flag for hot paths.
  @exclusivity(unchecked) var hostsViewController = false
  /// What a view controller adds to this view's safe area
  /// (``UIViewController/additionalSafeAreaInsets``), in points; zero for other views.
  @exclusivity(unchecked) var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero {
    didSet { if additionalSafeAreaInsetsStorage != oldValue { setNeedsLayout() } }
  }
  /// A number no other view of this process has: caches key on it, never on the address,
  /// which a later view may reuse (that made runs depend on memory layout).
  let layoutSerial: Int
  @exclusivity(unchecked) var logAddress: Int?
  /// What references to this view from constraints, guides and the SDK model go through;
  /// cleared in `deinit`.
  let tether = LayoutItemTether()
  /// Whether ``updateConstraints()`` is due before the next pass.
  @exclusivity(unchecked) var needsUpdateConstraintsFlag = false
  /// Whether ``setNeedsLayout()`` asked for ``layoutSubviews()``; a new view needs layout.
  @exclusivity(unchecked) var needsLayoutFlag = true
  /// The size the view had when ``layoutSubviews()`` last ran; a change calls it again.
  @exclusivity(unchecked) var laidOutSize: CGSize?

  // MARK: - Initialisers

  /// Creates a view with a frame in its future superview's coordinate space, in points.
  public init(frame: CGRect) {
    storedFrame = frame
    autoresizingAnchor = (frame, nil)
    layoutSerial = LayoutSerial.next()
    super.init()
    tether.item = self
    tether.view = self
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Archives are not modelled; creates a view with a zero frame.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    autoresizingAnchor = (.zero, nil)
    layoutSerial = LayoutSerial.next()
    super.init()
    tether.item = self
    tether.view = self
  }

  // Clears every unowned pointer to this view, which is what makes them safe (see
  // ``LayoutItemTether``): subviews' superview, the layer's owner, guides' owning view,
  // installed constraints' installer, and the tether everything else reads through.
  deinit {
    // Stored properties first: once `self` is used as a value, a nonisolated deinit may not
    // read them.
    let subviews = subviews
    let guides = ownedLayoutGuides
    let builtInGuides = (safeAreaGuide, marginsGuide)
    let extraGuides = extras?.guides ?? []
    let constraints = installedConstraints
    let layer = layerStorage
    let tether = tether
    tether.item = nil
    tether.view = nil
    let me = Unmanaged.passUnretained(self).toOpaque()
    for subview in subviews where subview.superviewReference?.toOpaque() == me {
      subview.superviewReference = nil
    }
    if let layer, layer.owner === self { layer.owner = nil }
    // A built-in guide may have been moved to another view; that view's pointer stays.
    for guide in guides where guide.owningViewReference?.toOpaque() == me {
      guide.owningViewReference = nil
    }
    // Two plain checks, not a loop over a throwaway array of the two.
    if let guide = builtInGuides.0, guide.owningViewReference?.toOpaque() == me {
      guide.owningViewReference = nil
    }
    if let guide = builtInGuides.1, guide.owningViewReference?.toOpaque() == me {
      guide.owningViewReference = nil
    }
    for guide in extraGuides where guide.owningViewReference?.toOpaque() == me {
      guide.owningViewReference = nil
    }
    for constraint in constraints where constraint.installerReference?.toOpaque() == me {
      constraint.installerReference = nil
    }
  }

  // MARK: - Frame

  /// The frame in the superview's coordinate space, in points.
  ///
  /// Setting it on a view that translates its autoresizing mask re-pins it there on the next
  /// layout pass; on other views the next pass overwrites it, as in UIKit. Set inside a
  /// `UIView.animate` block, the change animates.
  ///
  /// With a ``transform`` other than the identity (or a layer ``CALayer/anchorPoint`` off
  /// the centre), Apple documents the frame as undefined; on a device it reads the bounding
  /// box of the transformed bounds placed at ``center``, and so does the model (CONFORMANCE.md
  /// AL-UIK-071). Setting it then moves ``center`` to the new rectangle's midpoint and, for a
  /// transform without rotation or shear, sizes ``bounds`` so the transformed bounds fill it;
  /// other transforms keep the bounds size (a model choice for what Apple leaves undefined).
  open var frame: CGRect {
    get {
      guard hasVisualTransform else { return storedFrame }
      return Self.visualFrame(
        of: storedFrame, transform: transform, anchorPoint: layerAnchorPoint)
    }
    set {
      guard hasVisualTransform else { return setUntransformedFrame(newValue) }
      var size = storedFrame.size
      if transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 {
        size = CGSize(
          width: newValue.width / abs(transform.a), height: newValue.height / abs(transform.d))
      }
      setUntransformedFrame(
        CGRect(
          x: newValue.midX - size.width / 2, y: newValue.midY - size.height / 2,
          width: size.width, height: size.height))
    }
  }

  /// Model-only: whether the view is or may be shown transformed (a transform, an anchor
  /// point off the centre, or a transform animation), so a snapshot must map it through its
  /// transform; false for almost every view, which then takes the exact untransformed path.
  package final var mayShowTransformed: Bool { transformAnimation != nil || hasVisualTransform }

  /// Whether what is on screen differs from the laid-out rectangle: a transform, or an
  /// anchor point off the centre.
  var hasVisualTransform: Bool {
    !transform.isIdentity || layerAnchorPoint != CALayer.defaultAnchorPoint
  }

  /// The rectangle on screen of a view whose untransformed frame (centre ± half the bounds)
  /// is `frame`: its bounds, anchored at `anchorPoint` (unit coordinates) on the centre,
  /// mapped by `transform`, as the layer's bounding box (Core Animation's geometry).
  static func visualFrame(
    of frame: CGRect, transform: CGAffineTransform, anchorPoint: CGPoint
  ) -> CGRect {
    let local = CGRect(
      x: -anchorPoint.x * frame.width, y: -anchorPoint.y * frame.height,
      width: frame.width, height: frame.height)
    return local.applying(transform).offsetBy(dx: frame.midX, dy: frame.midY)
  }

  /// The old frame setter: the laid-out rectangle, centre ± half the bounds.
  func setUntransformedFrame(_ newValue: CGRect) {
    if newValue != storedFrame {
      AnimationTransaction.noteFrameChange(of: self, from: storedFrame, to: newValue)
    }
    storedFrame = newValue
    autoresizingAnchor = (newValue, superview?.storedFrame.size)
    setNeedsLayout()
  }

  /// Model-only: sets the frame of a view laid out by hand (``isLaidOutByHand``) without
  /// asking for another layout pass (it is called from inside one), unless views the engine
  /// lays out are inside it: their constraints read this frame, so the pass goes round again.
  package func setManagedFrame(_ frame: CGRect) {
    guard frame != storedFrame else { return }
    storedFrame = frame
    if holdsEngineLaidOutViews { rootView.rootState?.invalidate() }
  }

  /// Model-only: whether a view laid out by the engine is somewhere below this one (always
  /// true of a view not laid out by hand, which is one itself).
  package var holdsEngineLaidOutViews: Bool {
    guard isLaidOutByHand else { return true }
    for subview in subviews where subview.holdsEngineLaidOutViews { return true }
    return false
  }

  /// The view's own rectangle: origin zero, the frame's size, in points.
  ///
  /// Setting it resizes the view about its ``center``, as UIKit does (the frame is derived
  /// from center and bounds; UIKit `UIView.bounds` documentation): a 100×100 view at the
  /// origin given 200×100 bounds gets the frame (-50, 0, 200, 100). The model keeps the
  /// bounds origin at zero (no scrolling offset).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: storedFrame.size) }
    set {
      let size = newValue.size
      setUntransformedFrame(CGRect(
        x: storedFrame.midX - size.width / 2, y: storedFrame.midY - size.height / 2,
        width: size.width, height: size.height))
    }
  }

  /// The centre of the frame, in the superview's coordinate space.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      setUntransformedFrame(
        CGRect(
          x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
          width: storedFrame.width, height: storedFrame.height))
    }
  }

  // MARK: - Override points

  /// The size the content wants, in points; a plain view has none on either axis.
  ///
  /// Override it in a subclass and call ``invalidateIntrinsicContentSize()`` when it changes:
  /// the engine reads it only then, as UIKit does.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Makes the next layout pass read ``intrinsicContentSize`` again.
  open func invalidateIntrinsicContentSize() {
    generated.contentKey = nil
    setNeedsLayout()
    // A stack view sizes proportionally from its views' intrinsic sizes (UIKit tells it
    // through a private child-invalidation call).
    if let stack = superviewStorage as? UIStackView {
      stack.arrangedContentChanged = true
      stack.setNeedsLayout()
    }
  }

  /// The size that best fits `size`; the default returns the current size, as UIKit's does.
  ///
  /// Override it in a subclass that knows its content size. Declared in the class body,
  /// not an extension, so subclasses can override it without the Objective-C runtime.
  open func sizeThatFits(_ size: CGSize) -> CGSize { storedFrame.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(storedFrame.size)
    setUntransformedFrame(CGRect(origin: storedFrame.origin, size: size))
  }

  /// The view whose baseline satisfies constraints to this view's first baseline; by default
  /// ``forLastBaselineLayout``, as UIKit's (`UIView.forFirstBaselineLayout` reference).
  /// Override to return a text subview (a label); it must be a subview of this view.
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose baseline satisfies constraints to this view's last baseline; by default
  /// the view itself, as UIKit's.
  open var forLastBaselineLayout: UIView { self }

  /// From the top of the view to its first baseline, in points. 0 for a view without text, so
  /// its first baseline is its top edge, as Apple documents for views without a baseline
  /// (`UIView.forFirstBaselineLayout`); labels and text views return their first line's.
  /// AppKit's `NSView` has this property; UIKit keeps it private. Call
  /// ``invalidateBaselines()`` when it changes.
  open var firstBaselineOffsetFromTop: CGFloat { 0 }

  /// From the view's last baseline to its bottom, in points. 0 for a view without text, so
  /// its last baseline is its bottom edge (`UIView.forLastBaselineLayout`); labels and text
  /// views return their last line's descent. Call ``invalidateBaselines()`` when it changes.
  open var lastBaselineOffsetFromBottom: CGFloat { 0 }

  /// Whether the view needs constraint-based layout to lay out correctly; false for UIView,
  /// as in UIKit. A subclass overrides it to say true; the model lays out every hierarchy
  /// with its engine either way, so nothing reads it.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Insets from the frame to the rectangle Auto Layout aligns, in points; zero by default.
  ///
  /// Override to keep ornaments (a shadow, a badge) out of alignment: constraints made by the
  /// app, intrinsic sizes and stack views act on the alignment rectangle (UIView
  /// `alignmentRectInsets` reference; Auto Layout Guide, "Alignment Rect"). The model reads
  /// the insets when it lowers a constraint; call ``invalidateBaselines()`` after they change.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The alignment rectangle for `frame`: the frame inset by ``alignmentRectInsets``.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
  }

  /// The frame for `alignmentRect`: the rectangle grown by ``alignmentRectInsets``.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
      width: alignmentRect.width + insets.left + insets.right,
      height: alignmentRect.height + insets.top + insets.bottom)
  }

  // Hit testing, as UIView's `hitTest(_:with:)` reference describes it: hidden views, views
  // with user interaction disabled and views with alpha below 0.01 are skipped with their
  // subtrees; a point outside the receiver's bounds misses it and all its subviews; subviews
  // are tried front to back (the last subview first). In the class body so subclasses can
  // override both without the Objective-C runtime.

  /// Whether `point` (in this view's coordinates, in points) is inside the view: its bounds
  /// contain it, edges on the minimum side included.
  ///
  /// Override to widen or narrow the touch area. `event` may be nil and is not read.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant (or this view) that contains `point`, in this view's
  /// coordinates; nil when the view is hidden, takes no interaction, is nearly transparent
  /// (alpha below 0.01) or does not contain the point.
  ///
  /// ```swift
  /// let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  /// let card = UIView(frame: CGRect(x: 16, y: 700, width: 361, height: 100))
  /// map.addSubview(card)
  /// print(map.hitTest(CGPoint(x: 20, y: 710), with: nil) === card)  // true
  /// ```
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
        return hit
      }
    }
    return self
  }

  /// Called when the view's safe-area insets changed; the layout pass that computed them
  /// calls it, as UIKit does (autolayout-and-layout-testing.md §A12). Does nothing by default.
  open func safeAreaInsetsDidChange() {}

  /// Called when the layout margins as set (``layoutMargins``,
  /// ``directionalLayoutMargins``) changed value. The model does not call it for changes of
  /// the safe area that the margins guide adds on top. Does nothing by default.
  open func layoutMarginsDidChange() {}

  /// Lays out the subviews: the default copies the engine's frames into them.
  ///
  /// A layout pass calls it only on views that need layout, as UIKit does (View Programming
  /// Guide for iOS, "Responding to Layout Changes"; `setNeedsLayout()` reference): one that
  /// called ``setNeedsLayout()`` (so did UIKit calls that change its constraints, subviews,
  /// guides or margins), whose bounds size changed, or one of whose subviews the engine moved
  /// or resized. Override to adjust frames after calling `super`; changes that invalidate
  /// layout start another pass.
  open func layoutSubviews() {
    rootView.rootState?.existingEngine?.applyFrames(toSubviewsOf: self)
  }

  /// Updates the view's constraints before a layout pass; called after
  /// ``setNeedsUpdateConstraints()``. Override to activate or change constraints in one place.
  open func updateConstraints() {}

  /// Called before the view moves to a new superview (nil when it is being removed).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview or was removed from one.
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves into another window, or out of its window
  /// (nil), with the window it will be in.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view (or an ancestor) moved into a window or out of one; ``window``
  /// is the new one. UIKit calls it on the whole moved subtree, superviews first; so does
  /// the model.
  open func didMoveToWindow() {}

  /// Called when the view's traits changed (a new Dynamic Type size, layout direction or scale
  /// at the root, or a move into a hierarchy with other traits), with the traits before the
  /// change. Override to update fonts and constraints; call `super`. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called after a subview was added or moved within this view.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed from this view.
  open func willRemoveSubview(_ subview: UIView) {}

  /// `<UIView: 0x2; frame = (0 0; 393 852)>`, with the hierarchy's stable fake address, as
  /// UIKit prints a view.
  nonisolated public override var description: String {
    mainActorUnchecked {
      let log = issueLog
      var address = logAddress
      let number = log.address(&address)
      logAddress = address
      let f = storedFrame
      return "<\(logClassName): 0x\(String(number, radix: 16)); frame = (\(f.minX.layoutText) "
        + "\(f.minY.layoutText); \(f.width.layoutText) \(f.height.layoutText))>"
    }
  }

  // MARK: - LayoutItem

  var hostView: UIView? { self }
  var logClassName: String { String(describing: type(of: self)) }
  var logSuffix: String { accessibilityIdentifier.map { "'\($0)'" } ?? "" }
}
