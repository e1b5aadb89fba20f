public import Foundation

extension UIImage {
  /// The point size (or text style), weight and scale a symbol image is drawn at: UIKit's
  /// `UIImage.SymbolConfiguration`.
  ///
  /// A point size and a text style exclude each other, as in UIKit: the one set last wins when
  /// configurations are combined with ``applying(_:)``. A symbol with no size set is drawn for
  /// the body text style (17 pt at the default Dynamic Type size). ``SymbolMetrics`` turns a
  /// configuration into an image size.
  ///
  /// ```swift
  /// let big = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)
  /// let image = UIImage(systemName: "xmark", withConfiguration: big)
  /// ```
  public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    /// The point size set, or nil.
    var pointSize: CGFloat?
    /// The raw value of the `UIFont.TextStyle` set, or nil.
    var textStyleName: String?
    /// The weight set (``UIImage/SymbolWeight/unspecified`` when none).
    var weight = UIImage.SymbolWeight.unspecified
    /// The scale set (``UIImage/SymbolScale/unspecified`` when none).
    var scale = UIImage.SymbolScale.unspecified

    override init() { super.init() }

    /// A configuration with every setting unspecified.
    public static var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

    /// A configuration with a point size, in points.
    public convenience init(pointSize: CGFloat) {
      self.init()
      self.pointSize = pointSize
    }

    /// A configuration with a point size, in points, and a weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize)
      self.weight = weight
    }

    /// A configuration with a point size, in points, a weight and a scale.
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init(pointSize: pointSize, weight: weight)
      self.scale = scale
    }

    /// A configuration that sizes the symbol for `textStyle`, following the Dynamic Type size
    /// of the traits it is resolved with (its own, or the image view's).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init()
      textStyleName = textStyle.rawValue
    }

    /// A configuration with a text style and a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(textStyle: textStyle)
      self.scale = scale
    }

    /// A configuration with `font`'s point size and the symbol weight nearest its weight.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: UIImage.SymbolWeight(font.weight))
    }

    /// A configuration with `font`'s point size and weight, and a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init(font: font)
      self.scale = scale
    }

    /// A configuration drawing the symbol in shades of `hierarchicalColor`; colours do not
    /// change sizes, so the model keeps none.
    public convenience init(hierarchicalColor: UIColor) {
      self.init()
    }

    /// A configuration drawing the symbol's layers in `paletteColors`; kept as none (colours
    /// do not change sizes).
    public convenience init(paletteColors: [UIColor]) {
      self.init()
    }

    /// A configuration preferring the symbol's multicolour variant; sizes do not change.
    public static func preferringMulticolor() -> UIImage.SymbolConfiguration {
      SymbolConfiguration()
    }

    /// A configuration with only a weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init()
      self.weight = weight
    }

    /// A configuration with only a scale.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init()
      self.scale = scale
    }

    /// This configuration without its point size and weight.
    public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
      let copy = makeCopy() as! SymbolConfiguration
      copy.pointSize = nil
      copy.weight = .unspecified
      return copy
    }

    /// This configuration without its text style.
    public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration {
      let copy = makeCopy() as! SymbolConfiguration
      copy.textStyleName = nil
      return copy
    }

    /// This configuration without its scale.
    public func configurationWithoutScale() -> UIImage.SymbolConfiguration {
      let copy = makeCopy() as! SymbolConfiguration
      copy.scale = .unspecified
      return copy
    }

    /// This configuration without its weight.
    public func configurationWithoutWeight() -> UIImage.SymbolConfiguration {
      let copy = makeCopy() as! SymbolConfiguration
      copy.weight = .unspecified
      return copy
    }

    /// Whether the two configurations hold the same settings.
    func isEqual(to other: UIImage.SymbolConfiguration?) -> Bool {
      guard let other else { return false }
      return pointSize == other.pointSize && textStyleName == other.textStyleName
        && weight == other.weight && scale == other.scale
        && traitCollection == other.traitCollection
    }

    public override func isEqual(_ object: Any?) -> Bool {
      isEqual(to: object as? UIImage.SymbolConfiguration)
    }

    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(pointSize)
      hasher.combine(textStyleName)
      hasher.combine(weight)
      hasher.combine(scale)
      return hasher.finalize()
    }

    override func makeCopy() -> UIImage.Configuration {
      let copy = SymbolConfiguration()
      copy.traitCollection = traitCollection
      copy.pointSize = pointSize
      copy.textStyleName = textStyleName
      copy.weight = weight
      copy.scale = scale
      return copy
    }

    override func merge(_ other: UIImage.Configuration?) {
      super.merge(other)
      guard let other = other as? SymbolConfiguration else { return }
      // A size source set in `other` replaces both of ours: point size and text style
      // exclude each other.
      if other.pointSize != nil || other.textStyleName != nil {
        pointSize = other.pointSize
        textStyleName = other.textStyleName
      }
      if other.weight != .unspecified { weight = other.weight }
      if other.scale != .unspecified { scale = other.scale }
    }
  }
}
