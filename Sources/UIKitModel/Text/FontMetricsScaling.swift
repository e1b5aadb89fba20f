import Foundation

/// How ``UIFontMetrics`` scales a value or a font: a factor per text style and content size
/// category, measured on iOS 26, not the ratio of the style's point sizes.
///
/// Source: the public repository Vercantez/openuikit, `Sources/OpenUIKit/Resources/
/// dynamic_type.json` (commit 6f62d1d), a dump of `UIFontMetrics(forTextStyle:)
/// .scaledValue(for:compatibleWith:)` and `scaledFont(for:compatibleWith:)` on the iOS 26
/// simulator for the 11 text styles × 12 categories × 19 base values (8 … 64 pt). Two
/// independent reports agree with it: `UIFontMetrics(forTextStyle: .body).scaledValue(for: 17)`
/// is 16.333 at `.medium` (jaredsinclair.com, "Scaled Metric Surprises on iOS & iPadOS", 2024)
/// and a 17-pt body value reaches 48, not 53, at AX5.
///
/// The published values are, for every style and category, one factor times the base rounded
/// to the nearest 1/3 pt (all 2,508 of them; the dump was made at 3x). Each factor below is the
/// middle of the range of factors that reproduces all 19 published values of its style and
/// category under that rule, to six decimals; `.large` (and caption 2 below it) is exactly 1,
/// and a value there comes back unchanged, as jaredsinclair.com reports. Scaled fonts take the
/// same product rounded to whole points, which reproduces the dump's `scaledFont` sizes. Values
/// between and beyond the published bases use the same factor: the dump shows no departure
/// from proportion over 8 … 64 pt. Figures are as measured, including headline at
/// accessibilityExtraExtraLarge (2.318, below body's 2.545 though both styles have 47-pt text
/// there). A style the table does not list scales like body.
enum FontMetricsScaling {
  /// The factor of `style` at each category of ``UIContentSizeCategory/allSizes`` (xSmall, S,
  /// M, L, XL, XXL, XXXL, AX1 … AX5).
  static func factors(of style: UIFont.TextStyle) -> [CGFloat] {
    switch style {
    case .largeTitle:
      [
        0.926777, 0.951185, 0.975592, 1, 1.048815, 1.122009, 1.170486, 1.268374, 1.389957, 1.487798,
        1.610043, 1.707031,
      ]
    case .title1:
      [
        0.912132, 0.941319, 0.970711, 1, 1.058681, 1.117622, 1.207108, 1.353365, 1.501302, 1.676777,
        1.794194, 2,
      ]
    case .title2:
      [
        0.857205, 0.893043, 0.928125, 1, 1.071875, 1.142795, 1.21412, 1.464782, 1.678869, 1.857205,
        2.107391, 2.357205,
      ]
    case .title3:
      [
        0.880787, 0.919705, 0.959635, 1, 1.119213, 1.199619, 1.280032, 1.520221, 1.76011, 2.040365,
        2.319878, 2.59959,
      ]
    case .headline:
      [
        0.86411, 0.909288, 0.954703, 1, 1.090712, 1.182353, 1.318405, 1.545486, 1.817647, 2.182353,
        2.318405, 2.817647,
      ]
    case .subheadline:
      [
        0.800381, 0.900758, 0.95026, 1, 1.100347, 1.199619, 1.300641, 1.550641, 1.800381, 2.15098,
        2.501302, 2.900758,
      ]
    case .body:
      [
        0.86411, 0.909288, 0.954703, 1, 1.090712, 1.182353, 1.318405, 1.545486, 1.817647, 2.182353,
        2.545486, 2.817647,
      ]
    case .callout:
      [
        0.857205, 0.905208, 0.952546, 1, 1.094792, 1.190538, 1.333333, 1.523872, 1.857205, 2.190538,
        2.476128, 2.857205,
      ]
    case .footnote:
      [
        0.889523, 0.889523, 0.889523, 1, 1.110477, 1.222857, 1.333333, 1.611545, 1.834635, 2.222857,
        2.55619, 2.889523,
      ]
    case .caption1:
      [
        0.813113, 0.813113, 0.813113, 1, 1.188194, 1.313301, 1.438447, 1.688447, 2, 2.438447,
        2.751302, 3.188194,
      ]
    case .caption2:
      [
        1, 1, 1, 1, 1.384375, 1.538628, 1.693056, 1.923115, 2.230937, 2.693056, 3.153906, 3.693056,
      ]
    default: factors(of: .body)
    }
  }

  /// The factor of `style` at `category`; ``UIContentSizeCategory/unspecified`` reads as
  /// `.large` (factor 1).
  static func factor(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    let index = category.sizeIndex
    return factors(of: style)[index >= 0 ? index : 3]
  }

  /// `value` scaled as `UIFontMetrics.scaledValue(for:)` scales it, in points: times the
  /// factor, rounded to the nearest 1/3 pt; unchanged where the factor is 1.
  static func scaledValue(
    _ value: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory
  ) -> CGFloat {
    let factor = factor(of: style, at: category)
    guard factor != 1 else { return value }
    return (value * factor * 3).rounded() / 3
  }

  /// The point size `UIFontMetrics.scaledFont(for:)` gives a font of `size` points: times the
  /// factor, rounded to whole points; unchanged where the factor is 1.
  static func scaledFontSize(
    _ size: CGFloat, style: UIFont.TextStyle, category: UIContentSizeCategory
  ) -> CGFloat {
    let factor = factor(of: style, at: category)
    guard factor != 1 else { return size }
    return (size * factor).rounded()
  }
}
