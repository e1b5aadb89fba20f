import Foundation

extension UIFont {
  /// A semantic text style whose size follows the reader's Dynamic Type setting: UIKit's
  /// `UIFont.TextStyle`, with UIKit's raw values. Sizes per category are the HIG's
  /// (``TextMetrics/dynamicTypeSizes(of:)``).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 pt at `.large`.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt at `.large`.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt at `.large`.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt at `.large`.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold at `.large`.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 pt at `.large`.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 pt at `.large`.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt at `.large`.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 pt at `.large`.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt at `.large`.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt at `.large`.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
