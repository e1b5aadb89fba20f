import Foundation
import Testing
import UIKitModel

// Expected values come from outside the model: point sizes from Apple's Human Interface
// Guidelines, "Typography" › Specifications › "iOS, iPadOS Dynamic Type sizes"; vertical
// metrics from SF Pro Text's font tables (2048 units per em: ascender 1950, descender −494,
// cap height 1443, x-height 1078), worked out by hand below; UIKit's default sizes and weight
// raw values from UIKit's UIFont reference.

@MainActor
@Suite("UIFont and UIFontMetrics")
struct FontTests {
  @Test("the 17 pt system font has SF Pro Text's metrics")
  func systemFontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    // 17 × 1950 / 2048 = 33150 / 2048; 17 × −494 / 2048 = −8398 / 2048.
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
    // (1950 + 494) × 17 / 2048 = 41548 / 2048 (UIKit reports 20.287 for this font).
    #expect(font.lineHeight == 20.287109375)
    #expect(font.capHeight == 11.97802734375)  // 17 × 1443 / 2048
    #expect(font.xHeight == 8.9482421875)  // 17 × 1078 / 2048
    #expect(font.leading == 0)
    #expect(font.fontName == ".SFUI-Regular")
    #expect(font.familyName == ".AppleSystemUIFont")
    #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
  }

  @Test("UIKit's default sizes and weight raw values")
  func defaults() {
    #expect(UIFont.systemFontSize == 14)
    #expect(UIFont.labelFontSize == 17)
    #expect(UIFont.buttonFontSize == 18)
    #expect(UIFont.smallSystemFontSize == 12)
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
  }

  @Test(
    "preferred fonts have the HIG's sizes",
    arguments: [
      (UIFont.TextStyle.body, UIContentSizeCategory.large, CGFloat(17)),
      (.body, .extraSmall, 14), (.body, .extraExtraExtraLarge, 23),
      (.body, .accessibilityMedium, 28), (.body, .accessibilityExtraExtraExtraLarge, 53),
      (.largeTitle, .large, 34), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
      (.title1, .large, 28), (.title2, .large, 22), (.title3, .large, 20),
      (.headline, .large, 17), (.subheadline, .large, 15), (.callout, .large, 16),
      (.footnote, .large, 13), (.caption1, .large, 12), (.caption2, .large, 11),
      (.caption2, .extraSmall, 11), (.footnote, .accessibilityLarge, 27),
      (.headline, .accessibilityExtraLarge, 40), (.title3, .extraLarge, 22),
    ])
  func preferredSizes(style: UIFont.TextStyle, category: UIContentSizeCategory, size: CGFloat) {
    let traits = UITraitCollection(preferredContentSizeCategory: category)
    let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    #expect(font.pointSize == size)
    #expect(font.textStyle == style)
  }

  @Test("headline is semibold, body regular; without traits the size is .large's")
  func styleWeights() {
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
  }

  @Test("withSize keeps the weight and stops scaling with the style")
  func withSize() {
    let font = UIFont.preferredFont(forTextStyle: .headline).withSize(30)
    #expect(font.pointSize == 30)
    #expect(font.weight == .semibold)
    #expect(font.textStyle == nil)
  }

  @Test("UIFontMetrics scales by the measured per-style factor and honours the cap")
  func fontMetrics() {
    // Expected values: the iOS 26 dump of UIFontMetrics in github.com/Vercantez/openuikit,
    // Sources/OpenUIKit/Resources/dynamic_type.json (commit 6f62d1d): body at XXXL,
    // scaled[17] = 22.333333 and scaled[10] = 13.333333; title1 at AX5, scaledFont[14] = 28;
    // body at AX5, scaledFont[16] = 45.
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl) == CGFloat(67) / 3)
    #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxl) == CGFloat(40) / 3)
    #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    let title = UIFontMetrics(forTextStyle: .title1)
    #expect(title.scaledFont(for: .systemFont(ofSize: 14), compatibleWith: ax5).pointSize == 28)
    // 16 pt reaches 45 at AX5; capped at 20.
    let capped = UIFontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 16), maximumPointSize: 20, compatibleWith: ax5)
    #expect(capped.pointSize == 20)
    // Without traits: .large, the size unchanged, but the font remembers the style.
    let scaled = UIFontMetrics.default.scaledFont(for: .boldSystemFont(ofSize: 16))
    #expect(scaled.pointSize == 16)
    #expect(scaled.weight == .bold)
    #expect(scaled.resolved(for: .accessibilityExtraExtraExtraLarge)?.pointSize == 45)
  }

  @Test("font descriptors make a text style bold or italic and keep it scaling")
  func descriptors() {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    #expect(body.pointSize == 17)
    #expect(body.symbolicTraits == [])
    let bold = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(bold.pointSize == 17)
    #expect(bold.weight == .bold)
    #expect(bold.textStyle == .body)
    #expect(bold.fontDescriptor.symbolicTraits == .traitBold)
    // UIKit's raw values: italic 1 << 0, bold 1 << 1, monospace 1 << 10.
    #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
    // Traits are replaced, not added: italic only drops bold.
    let italic = bold.fontDescriptor.withSymbolicTraits(.traitItalic)!
    #expect(italic.symbolicTraits == .traitItalic)
    // Body at AX5 is 53 pt, bold included.
    #expect(bold.resolved(for: .accessibilityExtraExtraExtraLarge)?.pointSize == 53)
    // An explicit size makes a fixed font, as withSize does.
    #expect(UIFont(descriptor: body, size: 20).textStyle == nil)
  }

  @Test("without traits, fonts follow the app's category")
  func applicationCategory() {
    UIContentSizeCategory.application = .accessibilityExtraExtraExtraLarge
    defer { UIContentSizeCategory.application = .large }
    // Body at AX5: 53 pt (HIG); UIFontMetrics takes 17 to 48 (the openuikit iOS 26 dump,
    // body scaled[17] = 48; about 48 by other reports), not 53.
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
    #expect(UIFontMetrics.default.scaledValue(for: 17) == 48)
    // Traits that leave the category unspecified read the app's; explicit traits win.
    let unspecified = UITraitCollection(preferredContentSizeCategory: .unspecified)
    #expect(
      UIFont.preferredFont(forTextStyle: .title1, compatibleWith: unspecified).pointSize == 58)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
  }
}
