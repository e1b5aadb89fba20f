import Foundation

/// The model's sizes of SF Symbols: a deterministic stand-in for the glyph metrics a device
/// reads from its symbol font.
///
/// A symbol's size is its table size at 17 pt (regular weight, medium scale), times
/// pointSize / 17, times the scale factor (small 0.8, medium 1, large 1.3), with the width
/// also times a weight factor (ultraLight 0.96 … black 1.06), each side rounded to the pixel
/// grid of the image's scale. The point size is the configuration's, or its text style's at
/// the Dynamic Type size of the traits, or the body style's (17 pt at `.large`). Every figure
/// here is the model's (CONFORMANCE.md §3, "Controls and images"): proportions close to the
/// glyphs', not Apple's metrics. A name not in the table (but in ``SFSymbolNames``, which
/// decides whether a symbol exists) gets ``defaultSize``, a square-ish symbol the size of a
/// circled glyph.
enum SymbolMetrics {
  /// The point size a symbol without a size is drawn at: the body style at `.large`.
  static let defaultPointSize: CGFloat = 17

  /// The reference point size of ``table``.
  static let referencePointSize: CGFloat = 17

  /// Size of a symbol not in ``table`` at 17 pt, regular, medium.
  static let defaultSize = CGSize(width: 19, height: 19)

  /// Symbols common in navigation and delivery apps: size at 17 pt, regular, medium.
  static let table: [String: CGSize] = [
    "arrow.triangle.turn.up.right.diamond.fill": CGSize(width: 20, height: 20),
    "bag": CGSize(width: 17, height: 19),
    "bag.fill": CGSize(width: 17, height: 19),
    "bell": CGSize(width: 17, height: 19),
    "car.fill": CGSize(width: 22, height: 16),
    "car": CGSize(width: 22, height: 16),
    "checkmark": CGSize(width: 17, height: 16),
    "checkmark.circle.fill": CGSize(width: 19, height: 19),
    "chevron.down": CGSize(width: 17, height: 10),
    "chevron.left": CGSize(width: 10, height: 17),
    "chevron.right": CGSize(width: 10, height: 17),
    "chevron.up": CGSize(width: 17, height: 10),
    "clock": CGSize(width: 18, height: 18),
    "clock.fill": CGSize(width: 18, height: 18),
    "ellipsis": CGSize(width: 19, height: 5),
    "exclamationmark.triangle.fill": CGSize(width: 20, height: 18),
    "gearshape": CGSize(width: 19, height: 19),
    "house.fill": CGSize(width: 21, height: 17),
    "info.circle": CGSize(width: 19, height: 19),
    "location.fill": CGSize(width: 17, height: 17),
    "magnifyingglass": CGSize(width: 18, height: 18),
    "mappin": CGSize(width: 10, height: 19),
    "mappin.and.ellipse": CGSize(width: 17, height: 20),
    "person.crop.circle": CGSize(width: 20, height: 20),
    "person.fill": CGSize(width: 18, height: 18),
    "phone.fill": CGSize(width: 18, height: 18),
    "plus": CGSize(width: 16, height: 16),
    "shippingbox": CGSize(width: 19, height: 19),
    "shippingbox.fill": CGSize(width: 19, height: 19),
    "star.fill": CGSize(width: 19, height: 18),
    "xmark": CGSize(width: 15, height: 15),
    "xmark.circle.fill": CGSize(width: 19, height: 19),
  ]

  /// The factor a scale multiplies both sides by; `default` and `unspecified` are medium.
  static func factor(for scale: UIImage.SymbolScale) -> CGFloat {
    switch scale {
    case .small: 0.8
    case .large: 1.3
    case .medium, .default, .unspecified: 1
    }
  }

  /// The factor a weight multiplies the width by; `unspecified` is regular.
  static func widthFactor(for weight: UIImage.SymbolWeight) -> CGFloat {
    switch weight {
    case .ultraLight: 0.96
    case .thin: 0.97
    case .light: 0.98
    case .regular, .unspecified: 1
    case .medium: 1.01
    case .semibold: 1.02
    case .bold: 1.03
    case .heavy: 1.05
    case .black: 1.06
    }
  }

  /// The point size `configuration` asks for under `traits`.
  static func pointSize(
    _ configuration: UIImage.SymbolConfiguration?, traits: UITraitCollection?
  ) -> CGFloat {
    if let size = configuration?.pointSize, size > 0 { return size }
    if let style = configuration?.textStyleName {
      let category = traits?.preferredContentSizeCategory ?? .large
      return textStylePointSize(style, category: category)
    }
    return defaultPointSize
  }

  /// The point size of the text style with raw value `style` at `category`: the one place
  /// symbol sizing reads the Dynamic Type table.
  static func textStylePointSize(_ style: String, category: UIContentSizeCategory) -> CGFloat {
    TextMetrics.pointSize(of: UIFont.TextStyle(rawValue: style), at: category)
  }

  /// The size, in points, of symbol `name` under `configuration` and `traits`, on the pixel
  /// grid of `displayScale`.
  static func size(
    of name: String, configuration: UIImage.SymbolConfiguration?,
    traits: UITraitCollection?, displayScale: CGFloat
  ) -> CGSize {
    let base = table[name] ?? defaultSize
    let factor =
      pointSize(configuration, traits: traits) / referencePointSize
      * Self.factor(for: configuration?.scale ?? .unspecified)
    let width = base.width * factor * widthFactor(for: configuration?.weight ?? .unspecified)
    let height = base.height * factor
    let scale = displayScale > 0 ? displayScale : 3
    return CGSize(
      width: (width * scale).rounded() / scale, height: (height * scale).rounded() / scale)
  }
}
