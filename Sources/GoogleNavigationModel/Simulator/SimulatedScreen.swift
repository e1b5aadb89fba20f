public import Foundation
public import UIKitModel

/// The screen a simulated map view fills: size, unsafe bands, layout direction, scale and the
/// reader's Dynamic Type size
/// (DESIGN.md §5, environment).
public struct SimulatedScreen: Hashable, Sendable {
  /// The map's size, in points.
  public var size: CGSize
  /// The safe-area insets, in points.
  public var safeAreaInsets: UIEdgeInsets
  /// The layout direction the map and its subviews use.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// Pixels per point.
  public var scale: CGFloat
  /// The reader's Dynamic Type size (Settings › Display & Brightness › Text Size), which every
  /// view sees as `traitCollection.preferredContentSizeCategory`; `.large` is the default.
  public var preferredContentSizeCategory: UIContentSizeCategory

  /// Creates a screen.
  public init(
    size: CGSize, safeAreaInsets: UIEdgeInsets = .zero,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, scale: CGFloat = 3,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.scale = scale
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A 393×852 portrait phone with a 59-point top band and 34-point home indicator (model
  /// preset, iPhone 15 class).
  public static let phonePortrait = SimulatedScreen(
    size: CGSize(width: 393, height: 852),
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

  /// The same phone in landscape: 852×393, 59-point side bands, 21-point home indicator.
  public static let phoneLandscape = SimulatedScreen(
    size: CGSize(width: 852, height: 393),
    safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

  /// An 11-inch tablet in portrait: 834×1194, 24-point status bar, 20-point home indicator.
  public static let tabletPortrait = SimulatedScreen(
    size: CGSize(width: 834, height: 1194),
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), scale: 2)

  /// The environment the map's root takes from this screen.
  public var environment: LayoutEnvironment {
    LayoutEnvironment(
      scale: scale, safeAreaInsets: safeAreaInsets, layoutDirection: layoutDirection,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }
}
