public import Foundation

extension UIFont {
  /// A font weight: UIKit's `UIFont.Weight`, with UIKit's raw values (−1 … 1, regular 0).
  ///
  /// Heavier weights measure wider in this model: advances grow by
  /// ``TextMetrics/weightWidening`` per unit of raw value.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from its raw value, as UIKit's initializer does.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name UIKit's system font has at this weight (`Regular`, `Semibold`, …).
    var name: String {
      let names: [(Weight, String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
        (.black, "Black"),
      ]
      // The nearest named weight.
      var best = names[3]
      for entry in names
      where abs(entry.0.rawValue - rawValue) < abs(best.0.rawValue - rawValue) {
        best = entry
      }
      return best.1
    }
  }
}
