public import Foundation

/// The app's window: UIKit's `UIWindow`, a `UIView` whose subviews (the root view controller's
/// view; in the SDK simulator, the map view) take the safe area, traits and scale of the
/// screen from it (CONFORMANCE.md AL-UIK-058).
///
/// Model choice: each direct subview of a window is the root of its own layout engine, as the
/// map view was before windows were modelled, so installing a map in a window changes no frame.
/// Set the window's ``UIView/layoutEnvironment``; its subviews take it.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = controller
/// window.makeKeyAndVisible()
/// print(controller.view.window === window)  // true
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The application (`UIResponder.next`: "The UIWindow class returns the application
  /// object").
  open override var next: UIResponder? { UIApplication.shared }

  /// The screen the window is on.
  public var screen: UIScreen = .main
  /// Whether this is the key window.
  public internal(set) var isKeyWindow = false
  /// The window's level; stored only.
  public var windowLevel: CGFloat = 0
  /// The scene the window is in: the model's one scene (``UIWindowScene/shared``).
  public var windowScene: UIWindowScene? = .shared

  /// The view controller whose view fills the window; setting it installs that view (sized to
  /// the window, resizing with it) in place of the previous one's.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue, old.viewIfLoaded?.superview === self {
        old.viewIfLoaded?.removeFromSuperview()
      }
      guard let controller = rootViewController else { return }
      let view = controller.view!
      if view.superview !== self {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
      }
    }
  }

  /// The window's frame; a subview that filled the window keeps filling it (the root view
  /// controller's view resizes with its window).
  open override var frame: CGRect {
    didSet {
      let old = CGRect(origin: .zero, size: oldValue.size)
      guard old.size != frame.size else { return }
      for subview in subviews where subview.frame == old { subview.frame = bounds }
    }
  }

  /// Creates a window with a frame in screen coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hostsLayoutRoots = true
  }

  /// Archives are not modelled; creates a window with a zero frame.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    hostsLayoutRoots = true
  }

  /// Makes the window key and shows it.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window key.
  open func makeKey() {
    isKeyWindow = true
    UIApplication.shared.makeKey(self)
  }
}
