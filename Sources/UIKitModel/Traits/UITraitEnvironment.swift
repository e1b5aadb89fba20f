/// Something with traits: UIKit's `UITraitEnvironment`, adopted by `UIView`,
/// `UIViewController`, `UIWindow` and `UIScreen`.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in effect now.
  var traitCollection: UITraitCollection { get }
}
