public import Foundation

/// Every number the text model measures with, in one place with its source.
///
/// - Dynamic Type point sizes: Apple Human Interface Guidelines, "Typography", Specifications,
///   "iOS, iPadOS Dynamic Type sizes" (one table per content size category, xSmall … AX5):
///   https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
/// - Vertical metrics: SF Pro Text's `hhea`/`OS/2` tables (2048 units per em: ascender 1950,
///   descender −494, line gap 0, cap height 1443, x-height 1078), which give UIKit's figures
///   for the 17 pt system font (ascender 16.19, descender −4.10, lineHeight 20.29).
/// - Advance widths: the model's own approximation of SF Pro Text's advances, as fractions of
///   the point size, rounded to hundredths (CONFORMANCE.md §3, "Text"). They are close to the
///   system font's, not equal: text measured here can differ from a device by a few percent.
public enum TextMetrics {
  // MARK: - Dynamic Type

  /// The HIG's point sizes of `style` at each category of ``UIContentSizeCategory/allSizes``
  /// (xSmall, S, M, L, XL, XXL, XXXL, AX1 … AX5).
  public static func dynamicTypeSizes(of style: UIFont.TextStyle) -> [CGFloat] {
    switch style {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body, and unknown styles
    }
  }

  /// The point size of `style` at `category`; ``UIContentSizeCategory/unspecified`` reads as
  /// `.large`, the system default.
  public static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory)
    -> CGFloat
  {
    let index = category.sizeIndex
    return dynamicTypeSizes(of: style)[index >= 0 ? index : 3]
  }

  /// The weight of a text style: headline is semibold, every other style regular (HIG table).
  public static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
    style == .headline ? .semibold : .regular
  }

  // MARK: - Vertical metrics (fractions of the point size)

  /// SF Pro Text ascender, 1950/2048 em.
  public static let ascender: CGFloat = 1950.0 / 2048.0
  /// SF Pro Text descender, −494/2048 em.
  public static let descender: CGFloat = -494.0 / 2048.0
  /// SF Pro Text line gap: none.
  public static let leading: CGFloat = 0
  /// SF Pro Text cap height, 1443/2048 em.
  public static let capHeight: CGFloat = 1443.0 / 2048.0
  /// SF Pro Text x-height, 1078/2048 em.
  public static let xHeight: CGFloat = 1078.0 / 2048.0

  // MARK: - Advance widths (fractions of the point size; the model's)

  /// Widening per unit of ``UIFont/Weight`` raw value: a glyph's advance is multiplied by
  /// `1 + 0.1 × weight` (bold, 0.4: ×1.04; black, 0.62: ×1.062; ultraLight, −0.8: ×0.92).
  public static let weightWidening: CGFloat = 0.1
  /// Every glyph of the monospaced system font (SF Mono, 1229/2048 em, any weight).
  public static let monospacedAdvance: CGFloat = 0.6
  /// Each digit of ``UIFont/monospacedDigitSystemFont(ofSize:weight:)`` (tabular figures).
  public static let tabularDigitAdvance: CGFloat = 0.62
  /// The ellipsis `…` a truncated line ends (or starts) with.
  public static let ellipsisAdvance: CGFloat = 0.8
  /// A Hebrew letter (U+0590–U+05FF): the model's average.
  public static let hebrewAdvance: CGFloat = 0.55
  /// An Arabic letter (U+0600–U+06FF, U+0750–U+077F, presentation forms): the model's average
  /// of joined forms.
  public static let arabicAdvance: CGFloat = 0.5
  /// A full-width CJK ideograph, kana, Hangul syllable or full-width form: one em.
  public static let fullWidthAdvance: CGFloat = 1
  /// Letters of other scripts and symbols the tables below do not list.
  public static let otherAdvance: CGFloat = 0.6

  /// `a` … `z`.
  public static let lowercase: [CGFloat] = [
    0.55, 0.60, 0.53, 0.60, 0.56, 0.34, 0.60, 0.58, 0.25, 0.25, 0.53, 0.25, 0.87,
    0.58, 0.58, 0.60, 0.60, 0.37, 0.50, 0.35, 0.58, 0.53, 0.78, 0.52, 0.53, 0.51,
  ]
  /// `A` … `Z`.
  public static let uppercase: [CGFloat] = [
    0.66, 0.63, 0.69, 0.70, 0.57, 0.55, 0.71, 0.72, 0.26, 0.50, 0.64, 0.54, 0.85,
    0.72, 0.74, 0.61, 0.74, 0.63, 0.60, 0.60, 0.71, 0.65, 0.94, 0.64, 0.63, 0.61,
  ]
  /// `0` … `9`, proportional (the system font's default figures).
  public static let digits: [CGFloat] = [
    0.61, 0.42, 0.57, 0.60, 0.61, 0.58, 0.60, 0.53, 0.60, 0.60,
  ]
  /// The space, ASCII punctuation and symbols, and common typographic punctuation.
  public static let punctuation: [Unicode.Scalar: CGFloat] = [
    " ": 0.26, "!": 0.28, "\"": 0.38, "#": 0.64, "$": 0.62, "%": 0.83, "&": 0.67, "'": 0.21,
    "(": 0.34, ")": 0.34, "*": 0.44, "+": 0.62, ",": 0.26, "-": 0.40, ".": 0.26, "/": 0.39,
    ":": 0.26, ";": 0.26, "<": 0.62, "=": 0.62, ">": 0.62, "?": 0.48, "@": 0.89,
    "[": 0.34, "\\": 0.39, "]": 0.34, "^": 0.62, "_": 0.45, "`": 0.30,
    "{": 0.34, "|": 0.26, "}": 0.34, "~": 0.62,
    "\u{2013}": 0.50, "\u{2014}": 1.0, "\u{2018}": 0.21, "\u{2019}": 0.21, "\u{201C}": 0.38,
    "\u{201D}": 0.38, "\u{2022}": 0.40, "\u{00B7}": 0.26, "\u{2026}": 0.8, "\u{00A0}": 0.26,
    "\u{20AC}": 0.62, "\u{00A3}": 0.62,
  ]

  /// The advance of `scalar` in a font of `design`, as a fraction of the point size, before
  /// the weight's widening; 0 for combining marks, joiners and other invisible characters.
  public static func advance(of scalar: Unicode.Scalar, design: UIFont.Design) -> CGFloat {
    let value = scalar.value
    switch value {
    case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x0591...0x05C7, 0x064B...0x065F:
      return 0  // combining marks, zero-width characters, variation selectors, Hebrew/Arabic points
    default: break
    }
    if design == .monospaced { return monospacedAdvance }
    switch value {
    case 0x61...0x7A: return lowercase[Int(value - 0x61)]
    case 0x41...0x5A: return uppercase[Int(value - 0x41)]
    case 0x30...0x39:
      return design == .monospacedDigits ? tabularDigitAdvance : digits[Int(value - 0x30)]
    case 0x05D0...0x05FF: return hebrewAdvance
    case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return arabicAdvance
    case 0x1100...0x115F, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0xFFE0...0xFFE6:
      return fullWidthAdvance
    case 0x1F000...0x1FAFF: return fullWidthAdvance  // emoji: square, one em
    default: return punctuation[scalar] ?? otherAdvance
    }
  }
}
