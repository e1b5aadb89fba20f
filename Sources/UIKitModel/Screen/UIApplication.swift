/// The running app: UIKit's `UIApplication`, with what layout code reads. The SDK simulator
/// sets ``shared`` for the running case (CONFORMANCE.md AL-UIK-058).
///
/// ```swift
/// let rtl = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
/// ```
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
  /// The app.
  public static let shared = UIApplication()

  /// The app's layout direction (its language's); left to right until a case configures it.
  @exclusivity(unchecked)
  public private(set) var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
  /// The reader's Dynamic Type size for the running case; `.large` until a case configures it.
  /// Fonts made without traits do not read it: they keep ``UIContentSizeCategory/application``
  /// (CONFORMANCE.md AL-UIK-043), a process-wide value the simulator leaves alone.
  @exclusivity(unchecked)
  public private(set) var preferredContentSizeCategory = UIContentSizeCategory.large
  /// The app's windows, the key window first (the simulator's one window).
  @exclusivity(unchecked) public private(set) var windows: [UIWindow] = []
  /// The window that receives keyboard events; nil before one is made key.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  private override init() { super.init() }

  /// Sets the app's direction and Dynamic Type size for the running case. Model-only API
  /// (the simulator calls it).
  public func configure(
    layoutDirection: UIUserInterfaceLayoutDirection,
    preferredContentSizeCategory: UIContentSizeCategory
  ) {
    userInterfaceLayoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Makes `window` the key window, dropping the previous one (the model keeps one window).
  func makeKey(_ window: UIWindow) {
    for other in windows where other !== window { other.isKeyWindow = false }
    windows = [window]
  }
}
