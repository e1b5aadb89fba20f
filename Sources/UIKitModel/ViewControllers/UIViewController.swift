public import Foundation

/// A view controller: UIKit's `UIViewController`, with what layout code touches (CONFORMANCE.md
/// AL-UIK-060): the view and its loading, child containment, the additional safe area, the
/// system minimum layout margins, traits, size transitions and the layout callbacks.
///
/// - The view loads on first access of ``view``: ``loadView()`` (by default a plain view the
///   size of the screen), then ``viewDidLoad()``.
/// - ``additionalSafeAreaInsets`` adds to the safe area the view gets from its window or
///   superview, so its `safeAreaLayoutGuide` and its subviews' safe areas move in.
/// - With ``viewRespectsSystemMinimumLayoutMargins`` (the default) the view's side margins are
///   at least ``systemMinimumLayoutMargins``: 16 pt in a compact width, 20 pt in a regular one;
///   top and bottom 0 (Apple, `systemMinimumLayoutMargins`: "the root view of a view controller
///   … on iPhone 16 points on the sides, 20 points on iPad"; the model keys it on the width
///   size class, as the values follow it in Split View).
/// - ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` run around the view's
///   `layoutSubviews()`.
/// - ``viewWillTransition(to:with:)`` runs before a window resize; the default forwards it to
///   ``children``.
///
/// ```swift
/// let controller = UIViewController()
/// controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
/// window.rootViewController = controller
/// window.layoutIfNeeded()
/// print(controller.view.safeAreaInsets.bottom)  // the window's bottom inset + 44
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitChangeObservable {
  private var storedView: UIView?

  /// Its view's superview (`UIResponder.next`: "returning its view's superview"); nil while
  /// the view is not loaded or not in a hierarchy.
  open override var next: UIResponder? { storedView?.superview }
  private var handlers: TraitChangeHandlers?

  /// The child view controllers, in the order added.
  public private(set) var children: [UIViewController] = []
  /// The container this controller is a child of; nil for a root.
  public private(set) weak var parent: UIViewController?
  /// A title for containers to show; stored only.
  open var title: String?

  /// Creates a controller; nib files are not modelled, so both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Archives are not modelled; creates a controller with no nib.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: - The view

  /// The controller's view, loaded on first access (``loadView()``, then ``viewDidLoad()``).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { install(newValue) }
  }

  /// The view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the view is loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Makes the view; the default makes a plain view the size of the screen. Override to
  /// assign ``view`` yourself; do not call `super` then.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once the view is loaded. Does nothing by default.
  open func viewDidLoad() {}

  /// Loads the view if it is not loaded.
  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
    viewDidLoad()
  }

  private func install(_ newView: UIView?) {
    if let old = storedView, old.viewControllerStorage === self {
      old.viewControllerStorage = nil
      old.additionalSafeAreaInsetsStorage = .zero
    }
    storedView = newView
    newView?.viewControllerStorage = self
    newView?.additionalSafeAreaInsetsStorage = additionalSafeAreaInsets
  }

  // MARK: - Layout

  /// Insets added to the safe area the view gets from its window or superview, in points.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      storedView?.additionalSafeAreaInsetsStorage = additionalSafeAreaInsets
      viewSafeAreaInsetsDidChange()
    }
  }

  /// Called when the view's safe area changed through ``additionalSafeAreaInsets``. Does
  /// nothing by default.
  open func viewSafeAreaInsetsDidChange() {}

  /// Whether the view's side margins are at least ``systemMinimumLayoutMargins``; true by
  /// default, as in UIKit.
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { storedView?.setNeedsLayout() }
  }

  /// The smallest margins the system keeps on the view: 16 pt sides in a compact width, 20 pt
  /// in a regular one, 0 top and bottom (see the type's notes).
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The side margin the view keeps at least, or nil when it need not.
  var effectiveMinimumSideMargin: CGFloat? {
    viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins.leading : nil
  }

  /// Called before the view lays out its subviews. Does nothing by default.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews. Does nothing by default.
  open func viewDidLayoutSubviews() {}

  // MARK: - Traits and transitions

  /// The view's traits once loaded; before, the parent's, else the screen's.
  public var traitCollection: UITraitCollection {
    if let storedView { return storedView.traitCollection }
    return parent?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The controller's iOS 17 trait-change registrations (model storage).
  public var traitChangeHandlers: TraitChangeHandlers {
    if let handlers { return handlers }
    let made = TraitChangeHandlers()
    handlers = made
    return made
  }

  /// Called when the view's traits changed (a resize that changes a size class, a move into a
  /// window), with the previous ones, before the view's own call. Does nothing by default.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the window resizes the view to `size` (rotation, Split View, Stage
  /// Manager); queue animations with `coordinator`. The default forwards to ``children``.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// Tells the controller its view's traits changed from `previous`: its
  /// ``traitCollectionDidChange(_:)``, then its registered handlers whose traits differ. The
  /// view's trait walk calls it just before the view's own, as UIKit tells a view controller
  /// before its view.
  func traitsChanged(from previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    handlers?.fire(on: self, previous: previous, current: traitCollection)
  }

  // MARK: - Containment

  /// Adds a child controller: calls `child.willMove(toParent: self)` (as UIKit does); the
  /// caller adds its view and then calls `child.didMove(toParent: self)`.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent (the caller calls `willMove(toParent: nil)`
  /// first and removes the view), then calls `didMove(toParent: nil)`, as UIKit does.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a container. Does nothing by
  /// default.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container. Does nothing by
  /// default.
  open func didMove(toParent parent: UIViewController?) {}
}
