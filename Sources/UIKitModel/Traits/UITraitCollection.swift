public import Foundation

/// The traits a view sees: UIKit's `UITraitCollection`, with the traits this model derives from
/// the root's ``LayoutEnvironment``.
///
/// A view reads the collection of its hierarchy's root (``UIView/traitCollection``); a view
/// outside any hierarchy sees the defaults (`.large`, left to right, scale 3, light: model
/// choices; size classes and idiom unspecified, as UIKit gives a view outside any window).
/// When the root's environment changes a trait, every view in the hierarchy gets
/// ``UIView/traitCollectionDidChange(_:)`` with the previous collection, superviews first, as
/// UIKit propagates traits down the hierarchy; handlers registered with
/// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)`` run for the traits they
/// name (CONFORMANCE.md AL-UIK-059).
///
/// ```swift
/// let compact = UITraitCollection(horizontalSizeClass: .compact)
/// let merged = UITraitCollection(traitsFrom: [compact, UITraitCollection(userInterfaceIdiom: .pad)])
/// print(merged.horizontalSizeClass, merged.userInterfaceIdiom)  // compact pad
/// ```
public final class UITraitCollection: NSObject, Sendable {
  /// The reader's Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The direction of the hierarchy's root.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Pixels per point; 0 when unspecified.
  public let displayScale: CGFloat
  /// The width's size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The height's size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Creates a collection holding only a content size category (other traits take this
  /// model's defaults: left to right, scale 3, light; size classes and idiom unspecified).
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: .leftToRight,
      displayScale: 3)
  }

  /// Creates a collection holding only a width size class; the other traits are unspecified,
  /// as UIKit's single-trait initializers leave them.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(unspecifiedExcept: { $0.horizontalSizeClass = horizontalSizeClass })
  }

  /// Creates a collection holding only a height size class; the others are unspecified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(unspecifiedExcept: { $0.verticalSizeClass = verticalSizeClass })
  }

  /// Creates a collection holding only an idiom; the others are unspecified.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(unspecifiedExcept: { $0.userInterfaceIdiom = userInterfaceIdiom })
  }

  /// Creates a collection holding only an appearance; the others are unspecified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(unspecifiedExcept: { $0.userInterfaceStyle = userInterfaceStyle })
  }

  /// Creates a collection holding only a display scale; the others are unspecified.
  public convenience init(displayScale: CGFloat) {
    self.init(unspecifiedExcept: { $0.displayScale = displayScale })
  }

  /// Creates a collection holding only a layout direction; the others are unspecified.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(unspecifiedExcept: { $0.layoutDirection = layoutDirection })
  }

  /// Combines collections: each trait takes the value of the last collection that specifies
  /// it, as UIKit's `init(traitsFrom:)` does.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(unspecifiedExcept: { values in
      for traits in traitCollections {
        if traits.preferredContentSizeCategory != .unspecified {
          values.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
        if traits.layoutDirection != .unspecified { values.layoutDirection = traits.layoutDirection }
        if traits.displayScale != 0 { values.displayScale = traits.displayScale }
        if traits.horizontalSizeClass != .unspecified {
          values.horizontalSizeClass = traits.horizontalSizeClass
        }
        if traits.verticalSizeClass != .unspecified {
          values.verticalSizeClass = traits.verticalSizeClass
        }
        if traits.userInterfaceIdiom != .unspecified {
          values.userInterfaceIdiom = traits.userInterfaceIdiom
        }
        if traits.userInterfaceStyle != .unspecified {
          values.userInterfaceStyle = traits.userInterfaceStyle
        }
      }
    })
  }

  /// Every trait's value, for building a collection in one place.
  struct Values {
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  }

  init(_ values: Values) {
    preferredContentSizeCategory = values.preferredContentSizeCategory
    layoutDirection = values.layoutDirection
    displayScale = values.displayScale
    horizontalSizeClass = values.horizontalSizeClass
    verticalSizeClass = values.verticalSizeClass
    userInterfaceIdiom = values.userInterfaceIdiom
    userInterfaceStyle = values.userInterfaceStyle
  }

  /// An empty collection: every trait unspecified (display scale 0), as UIKit's
  /// `UITraitCollection()`.
  public override convenience init() {
    self.init(Values())
  }

  convenience init(unspecifiedExcept set: (inout Values) -> Void) {
    var values = Values()
    set(&values)
    self.init(values)
  }

  convenience init(
    preferredContentSizeCategory: UIContentSizeCategory,
    layoutDirection: UITraitEnvironmentLayoutDirection, displayScale: CGFloat
  ) {
    self.init(unspecifiedExcept: {
      $0.preferredContentSizeCategory = preferredContentSizeCategory
      $0.layoutDirection = layoutDirection
      $0.displayScale = displayScale
      $0.userInterfaceStyle = .light
    })
  }

  /// The collection of a hierarchy whose root has `environment`. Model-only API.
  public convenience init(environment: LayoutEnvironment) {
    self.init(unspecifiedExcept: {
      $0.preferredContentSizeCategory = environment.preferredContentSizeCategory
      $0.layoutDirection = environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      $0.displayScale = environment.scale
      $0.horizontalSizeClass = environment.horizontalSizeClass
      $0.verticalSizeClass = environment.verticalSizeClass
      $0.userInterfaceIdiom = environment.userInterfaceIdiom
      $0.userInterfaceStyle = environment.userInterfaceStyle
    })
  }

  /// Whether the two collections differ in a trait that changes how dynamic colours resolve
  /// (iOS 13): the interface style, the only such trait the model keeps (UIKit also compares
  /// contrast and elevation).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }

  /// Whether the two collections differ in a trait that changes text size.
  public func hasDifferentContentSizeCategory(comparedTo other: UITraitCollection?) -> Bool {
    preferredContentSizeCategory != other?.preferredContentSizeCategory
  }

  /// Whether every trait `traitCollection` specifies has the same value here, as UIKit's
  /// `containsTraits(in:)` answers (nil contains nothing, so true).
  public func containsTraits(in traitCollection: UITraitCollection?) -> Bool {
    guard let other = traitCollection else { return true }
    return UITraitCollection(traitsFrom: [self, other]) == self
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return preferredContentSizeCategory == other.preferredContentSizeCategory
      && layoutDirection == other.layoutDirection && displayScale == other.displayScale
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass
      && userInterfaceIdiom == other.userInterfaceIdiom
      && userInterfaceStyle == other.userInterfaceStyle
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(layoutDirection)
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
    hasher.combine(userInterfaceStyle)
    return hasher.finalize()
  }
}

/// A trait collection's layout direction: UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}
