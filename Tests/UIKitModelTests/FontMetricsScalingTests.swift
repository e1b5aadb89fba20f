import Foundation
import Testing
import UIKitModel

// Expected values are published measurements, not the model's output:
//
// - "dump": the iOS 26 simulator dump of UIFontMetrics in the public repository
//   Vercantez/openuikit, Sources/OpenUIKit/Resources/dynamic_type.json (commit 6f62d1d):
//   `scaled` (scaledValue(for:compatibleWith:)) and `scaledFont` (scaledFont(for:
//   compatibleWith:).pointSize) for 11 text styles × 12 categories × bases 8 … 64 pt.
// - jaredsinclair.com, "Scaled Metric Surprises on iOS & iPadOS" (2024): body
//   scaledValue(for: 17) is 17 at .large and 16.333… at .medium.

@MainActor
@Suite("UIFontMetrics: measured per-style scaling")
struct FontMetricsScalingTests {
  private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  /// Body, base 17, every category xSmall … AX5: the dump's `scaled[17]` and `scaledFont[17]`.
  private static let body17: [(UIContentSizeCategory, scaled: CGFloat, font: CGFloat)] = [
    (.extraSmall, 14.666667, 15), (.small, 15.333333, 15), (.medium, 16.333333, 16),
    (.large, 17, 17), (.extraLarge, 18.666667, 19), (.extraExtraLarge, 20, 20),
    (.extraExtraExtraLarge, 22.333333, 22), (.accessibilityMedium, 26.333333, 26),
    (.accessibilityLarge, 31, 31), (.accessibilityExtraLarge, 37, 37),
    (.accessibilityExtraExtraLarge, 43.333333, 43),
    (.accessibilityExtraExtraExtraLarge, 48, 48),
  ]

  @Test("a 17-pt body value and font at every category, as measured")
  func bodySeventeen() {
    let metrics = UIFontMetrics(forTextStyle: .body)
    for (category, scaled, font) in Self.body17 {
      let value = metrics.scaledValue(for: 17, compatibleWith: traits(category))
      #expect(abs(value - scaled) < 1e-5, "\(category.name)")
      let size = metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits(category))
      #expect(size.pointSize == font, "\(category.name)")
    }
  }

  @Test("jaredsinclair.com: body 17 is 16.333 at .medium and unchanged at .large")
  func jaredSinclair() {
    let body = UIFontMetrics(forTextStyle: .body)
    #expect(body.scaledValue(for: 17, compatibleWith: traits(.medium)) == CGFloat(49) / 3)
    #expect(body.scaledValue(for: 17, compatibleWith: traits(.large)) == 17)
  }

  @Test("styles with the same text size scale differently, as measured")
  func perStyle() {
    // Body and headline are both 47-pt text at AX4 (HIG), yet the dump gives scaled[17] =
    // 43.333333 for body and 39.333333 for headline; caption 2 keeps 12 at .small (12).
    let ax4 = traits(.accessibilityExtraExtraLarge)
    #expect(
      UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: ax4)
        == CGFloat(130) / 3)
    #expect(
      UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17, compatibleWith: ax4)
        == CGFloat(118) / 3)
    #expect(
      UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 12, compatibleWith: traits(.small))
        == 12)
  }

  @Test("values across the published range, several styles")
  func otherStylesAndBases() {
    // (style, category, base, dump `scaled`, dump `scaledFont`).
    let cases: [(UIFont.TextStyle, UIContentSizeCategory, CGFloat, CGFloat, CGFloat)] = [
      (.largeTitle, .accessibilityExtraExtraExtraLarge, 34, 58, 58),
      (.title2, .medium, 16, 15, 15),
      (.caption1, .extraSmall, 24, 19.666667, 20),
      (.subheadline, .extraSmall, 8, 6.333333, 6),
      (.callout, .accessibilityExtraExtraLarge, 48, 119, 119),
      (.caption2, .accessibilityExtraExtraExtraLarge, 64, 236.333333, 236),
      (.footnote, .accessibilityLarge, 11, 20.333333, 20),
      (.title3, .extraLarge, 40, 44.666667, 45),
    ]
    for (style, category, base, scaled, font) in cases {
      let metrics = UIFontMetrics(forTextStyle: style)
      let value = metrics.scaledValue(for: base, compatibleWith: traits(category))
      #expect(abs(value - scaled) < 1e-5, "\(style.rawValue) \(category.name) \(base)")
      let size = metrics.scaledFont(
        for: .systemFont(ofSize: base), compatibleWith: traits(category)
      ).pointSize
      #expect(size == font, "\(style.rawValue) \(category.name) \(base)")
    }
  }

  @Test("a scaled label at AX5 is 48 pt, not the 53 the size ratio gave")
  func labelAtAX5() {
    let map = makeMap()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
    label.adjustsFontForContentSizeCategory = true
    label.text = "12 min"
    map.addSubview(label)
    label.topAnchor.constraint(equalTo: map.topAnchor).isActive = true
    label.leadingAnchor.constraint(equalTo: map.leadingAnchor).isActive = true
    map.layoutEnvironment.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    map.layoutIfNeeded()
    // The dump: body scaledFont[17] = 48 at accessibilityExtraExtraExtraLarge.
    #expect(label.font.pointSize == 48)
  }
}
