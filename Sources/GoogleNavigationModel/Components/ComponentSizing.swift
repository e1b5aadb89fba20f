public import Foundation
public import UIKitModel

/// The SDK's size computation for every Google component, from the metrics and where the map
/// stands: a pure value, so tests can check it by hand (DESIGN.md §4).
///
/// Cards and prompts span the safe area's width in portrait and draw behind the top or bottom
/// unsafe band they sit on (their layout margins cover it); in wide mode they narrow to a
/// leading column. All sizes are in points.
///
/// ```swift
/// let sizing = ComponentSizing(
///   metrics: .default, mapSize: CGSize(width: 393, height: 852),
///   safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
///   layoutDirection: .leftToRight, wideMode: false)
/// print(sizing.turnCardSize)  // (393.0, 179.0)
/// ```
public struct ComponentSizing: Hashable, Sendable {
  /// The metrics the sizes come from.
  public var metrics: ComponentMetrics
  /// The map view's size.
  public var mapSize: CGSize
  /// The map view's safe-area insets.
  public var safeAreaInsets: UIEdgeInsets
  /// The map's layout direction, which decides which side band is leading.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// Whether the components are sized for wide mode.
  public var wideMode: Bool

  /// Creates a sizing.
  public init(
    metrics: ComponentMetrics, mapSize: CGSize, safeAreaInsets: UIEdgeInsets,
    layoutDirection: UIUserInterfaceLayoutDirection, wideMode: Bool
  ) {
    self.metrics = metrics
    self.mapSize = mapSize
    self.safeAreaInsets = safeAreaInsets
    self.layoutDirection = layoutDirection
    self.wideMode = wideMode
  }

  /// The width of cards and prompts: the safe area's width, or in wide mode the leading unsafe
  /// band plus a column of `fraction × safe width` clamped to the minimum and maximum, never
  /// wider than the map.
  ///
  /// Narrow cards are no wider than the safe area, so a card pinned to the safe area's leading
  /// edge, as the guide's sample pins the turn card, stays inside the map on screens with side
  /// bands (CONFORMANCE.md §3).
  public var cardWidth: CGFloat {
    guard wideMode else {
      return max(0, mapSize.width - safeAreaInsets.left - safeAreaInsets.right)
    }
    let leadingBand =
      layoutDirection == .leftToRight ? safeAreaInsets.left : safeAreaInsets.right
    let safeWidth = mapSize.width - safeAreaInsets.left - safeAreaInsets.right
    let column = min(
      max((metrics.wideCardWidthFraction * safeWidth).rounded(), metrics.wideCardMinimumWidth),
      metrics.wideCardMaximumWidth)
    return min(leadingBand + column, mapSize.width)
  }

  /// The turn card: card width by the top unsafe band plus
  /// ``NavigationStyleValues/headerNominalHeight``.
  public var turnCardSize: CGSize {
    CGSize(width: cardWidth, height: safeAreaInsets.top + NavigationStyleValues.headerNominalHeight)
  }

  /// The ETA card: card width by the bottom unsafe band plus the ETA card height.
  public var etaCardSize: CGSize {
    CGSize(width: cardWidth, height: safeAreaInsets.bottom + metrics.etaCardHeight)
  }

  /// A prompt with `contentHeight` above the bottom unsafe band: card width by band plus
  /// content.
  /// - Parameter contentHeight: The prompt's own height, in points.
  /// - Returns: The prompt's size.
  public func promptSize(contentHeight: CGFloat) -> CGSize {
    CGSize(width: cardWidth, height: safeAreaInsets.bottom + contentHeight)
  }

  /// The logo, or the re-center button it turns into.
  /// - Parameter recenterShown: Whether the re-center button shows.
  /// - Returns: The logo view's size.
  public func logoSize(recenterShown: Bool) -> CGSize {
    recenterShown ? metrics.recenterButtonSize : metrics.logoSize
  }

  /// The speed widget in a drawn state: zero for `.none`, else its content plus the padding on
  /// every side (speed and limit side by side for `.both`).
  /// - Parameter state: The drawn state.
  /// - Returns: The speed widget's size.
  public func speedWidgetSize(_ state: SpeedWidgetState) -> CGSize {
    let content: CGSize
    switch state {
    case .none: return .zero
    case .speed: content = metrics.speedometerSize
    case .limit: content = metrics.speedLimitSize
    case .both:
      content = CGSize(
        width: metrics.speedometerSize.width + metrics.speedLimitSize.width,
        height: max(metrics.speedometerSize.height, metrics.speedLimitSize.height))
    }
    let padding = 2 * metrics.speedWidgetPadding
    return CGSize(width: content.width + padding, height: content.height + padding)
  }

  /// A square Google button.
  public var buttonSize: CGSize { CGSize(width: metrics.buttonSide, height: metrics.buttonSide) }
}
