public import Foundation

/// How a button's (or cell's) background looks: UIKit's `UIBackgroundConfiguration`, stored
/// only. Backgrounds do not change sizes, so the model keeps the values for app code that
/// sets and reads them (`configuration.background.cornerRadius = 12`).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The fill colour; nil takes the style's.
  public var backgroundColor: UIColor?
  /// The corner radius, in points.
  public var cornerRadius: CGFloat = 0
  /// The outline colour.
  public var strokeColor: UIColor?
  /// The outline width, in points.
  public var strokeWidth: CGFloat = 0
  /// How far the outline sits outside the edges, in points.
  public var strokeOutset: CGFloat = 0
  /// Insets of the background from the view's edges, in points.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// An image drawn in the background.
  public var image: UIImage?

  /// A configuration with no fill.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
