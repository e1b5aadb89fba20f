#if canImport(CoreGraphics)
  public import CoreGraphics
#else
  public import Foundation

  /// A colour as Core Graphics holds it, for platforms without CoreGraphics (Linux): sRGB
  /// components with alpha, what `UIColor.cgColor` gives and layers take.
  public final class CGColor: Sendable, Equatable {
    /// Red, green, blue and alpha, each 0...1.
    public let components: [CGFloat]?
    /// The opacity, 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A colour from sRGB components, as CoreGraphics' initializer of that name.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.components == rhs.components
    }
  }
#endif

extension UIColor {
  /// The colour as a `CGColor` (Core Graphics' own where it exists).
  public var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
