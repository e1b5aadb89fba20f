extension NSLayoutConstraint {
  /// Options of the visual format language: how to align the views a format names, which way
  /// a horizontal format runs, and how vertical spacing is measured; UIKit's raw values.
  ///
  /// An alignment option adds, for each view after the first, a constraint aligning that
  /// attribute with the view before it; it must be perpendicular to the format's orientation
  /// (top, bottom, centre Y or baselines for `H:`, left, right, leading, trailing or centre X
  /// for `V:`), otherwise parsing fails as UIKit's does (Auto Layout Guide, "Visual Format
  /// Language"; `NSLayoutConstraint.FormatOptions` reference).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The option bits, UIKit's `NSLayoutFormatOptions` values.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// `H:` runs from leading to trailing (the default: leading and trailing attributes).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` runs from left to right (left and right attributes).
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left (right and left attributes, first view rightmost).
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Vertical spacing runs from one view's bottom to the next one's top (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from one view's last baseline to the next one's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }
}
