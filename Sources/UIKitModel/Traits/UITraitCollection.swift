public import Foundation

/// The traits a view sees: UIKit's `UITraitCollection`, with the traits this model derives from
/// the root's ``LayoutEnvironment``.
///
/// A view reads the collection of its hierarchy's root (``UIView/traitCollection``); a view
/// outside any hierarchy sees the defaults (`.large`, left to right, scale 3: model choices).
/// When the root's environment changes a trait, every view in the hierarchy gets
/// ``UIView/traitCollectionDidChange(_:)`` with the previous collection, superviews first, as
/// UIKit propagates traits down the hierarchy.
public final class UITraitCollection: NSObject, Sendable {
  /// The reader's Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The direction of the hierarchy's root.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Pixels per point.
  public let displayScale: CGFloat

  /// Creates a collection holding only a content size category, as UIKit's initializer of that
  /// name does (other traits take this model's defaults).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: .leftToRight,
      displayScale: 3)
  }

  init(
    preferredContentSizeCategory: UIContentSizeCategory,
    layoutDirection: UITraitEnvironmentLayoutDirection, displayScale: CGFloat
  ) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  /// The collection of a hierarchy whose root has `environment`.
  convenience init(environment: LayoutEnvironment) {
    self.init(
      preferredContentSizeCategory: environment.preferredContentSizeCategory,
      layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
      displayScale: environment.scale)
  }

  /// Whether the two collections differ in a trait that changes text size.
  public func hasDifferentContentSizeCategory(comparedTo other: UITraitCollection?) -> Bool {
    preferredContentSizeCategory != other?.preferredContentSizeCategory
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection && displayScale == other.displayScale
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
    return hasher.finalize()
  }
}

/// A trait collection's layout direction: UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}
