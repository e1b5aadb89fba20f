import Foundation

// The app-wide Dynamic Type size UIKit reads when no traits are given
// (`UIApplication.shared.preferredContentSizeCategory`). The model has no UIApplication; a
// driver sets this before it builds a case's views, as a device launches the app at the
// reader's setting.

extension UIContentSizeCategory {
  private static let applicationLock = NSLock()
  nonisolated(unsafe) private static var applicationStorage = UIContentSizeCategory.large

  /// The category fonts are sized for when no trait collection says otherwise
  /// (`UIFont.preferredFont(forTextStyle:)`, `UIFontMetrics` without traits); `.large` unless
  /// set. Model-only API: UIKit's `UIApplication.shared.preferredContentSizeCategory`. Views
  /// read their hierarchy's category from the root's ``LayoutEnvironment`` instead; a driver
  /// that sets both keeps them in step, as a device does.
  public static var application: UIContentSizeCategory {
    get {
      applicationLock.lock()
      defer { applicationLock.unlock() }
      return applicationStorage
    }
    set {
      applicationLock.lock()
      applicationStorage = newValue
      applicationLock.unlock()
    }
  }

  /// The traits' category, or the app's when there are no traits or they leave it unspecified.
  static func resolving(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return category == .unspecified ? application : category
  }
}
