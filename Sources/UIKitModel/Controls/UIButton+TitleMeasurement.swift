import Foundation

// The one place a button measures text, with the text model (TextMeasurement, UIFont).

extension UIButton {
  /// The font of a button's title until the app sets another: the 15-point system font, as
  /// UIKit's system button's.
  static var defaultTitleFont: UIFont { UIFont.systemFont(ofSize: 15) }

  /// Size of a per-state title, in points: measured by the title label when it exists (so
  /// its font, Dynamic Type adjustment and line settings count), else in the 15-point system
  /// font (an attributed title's runs in their own fonts) on one line, rounded up to the
  /// pixel grid.
  func legacyTitleSize(_ title: String) -> CGSize {
    if let label = existingTitleLabel {
      return label.sizeThatFits(.zero)
    }
    return unlabelledTitleLayout(title).size(scale: traitCollection.displayScale)
  }

  /// The shown title (attributed when the state has one) in the default font, on one line.
  private func unlabelledTitleLayout(_ title: String) -> TextLayout {
    if let attributed = currentAttributedTitle {
      return TextMeasurement.layout(attributed, font: Self.defaultTitleFont, numberOfLines: 1)
    }
    return TextMeasurement.layout(title, font: Self.defaultTitleFont, numberOfLines: 1)
  }

  /// A configured title or subtitle on one line: in the text style with raw value
  /// `textStyle` at the Dynamic Type size of `traits`, or the font `transformer` gives that
  /// font; attributed runs with their own `font` attribute in that font.
  static func configuredTextLayout(
    _ shown: Configuration.ShownText, textStyle: String,
    transformer: UIConfigurationTextAttributesTransformer?, traits: UITraitCollection
  ) -> TextLayout {
    var font = UIFont.preferredFont(
      forTextStyle: UIFont.TextStyle(rawValue: textStyle), compatibleWith: traits)
    if let transformer {
      var container = AttributeContainer()
      container.font = font
      font = transformer(container).font ?? font
    }
    let text: AttributedString
    switch shown {
    case .plain(let string):
      return TextMeasurement.layout(string, font: font, numberOfLines: 1)
    case .attributed(let attributed):
      text = attributed
    }
    // Attributed text in one run without a font of its own measures as plain text.
    if text.runs.count == 1, text.runs.first?.font == nil {
      return TextMeasurement.layout(String(text.characters), font: font, numberOfLines: 1)
    }
    let measured = NSMutableAttributedString(string: "")
    for run in text.runs {
      measured.append(
        NSAttributedString(
          string: String(text[run.range].characters), attributes: [.font: run.font ?? font]))
    }
    return TextMeasurement.layout(measured, font: font, numberOfLines: 1)
  }

  /// The first line's ascender and the last line's descent of a per-state title, in points.
  func legacyTitleBaselines(_ title: String) -> (ascender: CGFloat, descent: CGFloat) {
    if let label = existingTitleLabel {
      return (label.firstBaselineOffsetFromTop, label.lastBaselineOffsetFromBottom)
    }
    let layout = unlabelledTitleLayout(title)
    return (layout.ascender, -layout.descender)
  }
}
