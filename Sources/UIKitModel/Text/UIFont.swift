public import Foundation

/// A font: UIKit's `UIFont`, with the system font's metrics (SF Pro Text) from
/// ``TextMetrics``.
///
/// The model has no font files: every font measures as the system font of its size, weight
/// and design; ``init(name:size:)`` keeps the name and measures as the regular system font.
/// A font from ``preferredFont(forTextStyle:)`` or ``UIFontMetrics`` remembers its text style,
/// so a label that adjusts for the content size category can size it again for another one.
///
/// ```swift
/// let body = UIFont.preferredFont(forTextStyle: .body)
/// print(body.pointSize, body.lineHeight)  // 17.0 20.287109375
/// let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
/// let large = UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5)
/// print(large.pointSize)  // 53.0
/// ```
public final class UIFont: NSObject, Sendable {
  /// The size in points (the em square).
  public let pointSize: CGFloat
  /// The weight; measured glyphs widen with it (``TextMetrics/weightWidening``).
  public let weight: UIFont.Weight
  /// Which system typeface the font measures with (model-only).
  public let design: UIFont.Design
  /// Whether the font is italic (same advances as upright, a model choice).
  public let isItalic: Bool
  /// The text style the font scales with, if it came from ``preferredFont(forTextStyle:)`` or
  /// ``UIFontMetrics``; nil for fixed fonts (model-only).
  public let textStyle: UIFont.TextStyle?
  /// The size at `.large` that ``textStyle`` scales from, and the cap ``UIFontMetrics`` was
  /// given (0: none).
  let scaling: (base: CGFloat, maximum: CGFloat)?
  /// The name given to ``init(name:size:)``; nil for system fonts.
  let customName: String?

  init(
    pointSize: CGFloat, weight: UIFont.Weight, design: UIFont.Design = .system,
    isItalic: Bool = false, textStyle: UIFont.TextStyle? = nil,
    scaling: (base: CGFloat, maximum: CGFloat)? = nil, customName: String? = nil
  ) {
    // UIKit clamps negative sizes to 0; the model does the same rather than measure backwards.
    self.pointSize = max(0, pointSize)
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
    self.textStyle = textStyle
    self.scaling = scaling
    self.customName = customName
  }

