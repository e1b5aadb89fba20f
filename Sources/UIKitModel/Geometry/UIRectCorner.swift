/// Corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``;
/// UIKit's raw values.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The corner bits, UIKit's values.
  public let rawValue: UInt
  /// Corners from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
