public import Foundation

// The one place a button measures text. Until the text model (UIFont, UILabel) is merged,
// a placeholder: every character is half the point size wide, a line is 1.2 × the point
// size high rounded up to a point. Legacy titles use the 15-point system font; configured
// titles use their text style at the Dynamic Type size of the button's traits.

extension UIButton {
  /// The point size of the legacy title font: UIKit's 15-point system font.
  static let legacyTitlePointSize: CGFloat = 15

  /// Size of a title of a button configured per state, in points.
  func legacyTitleSize(_ title: String) -> CGSize {
    Self.placeholderTextSize(title, pointSize: Self.legacyTitlePointSize)
  }

  /// Size of `text` in the text style with raw value `textStyle` under `traits`, in points.
  static func textSize(_ text: String, textStyle: String, traits: UITraitCollection) -> CGSize {
    let category = traits.preferredContentSizeCategory
    let pointSize = SymbolMetrics.textStylePointSize(textStyle, category: category)
    return placeholderTextSize(text, pointSize: pointSize)
  }

  private static func placeholderTextSize(_ text: String, pointSize: CGFloat) -> CGSize {
    CGSize(
      width: (CGFloat(text.count) * pointSize / 2).rounded(.up),
      height: (pointSize * 1.2).rounded(.up))
  }
}
