/// The scene the app's windows are in: UIKit's `UIWindowScene` (iOS 13), as far as layout code
/// reads it. The model has one scene, ``shared``, for every window; its interface orientation
/// follows the simulated device (`UIDevice.current.orientation`), its screen is `UIScreen.main`.
///
/// ```swift
/// let sideways = view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
/// ```
@preconcurrency @MainActor
public final class UIWindowScene {
  /// The one scene of the model's app (model-only).
  public static let shared = UIWindowScene()

  /// The interface's orientation, from the device's (UIInterfaceOrientation(_:)).
  public var interfaceOrientation: UIInterfaceOrientation {
    UIInterfaceOrientation(UIDevice.current.orientation)
  }
  /// The screen the scene is on.
  public var screen: UIScreen { .main }
  /// The scene's windows: the app's.
  public var windows: [UIWindow] { UIApplication.shared.windows }
  /// The key window of the scene.
  public var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
  /// The scene's traits: the main screen's.
  public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
}
