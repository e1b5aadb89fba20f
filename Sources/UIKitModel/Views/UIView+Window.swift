// The window a view is in (UIKit's `UIView.window`) and the willMove(toWindow:) /
// didMoveToWindow() calls UIKit makes when a subtree enters or leaves one.

extension UIView {
  /// The window the view is in: the view itself if it is one, else the nearest ancestor that
  /// is; nil outside any window.
  public var window: UIWindow? {
    // Unretained walk, as ``rootView``'s: adding and removing views asks this every time.
    var view = Unmanaged.passUnretained(self)
    while !view.takeUnretainedValue().hostsLayoutRoots {
      guard let parent = view.takeUnretainedValue().superviewReference else { return nil }
      view = parent
    }
    return view.takeUnretainedValue() as? UIWindow
  }

  /// Tells this view and its subtree, superviews first, that they will move to `window`.
  func notifyWillMove(toWindow window: UIWindow?) {
    willMove(toWindow: window)
    for subview in subviews { subview.notifyWillMove(toWindow: window) }
  }

  /// Tells this view and its subtree, superviews first, that they moved to another window.
  func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// Whether this view is the root of its layout engine: no superview, or a window's direct
  /// subview (``hostsLayoutRoots``).
  var isLayoutRoot: Bool {
    guard let parent = superviewStorage else { return true }
    return parent.hostsLayoutRoots
  }
}
