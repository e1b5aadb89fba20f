/// How strongly the solver tries to satisfy a constraint: Auto Layout's priority, 0 to 1000.
///
/// ``required`` (1000) constraints must hold. Every other value in (0, 1000) is optional and
/// forms its own tier of the objective: the solver first minimises the total error of the
/// highest tier, then, without giving any of that back, the next tier, and so on. So one
/// constraint at 251 beats any number at 250, as in UIKit (autolayout-and-layout-testing.md
/// §A3), unlike kiwi's fused floating-point weights.
///
/// The named values follow kiwi (strong, medium, weak) mapped to UIKit's scale
/// (shared/bench/WORKLOADS.md): `strong` is UIKit's `defaultHigh`, `weak` its `defaultLow`.
public struct Strength: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority, on UIKit's scale; the solver accepts values in (0, 1000].
  public var rawValue: Double

  /// Creates a strength; the solver rejects values outside (0, 1000].
  public init(rawValue: Double) { self.rawValue = rawValue }
  /// Creates a strength from a literal such as `251.5`.
  public init(floatLiteral value: Double) { self.rawValue = value }
  /// Creates a strength from a literal such as `251`.
  public init(integerLiteral value: Int) { self.rawValue = Double(value) }

  /// 1000: the constraint must hold.
  public static let required = Strength(rawValue: 1000)
  /// 750, kiwi's strong and UIKit's `defaultHigh`.
  public static let strong = Strength(rawValue: 750)
  /// 500, kiwi's medium.
  public static let medium = Strength(rawValue: 500)
  /// 250, kiwi's weak and UIKit's `defaultLow`.
  public static let weak = Strength(rawValue: 250)

  /// Whether the constraint must hold.
  public var isRequired: Bool { rawValue == 1000 }
  /// Whether the solver accepts this value: greater than 0 and at most 1000.
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// Whether `lhs` is the weaker.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "required" or the priority number.
  public var description: String {
    isRequired ? "required" : rawValue.shortDescription
  }
}