  /// A font named `fontName` at `fontSize` points. The model has no font files: it measures
  /// as the regular system font and keeps the name (UIKit returns nil for a font that is not
  /// installed; here every name is).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(pointSize: fontSize, weight: .regular, customName: fontName)
  }

  /// The font `descriptor` describes, at `pointSize` points (0 keeps the descriptor's size;
  /// a font that scales with a text style then keeps doing so).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    let keepsSize = pointSize <= 0 || pointSize == font.pointSize
    self.init(
      pointSize: keepsSize ? font.pointSize : pointSize, weight: font.weight,
      design: font.design, isItalic: font.isItalic,
      textStyle: keepsSize ? font.textStyle : nil, scaling: keepsSize ? font.scaling : nil,
      customName: font.customName)
  }

  /// The descriptor of this font, to derive bold or italic variants from.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  // MARK: - System fonts

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The regular system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular, isItalic: true)
  }

  /// The system font with tabular (fixed-width) digits.
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(pointSize: fontSize, weight: weight, design: .monospacedDigits)
  }

  /// The monospaced system font (SF Mono): every glyph 0.6 em wide.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(pointSize: fontSize, weight: weight, design: .monospaced)
  }

  /// The font of `style` at the content size category the app runs at
  /// (``UIContentSizeCategory/application``, `.large` unless a driver set it). To follow a
  /// hierarchy's category, pass a view's trait collection to
  /// ``preferredFont(forTextStyle:compatibleWith:)`` or set a label's
  /// `adjustsFontForContentSizeCategory`.
  public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of `style` at the traits' content size category (the app's,
  /// ``UIContentSizeCategory/application``, when nil or unspecified), at the HIG's size.
  public static func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = UIContentSizeCategory.resolving(traitCollection)
    return UIFont(
      pointSize: TextMetrics.pointSize(of: style, at: category),
      weight: TextMetrics.weight(of: style), textStyle: style, scaling: nil)
  }

  /// UIKit's default font sizes: 14 (system), 17 (labels), 18 (buttons), 12 (small).
  public static var systemFontSize: CGFloat { 14 }
  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
  public static var smallSystemFontSize: CGFloat { 12 }

  // MARK: - Derived fonts

  /// The same font at `fontSize` points; it no longer scales with a text style, as in UIKit.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      pointSize: fontSize, weight: weight, design: design, isItalic: isItalic,
      customName: customName)
  }

  /// This font sized for `category`, when it scales with a text style; nil for fixed fonts.
  public func resolved(for category: UIContentSizeCategory) -> UIFont? {
    guard let style = textStyle else { return nil }
    var size = TextMetrics.pointSize(of: style, at: category)
    if let scaling {
      // A UIFontMetrics font: the measured per-style factor, not the size ratio.
      size = FontMetricsScaling.scaledFontSize(scaling.base, style: style, category: category)
      if scaling.maximum > 0 { size = min(size, scaling.maximum) }
    }
    guard size != pointSize else { return self }
    return UIFont(
      pointSize: size, weight: weight, design: design, isItalic: isItalic, textStyle: style,
      scaling: scaling, customName: customName)
  }

  // MARK: - Metrics (points)

  /// From the baseline to the top of the tallest glyphs: 0.952 em.
  public var ascender: CGFloat { pointSize * TextMetrics.ascender }
  /// From the baseline to the bottom of the deepest glyphs, negative: −0.241 em.
  public var descender: CGFloat { pointSize * TextMetrics.descender }
  /// The height of capital letters above the baseline: 0.705 em.
  public var capHeight: CGFloat { pointSize * TextMetrics.capHeight }
  /// The height of lowercase x above the baseline: 0.526 em.
  public var xHeight: CGFloat { pointSize * TextMetrics.xHeight }
  /// Extra space between lines: none for the system font.
  public var leading: CGFloat { pointSize * TextMetrics.leading }
  /// The distance between baselines of consecutive lines: ascender − descender + leading.
  public var lineHeight: CGFloat { ascender - descender + leading }

  /// The font's PostScript-style name, as UIKit prints system fonts (`.SFUI-Regular`).
  public var fontName: String {
    if let customName { return customName }
    let weightName = weight.name + (isItalic ? "Italic" : "")
    return design == .monospaced
      ? ".AppleSystemUIFontMonospaced-\(weightName)" : ".SFUI-\(weightName)"
  }

  /// The family name (`.AppleSystemUIFont` for the system font).
  public var familyName: String {
    if let customName {
      return customName.split(separator: "-").first.map(String.init) ?? customName
    }
    return design == .monospaced ? ".AppleSystemUIFontMonospaced" : ".AppleSystemUIFont"
  }

  /// What measurement depends on: size, weight and design.
  var measurementKey: MeasurementKey {
    MeasurementKey(pointSize: pointSize, weight: weight.rawValue, design: design)
  }

  /// Fonts that measure alike share a key.
  struct MeasurementKey: Hashable {
    var pointSize: CGFloat
    var weight: CGFloat
    var design: UIFont.Design
  }

  /// Whether the two fonts measure alike and re-size alike for another category.
  func isSame(as other: UIFont) -> Bool {
    self === other
      || (isEqual(other) && scaling?.base == other.scaling?.base
        && scaling?.maximum == other.scaling?.maximum)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return measurementKey == other.measurementKey && isItalic == other.isItalic
      && textStyle == other.textStyle && customName == other.customName
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(measurementKey)
    hasher.combine(isItalic)
    return hasher.finalize()
  }

  /// `<UICTFont: .SFUI-Regular; font-size: 17.00pt>`, as UIKit prints a font.
  public override var description: String {
    "<UICTFont: \(fontName); font-size: \(String(format: "%.2f", Double(pointSize)))pt>"
  }
}
