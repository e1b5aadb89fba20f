/// A trait a trait collection holds, named in ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``:
/// UIKit's (iOS 17) `UITraitDefinition`. The model defines the system traits below; app-defined
/// traits are not modelled.
public protocol UITraitDefinition {
  /// A stable name (UIKit's `identifier`): the trait's UIKit type name.
  static var identifier: String { get }
}

/// A trait type, as UIKit's `UITrait` typealias names it: `UITraitHorizontalSizeClass.self`.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
  /// The trait's name for display: its ``identifier``.
  public static var name: String { identifier }
}

/// The width size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitHorizontalSizeClass"
}
/// The height size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static let identifier = "UITraitVerticalSizeClass"
}
/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceIdiom"
}
/// The light/dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static let identifier = "UITraitUserInterfaceStyle"
}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  public static let identifier = "UITraitLayoutDirection"
}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  public static let identifier = "UITraitDisplayScale"
}
/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let identifier = "UITraitPreferredContentSizeCategory"
}

extension UITraitCollection {
  /// The system traits (UIKit's `systemTraitsAffectingColorAppearance` and
  /// `systemTraitsAffectingImageLookup` name subsets of these).
  static var modelledTraits: [UITrait] {
    [
    UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
    UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
    UITraitDisplayScale.self, UITraitPreferredContentSizeCategory.self,
    ]
  }

  /// Whether `trait` has another value in `other`.
  func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
    switch trait.identifier {
    case UITraitHorizontalSizeClass.identifier: horizontalSizeClass != other.horizontalSizeClass
    case UITraitVerticalSizeClass.identifier: verticalSizeClass != other.verticalSizeClass
    case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom != other.userInterfaceIdiom
    case UITraitUserInterfaceStyle.identifier: userInterfaceStyle != other.userInterfaceStyle
    case UITraitLayoutDirection.identifier: layoutDirection != other.layoutDirection
    case UITraitDisplayScale.identifier: displayScale != other.displayScale
    case UITraitPreferredContentSizeCategory.identifier:
      preferredContentSizeCategory != other.preferredContentSizeCategory
    default: false
    }
  }

  /// The traits `other` differs in, as UIKit's iOS 17 `changedTraits(from:)` gives them.
  public func changedTraits(from other: UITraitCollection?) -> [UITrait] {
    guard let other else { return Self.modelledTraits }
    return Self.modelledTraits.filter { differs(in: $0, from: other) }
  }
}
