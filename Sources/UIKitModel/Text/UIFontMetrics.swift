public import Foundation

/// Scales custom fonts and values with a text style: UIKit's `UIFontMetrics`.
///
/// A value scales by a factor per text style and category measured on iOS 26, not by the
/// ratio of the style's point sizes: a value is rounded to the nearest 1/3 pt, a font's size to
/// whole points (``FontMetricsScaling`` gives the source; CONFORMANCE.md AL-UIK-043). Without
/// traits, the category is the app's (``UIContentSizeCategory/application``, `.large` unless a
/// driver set it); the scaled font remembers the style, so a label with
/// `adjustsFontForContentSizeCategory` follows its hierarchy's category.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .body)
/// let traits = UITraitCollection(preferredContentSizeCategory: .medium)
/// print(metrics.scaledValue(for: 17, compatibleWith: traits))  // 16.333333333333332
/// ```
public final class UIFontMetrics: NSObject, Sendable {
  /// The style values scale with.
  let textStyle: UIFont.TextStyle

  /// Metrics for the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// Metrics that scale like `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// `font` scaled for the app's category, remembering the style so it can follow another.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled, and never larger than `maximumPointSize` (0: no cap).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the traits' content size category.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the traits' category, capped at `maximumPointSize` (0: no cap): its
  /// size times the style's measured factor, rounded to whole points (``FontMetricsScaling``).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let template = UIFont(
      pointSize: font.pointSize, weight: font.weight, design: font.design,
      isItalic: font.isItalic, textStyle: textStyle,
      scaling: (base: font.pointSize, maximum: max(0, maximumPointSize)),
      customName: font.customName)
    return template.resolved(for: UIContentSizeCategory.resolving(traitCollection))
      ?? template
  }

  /// `value` scaled for the app's category (unchanged at `.large`).
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the traits' category, in points: times the style's measured factor,
  /// rounded to the nearest 1/3 pt (``FontMetricsScaling``); unchanged at `.large`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    FontMetricsScaling.scaledValue(
      value, style: textStyle, category: UIContentSizeCategory.resolving(traitCollection))
  }
}
