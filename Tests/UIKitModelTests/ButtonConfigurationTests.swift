import Foundation
import Testing
import UIKitModel

// Configured buttons: content + contentInsets (medium 7/12/7/12, large 14/20/14/20: the model's
// figures), title in the size's text style (medium: body, 17 pt at .large), subtitle in
// subheadline (15 pt). "Call" at 17 pt: 1.74 × 17 = 29.58 → 89/3; line 20.2871 → 61/3.

@MainActor
@Suite("UIButton: configurations")
struct ButtonConfigurationTests {
  @Test("a filled medium button titled Call is 161/3 × 103/3 (34.33 high)")
  func filledTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    let button = UIButton(configuration: configuration)
    // 89/3 + 24 = 161/3; 61/3 + 14 = 103/3.
    #expect(button.intrinsicContentSize == CGSize(width: 161.0 / 3, height: 103.0 / 3))
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
  }

  @Test("every style has the same size for the same content")
  func stylesAlike() {
    let styles: [UIButton.Configuration] = [
      .plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(),
      .borderedProminent(),
    ]
    for var configuration in styles {
      configuration.title = "Call"
      #expect(
        UIButton(configuration: configuration).intrinsicContentSize
          == CGSize(width: 161.0 / 3, height: 103.0 / 3))
    }
  }

  @Test("image leading with padding: 18 + 8 + 89/3 + 24 wide")
  func imageLeading() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Call"
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    // 50 + 89/3 = 239/3; height max(18, 61/3) + 14 = 103/3.
    #expect(button.intrinsicContentSize == CGSize(width: 239.0 / 3, height: 103.0 / 3))
  }

  @Test("image on top: widths take the max, heights add up")
  func imageTop() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Call"
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 8
    configuration.imagePlacement = .top
    let button = UIButton(configuration: configuration)
    // max(18, 89/3) + 24 = 161/3; 18 + 8 + 61/3 + 14 = 181/3.
    #expect(button.intrinsicContentSize == CGSize(width: 161.0 / 3, height: 181.0 / 3))
  }

  @Test("title and subtitle stack titlePadding apart")
  func subtitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Call"
    configuration.subtitle = "2 min"
    configuration.titlePadding = 2
    let button = UIButton(configuration: configuration)
    // 2 min at 15: .57 + .26 + .87 + .25 + .58 = 2.53 × 15 = 37.95 → 38, 18 high.
    // Width max(89/3, 38) + 24 = 62; height 61/3 + 2 + 18 + 14 = 163/3.
    #expect(button.intrinsicContentSize == CGSize(width: 62, height: 163.0 / 3))
  }

  @Test("large size has larger insets; explicit insets win until setDefaultContentInsets")
  func sizesAndInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    configuration.buttonSize = .large
    // 89/3 + 40 = 209/3; 61/3 + 28 = 145/3.
    #expect(
      UIButton(configuration: configuration).intrinsicContentSize
        == CGSize(width: 209.0 / 3, height: 145.0 / 3))
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    #expect(
      UIButton(configuration: configuration).intrinsicContentSize
        == CGSize(width: 89.0 / 3, height: 61.0 / 3))
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets.top == 14)
  }

  @Test("the title follows Dynamic Type: body is 53 pt at accessibility XXXL")
  func dynamicType() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    let button = UIButton(configuration: configuration)
    let root = pinTopLeading(button)
    #expect(button.frame.size == CGSize(width: 161.0 / 3, height: 103.0 / 3))
    root.layoutEnvironment = LayoutEnvironment(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    root.layoutIfNeeded()
    // 1.74 × 53 = 92.22 → 277/3, + 24 = 349/3; line 53 × 2444/2048 = 63.248 → 190/3, + 14 = 232/3.
    #expect(button.frame.size == CGSize(width: 349.0 / 3, height: 232.0 / 3))
  }

  @Test("the update handler runs on state changes and may change the configuration")
  func updateHandler() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    let button = UIButton(configuration: configuration)
    var runs = 0
    button.configurationUpdateHandler = { button in
      runs += 1
      button.configuration?.title = button.isSelected ? "Calling" : "Call"
    }
    let before = runs
    button.isSelected = true
    #expect(runs == before + 1)
    #expect(button.configuration?.title == "Calling")
    button.setNeedsUpdateConfiguration()
    #expect(runs == before + 2)
  }
}

@MainActor
@Suite("UIButton: configured baselines")
struct ButtonConfigurationBaselineTests {
  @Test("a configured title's baseline: top inset plus the body font's ascender")
  func baselines() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    let button = UIButton(configuration: configuration)
    // 7 + 17 × 1950/2048; from the bottom: 7 + 17 × 494/2048.
    #expect(abs(button.firstBaselineOffsetFromTop - (7 + 17 * 1950.0 / 2048)) < 1e-9)
    #expect(abs(button.lastBaselineOffsetFromBottom - (7 + 17 * 494.0 / 2048)) < 1e-9)
    // Image on top (18 high, 8 apart): the title starts 26 lower.
    configuration.image = UIImage(systemName: "phone.fill")
    configuration.imagePadding = 8
    configuration.imagePlacement = .top
    button.configuration = configuration
    #expect(abs(button.firstBaselineOffsetFromTop - (7 + 26 + 17 * 1950.0 / 2048)) < 1e-9)
  }
}

@MainActor
@Suite("UIButton: configured fonts")
struct ButtonConfigurationFontTests {
  @Test("a text-attributes transformer's font measures the title")
  func transformer() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Call"
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
      return outgoing
    }
    let button = UIButton(configuration: configuration)
    // Headline: 17 pt semibold, widening 1 + 0.1 × 0.3 = 1.03: 1.74 × 17 × 1.03 = 30.467 →
    // 92/3, + 24 = 164/3; line 61/3 + 14 = 103/3.
    #expect(button.intrinsicContentSize == CGSize(width: 164.0 / 3, height: 103.0 / 3))
  }

  @Test("an attributed title's font run measures in that font")
  func attributedTitle() {
    var configuration = UIButton.Configuration.plain()
    var title = AttributedString("Call")
    title.font = UIFont.boldSystemFont(ofSize: 20)
    configuration.attributedTitle = title
    let button = UIButton(configuration: configuration)
    // 1.74 × 20 × 1.04 = 36.192 → 109/3, + 24 = 181/3; line 24 + 14 = 38.
    #expect(button.intrinsicContentSize == CGSize(width: 181.0 / 3, height: 38))
  }
}
