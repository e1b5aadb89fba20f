extension UIView {
  /// Which parts of a frame stretch when the superview resizes, with UIKit's raw values.
  ///
  /// Used only while ``UIView/translatesAutoresizingMaskIntoConstraints`` is true
  /// (autolayout-and-layout-testing.md §A10); logs print it per axis as `h=-&-`.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a mask from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches (1).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    /// The width stretches (2).
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    /// The right margin stretches (4).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    /// The top margin stretches (8).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    /// The height stretches (16).
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    /// The bottom margin stretches (32).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
  }
}
