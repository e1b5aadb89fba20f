/// The priority of a constraint, hugging or compression resistance, with UIKit's named values.
///
/// Any value in (0, 1000] is legal; 1000 is required, everything below is optional and
/// satisfied in lexicographic order, highest first (autolayout-and-layout-testing.md §A2,
/// §A3).
///
/// Not expressible by literals, as on iOS, where `c.priority = 999` does not compile: write
/// `UILayoutPriority(999)` so code that compiles here compiles for iOS.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The priority on UIKit's scale, 0...1000.
  public var rawValue: Float

  /// Creates a priority from its raw value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority from its raw value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: the default content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the level at which a view prefers its fitting size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Compares raw values.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `+` and `-` adjust a priority by a number, as UIKit's overlay does (`.defaultLow + 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// Lowers a priority by a number (`.required - 1`).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// The raw value as UIKit prints it, e.g. `750`.
  public var description: String { Double(rawValue).layoutText }
}
