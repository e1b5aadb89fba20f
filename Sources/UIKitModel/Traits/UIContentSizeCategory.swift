
/// The reader's preferred text size (Dynamic Type): UIKit's `UIContentSizeCategory`.
///
/// Raw values are UIKit's (`UICTContentSizeCategoryL`, …), so a category prints and round-trips
/// as on a device. The seven standard sizes run from ``extraSmall`` to
/// ``extraExtraExtraLarge``; the five accessibility sizes (Settings › Accessibility › Larger
/// Text) run from ``accessibilityMedium`` to ``accessibilityExtraExtraExtraLarge``. ``large`` is
/// the system default. Categories compare in that order (`<`, `<=`, `>`, `>=`, as UIKit's
/// operators since iOS 11); ``unspecified`` sorts below every size.
///
/// ```swift
/// let size = UIContentSizeCategory.accessibilityLarge
/// print(size.isAccessibilityCategory, size > .extraExtraExtraLarge)  // true true
/// ```
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  public let rawValue: String

  /// Creates a category from UIKit's raw value; an unknown raw value sorts as ``unspecified``.
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The system default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every size a reader can choose, smallest first (``unspecified`` is not one).
  public static let allSizes: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The position in ``allSizes``; −1 for ``unspecified`` and unknown raw values.
  public var sizeIndex: Int { Self.allSizes.firstIndex(of: self) ?? -1 }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { sizeIndex >= 7 }

  /// The short name this package prints and parses (`large`, `accessibilityLarge`, …): the
  /// static member's name.
  public var name: String {
    let names = [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
      "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
      "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ]
    let index = sizeIndex
    return index >= 0 ? names[index] : "unspecified"
  }

  /// The category named `name` (as ``name`` prints it), or nil.
  public init?(name: String) {
    guard let match = Self.allSizes.first(where: { $0.name == name }) else {
      if name == "unspecified" {
        self = .unspecified
        return
      }
      return nil
    }
    self = match
  }

  public var description: String { name }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.sizeIndex < rhs.sizeIndex
  }
}
