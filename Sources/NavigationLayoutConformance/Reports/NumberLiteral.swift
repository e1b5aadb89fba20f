import Foundation

/// Numbers in Swift and JSON repros: the shortest text that reads back as the same `Double`,
/// without a needless `.0` (`393`, `12.5`, `0.3333333333333333`), so a round trip is exact.
enum NumberLiteral {
  /// The literal for `value`; non-finite values (never in a valid scenario) fall back to 0.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// The literal for a number of points.
  static func text(_ value: CGFloat) -> String { text(Double(value)) }
}
