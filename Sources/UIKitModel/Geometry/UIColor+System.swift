public import Foundation

// UIKit's system and semantic colours, in their light-mode values (Apple's Human Interface
// Guidelines, "Color": system colours in sRGB, e.g. systemBlue (0, 122, 255); semantic label,
// fill and background colours with their alpha). The model has no dark mode: a delegate's colour
// choice changes no frame, and the rules read a colour only to tell clear from opaque.

extension UIColor {
  /// A colour from 0–255 sRGB components, as the HIG lists them.
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1)
    -> UIColor
  {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  public static let systemRed = rgb(255, 59, 48)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)
  /// The app's tint: system blue unless the app sets its own.
  public static let tintColor = rgb(0, 122, 255)

  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  public static let link = rgb(0, 122, 255)
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  public static let separator = rgb(60, 60, 67, 0.29)
  public static let opaqueSeparator = rgb(198, 198, 200)
  public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
  public static let systemGroupedBackground = rgb(242, 242, 247)
  public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  public static let systemFill = rgb(120, 120, 128, 0.2)
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)

  /// Text on dark backgrounds: white at 60 % opacity, as UIKit's.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Text on light backgrounds: opaque black, as UIKit's.
  public static let darkText = UIColor(white: 0, alpha: 1)

  /// A colour from a Core Graphics colour's components (RGBA, or grey and alpha).
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else {
      self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
    }
  }

  /// Writes the red, green, blue and alpha components, 0...1; true, as for any colour the
  /// model holds (all are RGB-compatible).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the grey level and alpha; true only for a grey (equal components), as UIKit
  /// answers false for colours it cannot express as grey.
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard red == green, green == blue else { return false }
    white?.pointee = red
    alpha?.pointee = self.alpha
    return true
  }

  /// A colour from hue, saturation and brightness, each 0...1 (UIKit's HSB initializer).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A colour that depends on traits: the model resolves it once, for the light-mode default
  /// traits, as it has no dark mode.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let resolved = dynamicProvider(UITraitCollection(preferredContentSizeCategory: .large))
    self.init(
      red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  /// This colour for `traitCollection`: itself (the model's colours do not vary by traits).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
