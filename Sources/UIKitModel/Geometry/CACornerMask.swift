/// Which corners of a layer are rounded, with Core Animation's raw values.
///
/// In UIKit's flipped coordinates MinY is the top, so 1 is top-left, 2 top-right,
/// 4 bottom-left and 8 bottom-right (autolayout-and-layout-testing.md §A18).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt

  /// Creates a mask from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (raw value 1).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner (raw value 2).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner (raw value 4).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner (raw value 8).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
