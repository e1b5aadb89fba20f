import Foundation
import Testing
import UIKitModel

// Text-style symbol configurations take the style's point size (the HIG's Dynamic Type table)
// at the traits' content size category.

@MainActor
@Suite("UIImage: text-style symbols")
struct SymbolTextStyleTests {
  @Test("title1 is 28 pt at .large: xmark 15 × 28 / 17 = 24.706 → 74/3")
  func titleStyle() throws {
    let image = try #require(
      UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
    #expect(image.size == CGSize(width: 74.0 / 3, height: 74.0 / 3))
  }

  @Test("an image view's text-style symbol grows with the hierarchy's Dynamic Type size")
  func imageViewFollowsCategory() throws {
    let view = UIImageView(image: UIImage(systemName: "xmark"))
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
    let root = pinTopLeading(view)
    #expect(view.frame.size == CGSize(width: 15, height: 15))
    root.layoutEnvironment = LayoutEnvironment(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    root.layoutIfNeeded()
    // Body at AX5 is 53 pt: 15 × 53 / 17 = 46.765 → 140.29 px → 140/3.
    #expect(view.frame.size == CGSize(width: 140.0 / 3, height: 140.0 / 3))
  }

  @Test("a font configuration takes the font's size and the nearest weight")
  func fontConfiguration() throws {
    // 34 pt bold: car.fill 22 × 2 × 1.03 = 45.32 → 135.96 px → 136/3; 16 × 2 = 32.
    let config = UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 34))
    let image = try #require(UIImage(systemName: "car.fill", withConfiguration: config))
    #expect(image.size == CGSize(width: 136.0 / 3, height: 32))
  }
}
