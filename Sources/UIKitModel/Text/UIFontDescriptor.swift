public import Foundation

/// A description of a font that derives others from it: UIKit's `UIFontDescriptor`, with the
/// symbolic traits apps use to make a text style bold or italic.
///
/// ```swift
/// let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// let bold = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)
/// print(bold.pointSize, bold.weight == .bold)  // 17.0 true
/// ```
public final class UIFontDescriptor: NSObject, Sendable {
  /// The font this descriptor describes.
  let font: UIFont

  init(font: UIFont) {
    self.font = font
  }

  /// The descriptor of `style`'s font at the app's category
  /// (`UIContentSizeCategory.application`).
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of `style`'s font at the traits' content size category.
  public static func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The size in points.
  public var pointSize: CGFloat { font.pointSize }

  /// Bold (weight semibold or heavier, the model's threshold), italic and monospaced.
  public var symbolicTraits: UIFontDescriptor.SymbolicTraits {
    var traits: UIFontDescriptor.SymbolicTraits = []
    if font.weight >= .semibold { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The same font with exactly `traits` (bold, italic, monospaced; others are ignored), as
  /// UIKit replaces a descriptor's traits; a font that scales with a text style keeps doing so.
  public func withSymbolicTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
    let bold = traits.contains(.traitBold)
    let weight: UIFont.Weight =
      bold ? max(font.weight, .bold) : (font.weight >= .semibold ? .regular : font.weight)
    let design: UIFont.Design =
      traits.contains(.traitMonoSpace)
      ? .monospaced : (font.design == .monospaced ? .system : font.design)
    return UIFontDescriptor(
      font: UIFont(
        pointSize: font.pointSize, weight: weight, design: design,
        isItalic: traits.contains(.traitItalic), textStyle: font.textStyle,
        scaling: font.scaling, customName: font.customName))
  }

  /// The same font at `newPointSize`.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }
}
