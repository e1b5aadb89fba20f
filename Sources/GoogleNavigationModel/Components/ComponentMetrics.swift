public import Foundation

/// Every size the model gives Google's components, in points: one documented value a scenario
/// can draw within ``Ranges`` (DESIGN.md §4, "Component metrics").
///
/// Google publishes no component sizes; each number here is the model's assumption, listed in
/// CONFORMANCE.md §3 as "not Google's", except the trip progress bar's 12-point width
/// (api-facts.md §10). The turn card's height is ``NavigationStyleValues/headerNominalHeight``,
/// which the seeds tie to it, so it is not a metric.
///
/// ```swift
/// var metrics = ComponentMetrics.default
/// metrics.etaCardHeight = 96
/// print(ComponentMetrics.Ranges.plausible.contains(metrics))  // true
/// ```
public struct ComponentMetrics: Hashable, Sendable {
  /// The ETA card's height below the bottom unsafe band.
  public var etaCardHeight: CGFloat
  /// The transparent margin around the visible part of cards and prompts, on every side.
  public var cardMargin: CGFloat
  /// In wide mode, the share of the safe width a card's visible column takes, before clamping.
  public var wideCardWidthFraction: CGFloat
  /// In wide mode, the narrowest a card's column gets (the leading unsafe band comes on top).
  public var wideCardMinimumWidth: CGFloat
  /// In wide mode, the widest a card's column gets (the leading unsafe band comes on top).
  public var wideCardMaximumWidth: CGFloat
  /// The Google logo's size.
  public var logoSize: CGSize
  /// The size the logo grows to while it shows the re-center button.
  public var recenterButtonSize: CGSize
  /// The speedometer's size inside the speed widget.
  public var speedometerSize: CGSize
  /// The speed-limit sign's size inside the speed widget.
  public var speedLimitSize: CGSize
  /// The padding around the speed widget's content, on every side; also its layout margins.
  public var speedWidgetPadding: CGFloat
  /// The trip progress bar's width (Google's legacy figure, api-facts.md §10).
  public var tripProgressBarWidth: CGFloat
  /// The side of a square Google button.
  public var buttonSide: CGFloat
  /// The height above the bottom unsafe band of a prompt the simulator shows without a
  /// height of its own.
  public var promptContentHeight: CGFloat

  /// Creates metrics; every parameter defaults to the value of ``default``.
  public init(
    etaCardHeight: CGFloat = 80, cardMargin: CGFloat = 8, wideCardWidthFraction: CGFloat = 0.4,
    wideCardMinimumWidth: CGFloat = 300, wideCardMaximumWidth: CGFloat = 420,
    logoSize: CGSize = CGSize(width: 80, height: 24),
    recenterButtonSize: CGSize = CGSize(width: 128, height: 44),
    speedometerSize: CGSize = CGSize(width: 56, height: 56),
    speedLimitSize: CGSize = CGSize(width: 48, height: 56), speedWidgetPadding: CGFloat = 8,
    tripProgressBarWidth: CGFloat = 12, buttonSide: CGFloat = 48,
    promptContentHeight: CGFloat = 120
  ) {
    self.etaCardHeight = etaCardHeight
    self.cardMargin = cardMargin
    self.wideCardWidthFraction = wideCardWidthFraction
    self.wideCardMinimumWidth = wideCardMinimumWidth
    self.wideCardMaximumWidth = wideCardMaximumWidth
    self.logoSize = logoSize
    self.recenterButtonSize = recenterButtonSize
    self.speedometerSize = speedometerSize
    self.speedLimitSize = speedLimitSize
    self.speedWidgetPadding = speedWidgetPadding
    self.tripProgressBarWidth = tripProgressBarWidth
    self.buttonSide = buttonSide
    self.promptContentHeight = promptContentHeight
  }

  /// The model's central values (CONFORMANCE.md §3).
  public static let `default` = ComponentMetrics()
}
