public import Foundation

/// A colour as red, green, blue and alpha components in 0...1; just enough of UIKit's
/// `UIColor` for the conformance rules to tell clear from opaque backgrounds.
///
/// DESIGN.md §6: a custom view counts as an opaque overlay when it is visible with a
/// non-clear background, so ``isClear`` is what the rules read.
public final class UIColor: NSObject, Sendable {
  /// The red component, 0...1.
  public let red: CGFloat
  /// The green component, 0...1.
  public let green: CGFloat
  /// The blue component, 0...1.
  public let blue: CGFloat
  /// The alpha component, 0...1.
  public let alpha: CGFloat

  /// Creates a colour from RGBA components in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey from a white level and alpha in 0...1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Whether the colour is fully transparent (alpha 0).
  public var isClear: Bool { alpha <= 0 }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Colours are equal when their components are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  /// Hashes the components, consistently with ``isEqual(_:)``.
  public override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
  public override var description: String {
    "UIExtendedSRGBColorSpace \(red.layoutText) \(green.layoutText) \(blue.layoutText) \(alpha.layoutText)"
  }

  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Opaque mid grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Opaque red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Opaque orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// The light-mode system background: opaque white.
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// The light-mode secondary system background.
  public static let secondarySystemBackground = UIColor(
    red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
  /// The light-mode label colour: opaque black.
  public static let label = UIColor(white: 0, alpha: 1)
}
