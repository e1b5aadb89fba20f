/// A type an appearance proxy can be scoped to (UIKit's `UIAppearanceContainer`): views
/// adopt it. The model matches containers among a view's superviews only.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
