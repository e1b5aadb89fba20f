public import Foundation

/// What the device gives the root of a view hierarchy: screen scale, safe-area insets, layout
/// direction, Dynamic Type size, idiom, size classes and appearance. Model-only API (UIKit gets
/// these from the window and screen).
///
/// Set it on the root view (a window, or a map view standing alone) with
/// ``UIView/layoutEnvironment``; subviews derive their safe area from it by overlap
/// (autolayout-and-layout-testing.md §A12) and inherit its direction (§A13).
///
/// ```swift
/// let map = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
/// map.layoutEnvironment = LayoutEnvironment(
///   scale: 3, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
/// print(map.safeAreaInsets)  // {59, 0, 34, 0}
/// ```
public struct LayoutEnvironment: Hashable, Sendable {
  /// Pixels per point; frames are rounded to multiples of `1 / scale` (§A15).
  public var scale: CGFloat
  /// The root's safe-area insets, in points.
  public var safeAreaInsets: UIEdgeInsets
  /// The direction the root and the views that do not force one lay out in.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// The reader's Dynamic Type size, seen by every view as
  /// `traitCollection.preferredContentSizeCategory`; `.large` (the system default) unless set.
  public var preferredContentSizeCategory: UIContentSizeCategory
  /// The kind of device, seen as `traitCollection.userInterfaceIdiom`; unspecified unless set.
  public var userInterfaceIdiom: UIUserInterfaceIdiom
  /// The window's width size class (``UITraitCollection/sizeClasses(windowSize:screenSize:idiom:)``
  /// gives a device's); unspecified unless set.
  public var horizontalSizeClass: UIUserInterfaceSizeClass
  /// The window's height size class; unspecified unless set.
  public var verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark appearance; light unless set.
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Creates an environment.
  public init(
    scale: CGFloat = 3, safeAreaInsets: UIEdgeInsets = .zero,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    preferredContentSizeCategory: UIContentSizeCategory = .large,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceStyle: UIUserInterfaceStyle = .light
  ) {
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// Whether moving from this environment to `other` changes a trait of
  /// ``UITraitCollection`` (safe-area insets are not traits).
  func changesTraits(to other: LayoutEnvironment) -> Bool {
    preferredContentSizeCategory != other.preferredContentSizeCategory
      || layoutDirection != other.layoutDirection || scale != other.scale
      || horizontalSizeClass != other.horizontalSizeClass
      || verticalSizeClass != other.verticalSizeClass
      || userInterfaceIdiom != other.userInterfaceIdiom
      || userInterfaceStyle != other.userInterfaceStyle
  }
}
