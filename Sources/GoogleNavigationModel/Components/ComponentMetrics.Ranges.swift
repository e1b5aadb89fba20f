public import Foundation

extension ComponentMetrics {
  /// The interval each metric may be drawn from, in points (fractions for
  /// ``ComponentMetrics/wideCardWidthFraction``): data for the scenario generators.
  ///
  /// Sizes are paired by their two sides (width range, height range). The trip progress bar's
  /// width is Google's figure and does not vary.
  public struct Ranges: Hashable, Sendable {
    /// Range of ``ComponentMetrics/etaCardHeight``.
    public var etaCardHeight: ClosedRange<CGFloat>
    /// Range of ``ComponentMetrics/cardMargin``.
    public var cardMargin: ClosedRange<CGFloat>
    /// Range of ``ComponentMetrics/wideCardWidthFraction``.
    public var wideCardWidthFraction: ClosedRange<CGFloat>
    /// Range of ``ComponentMetrics/wideCardMinimumWidth``.
    public var wideCardMinimumWidth: ClosedRange<CGFloat>
    /// Range of ``ComponentMetrics/wideCardMaximumWidth``.
    public var wideCardMaximumWidth: ClosedRange<CGFloat>
    /// Ranges of the logo's width and height.
    public var logoSize: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>)
    /// Ranges of the re-center button's width and height.
    public var recenterButtonSize: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>)
    /// Ranges of the speedometer's width and height.
    public var speedometerSize: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>)
    /// Ranges of the speed-limit sign's width and height.
    public var speedLimitSize: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>)
    /// Range of ``ComponentMetrics/speedWidgetPadding``.
    public var speedWidgetPadding: ClosedRange<CGFloat>
    /// Range of ``ComponentMetrics/buttonSide``.
    public var buttonSide: ClosedRange<CGFloat>
    /// Range of prompt heights above the bottom unsafe band, for every prompt shown.
    public var promptContentHeight: ClosedRange<CGFloat>

    /// The ranges the model considers plausible for phones and tablets (not Google's).
    public static let plausible = Ranges(
      etaCardHeight: 64...104, cardMargin: 4...12, wideCardWidthFraction: 0.3...0.5,
      wideCardMinimumWidth: 280...320, wideCardMaximumWidth: 360...440,
      logoSize: (64...96, 20...28), recenterButtonSize: (96...144, 40...52),
      speedometerSize: (48...64, 48...64), speedLimitSize: (40...64, 48...72),
      speedWidgetPadding: 4...12, buttonSide: 40...56, promptContentHeight: 72...220)

    /// Whether every metric lies in its range and the trip progress bar is 12 points wide.
    /// - Parameter metrics: The metrics to check.
    /// - Returns: True when all of them do.
    public func contains(_ metrics: ComponentMetrics) -> Bool {
      func inside(_ size: CGSize, _ range: (width: ClosedRange<CGFloat>, height: ClosedRange<CGFloat>))
        -> Bool
      { range.width.contains(size.width) && range.height.contains(size.height) }
      return etaCardHeight.contains(metrics.etaCardHeight)
        && cardMargin.contains(metrics.cardMargin)
        && wideCardWidthFraction.contains(metrics.wideCardWidthFraction)
        && wideCardMinimumWidth.contains(metrics.wideCardMinimumWidth)
        && wideCardMaximumWidth.contains(metrics.wideCardMaximumWidth)
        && inside(metrics.logoSize, logoSize)
        && inside(metrics.recenterButtonSize, recenterButtonSize)
        && inside(metrics.speedometerSize, speedometerSize)
        && inside(metrics.speedLimitSize, speedLimitSize)
        && speedWidgetPadding.contains(metrics.speedWidgetPadding)
        && buttonSide.contains(metrics.buttonSide)
        && promptContentHeight.contains(metrics.promptContentHeight)
        && metrics.tripProgressBarWidth == 12
    }

    /// Equal when every range is equal (tuples are compared member by member).
    public static func == (lhs: Ranges, rhs: Ranges) -> Bool {
      lhs.key == rhs.key
    }

    /// Hashes every range.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private var key: [CGFloat] {
      let ranges = [
        etaCardHeight, cardMargin, wideCardWidthFraction, wideCardMinimumWidth,
        wideCardMaximumWidth, logoSize.width, logoSize.height, recenterButtonSize.width,
        recenterButtonSize.height, speedometerSize.width, speedometerSize.height,
        speedLimitSize.width, speedLimitSize.height, speedWidgetPadding, buttonSide,
        promptContentHeight,
      ]
      return ranges.flatMap { [$0.lowerBound, $0.upperBound] }
    }
  }
}
