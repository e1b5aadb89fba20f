public import Foundation

/// A picture with a size in points: UIKit's `UIImage`, modelled for layout.
///
/// Two kinds exist, as on a device: SF Symbols (``init(systemName:)``), whose size follows a
/// ``SymbolConfiguration`` (point size or text style, weight, scale; sized by the model's
/// ``SymbolMetrics``), and named images (``init(named:)``), which a test registers with a
/// size first (``register(named:size:scale:)``, model-only API) because the model has no
/// asset catalog; an unregistered name gives nil, as a missing asset does on a device, and so
/// does a symbol name SF Symbols does not have (``SFSymbolNames``). The
/// model draws nothing: pixels, colours and orientation are not kept.
///
/// ```swift
/// UIImage.register(named: "courier-logo", size: CGSize(width: 40, height: 24))
/// print(UIImage(named: "courier-logo")?.size)  // Optional((40.0, 24.0))
/// print(UIImage(systemName: "car.fill")?.size)  // Optional((22.0, 16.0))
/// ```
open class UIImage: NSObject, @unchecked Sendable {
  /// The SF Symbol name, or nil for a named image.
  let symbolName: String?
  /// The registered name of a named image, or nil.
  let assetName: String?
  /// A named image's size in points (symbols compute theirs).
  let assetSize: CGSize

  /// Pixels per point of the image: a named image's registered scale; a symbol's is the
  /// display scale of its configuration's traits (3 when none, the model's default).
  public let scale: CGFloat
  /// How the image draws (``RenderingMode``); `.automatic` unless changed.
  public let renderingMode: RenderingMode
  /// Whether the image is drawn mirrored in right-to-left layouts; false unless made by
  /// ``imageFlippedForRightToLeftLayoutDirection()``.
  public let flipsForRightToLeftLayoutDirection: Bool
  /// The configuration the image was made or last configured with.
  public let configuration: UIImage.Configuration?

  /// Creates an empty image, zero points a side (UIKit's `UIImage()`).
  public override init() {
    symbolName = nil
    assetName = nil
    assetSize = .zero
    scale = 1
    renderingMode = .automatic
    flipsForRightToLeftLayoutDirection = false
    configuration = nil
    super.init()
  }

  init(
    symbolName: String?, assetName: String?, assetSize: CGSize, scale: CGFloat,
    renderingMode: RenderingMode = .automatic, flips: Bool = false,
    configuration: UIImage.Configuration? = nil
  ) {
    self.symbolName = symbolName
    self.assetName = assetName
    self.assetSize = assetSize
    self.scale = scale
    self.renderingMode = renderingMode
    self.flipsForRightToLeftLayoutDirection = flips
    self.configuration = configuration
    super.init()
  }

  /// A copy with some properties changed.
  func with(
    renderingMode: RenderingMode? = nil, flips: Bool? = nil,
    configuration: UIImage.Configuration?? = nil
  ) -> UIImage {
    let configuration = configuration ?? self.configuration
    let scale =
      symbolName != nil ? (configuration?.traitCollection?.displayScale ?? 3) : self.scale
    return UIImage(
      symbolName: symbolName, assetName: assetName, assetSize: assetSize, scale: scale,
      renderingMode: renderingMode ?? self.renderingMode,
      flips: flips ?? flipsForRightToLeftLayoutDirection, configuration: configuration)
  }

  // MARK: - Symbols

  /// The SF Symbol called `name`, drawn for the body text style; nil when SF Symbols has no
  /// symbol of that name, as on a device (a typo such as `"phone.fil"` gives nil).
  ///
  /// Names are looked up in ``SFSymbolNames``: every name of SF Symbols 1.0 to 7.1, from the
  /// SF Symbols app's `name_availability.plist` (CONFORMANCE.md AL-UIK-104).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol called `name` under `configuration`; nil when SF Symbols has no symbol of
  /// that name (``SFSymbolNames``).
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    guard SFSymbolNames.contains(name) else { return nil }
    self.init(
      symbolName: name, assetName: nil, assetSize: .zero,
      scale: configuration?.traitCollection?.displayScale ?? 3, configuration: configuration)
  }

  /// The SF Symbol called `name` for `traitCollection`; nil when SF Symbols has no symbol of
  /// that name (``SFSymbolNames``).
  public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?)
  {
    self.init(
      systemName: name,
      withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(
        traitCollection))
  }

  /// Whether this is an SF Symbol.
  public var isSymbolImage: Bool { symbolName != nil }

  /// The symbol configuration the image carries; nil for images that are not symbols.
  public var symbolConfiguration: UIImage.SymbolConfiguration? {
    guard isSymbolImage else { return nil }
    return configuration as? UIImage.SymbolConfiguration ?? .unspecified
  }

  // MARK: - Size

  /// The size in points: a named image's registered size; a symbol's from its configuration
  /// (``SymbolMetrics``).
  public var size: CGSize { size(preferredConfiguration: nil, traits: nil) }

  /// The size when shown with `preferredConfiguration` beneath the image's own (as an image
  /// view's `preferredSymbolConfiguration` is) and `traits` where the image has none.
  func size(
    preferredConfiguration: UIImage.SymbolConfiguration?, traits: UITraitCollection?
  ) -> CGSize {
    guard let symbolName else { return assetSize }
    let own = configuration as? UIImage.SymbolConfiguration
    let combined = preferredConfiguration.map { $0.applying(own) } ?? own
    let traits = configuration?.traitCollection ?? traits
    return SymbolMetrics.size(
      of: symbolName, configuration: combined, traits: traits,
      displayScale: traits?.displayScale ?? 3)
  }

  // MARK: - Variants

  /// The image with `configuration`'s settings on top of its own (the model merges, as
  /// ``SymbolConfiguration/applying(_:)`` does).
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    let merged = self.configuration.map { $0.applying(configuration) } ?? configuration
    return with(configuration: .some(merged))
  }

  /// The symbol with `configuration`'s settings on top of its own; nil for other images.
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration)
    -> UIImage?
  {
    isSymbolImage ? withConfiguration(configuration) : nil
  }

  /// The image with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    with(renderingMode: renderingMode)
  }

  /// The image drawn in `color`; its rendering mode becomes `.alwaysOriginal`, as UIKit
  /// documents (`withTintColor(_:)`). The model keeps no colours.
  public func withTintColor(_ color: UIColor) -> UIImage {
    with(renderingMode: .alwaysOriginal)
  }

  /// The image drawn in `color` with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    with(renderingMode: renderingMode)
  }

  /// The image marked to be drawn mirrored in right-to-left layouts
  /// (``flipsForRightToLeftLayoutDirection`` true).
  public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
    with(flips: true)
  }

  /// The image made stretchable with `capInsets`; the model keeps the size (stretching
  /// happens when drawn) and the insets are not kept.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

  /// The image made stretchable or tiling; the size is unchanged.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode)
    -> UIImage
  {
    self
  }

  /// UIKit's standard symbols: `plus`, `minus`, `checkmark` (and its stroked variant),
  /// `ellipsis.circle`.
  public static var add: UIImage { UIImage(systemName: "plus")! }
  public static var remove: UIImage { UIImage(systemName: "minus")! }
  public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
  public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }
  public static var actions: UIImage { UIImage(systemName: "ellipsis.circle")! }

  /// `<UIImage: symbol(car.fill) {22, 16}>` or `<UIImage: named(logo) {40, 24}>`; no
  /// address, so output is the same in every run.
  open override var description: String {
    let kind = symbolName.map { "symbol(\($0))" } ?? assetName.map { "named(\($0))" } ?? "empty"
    let size = size
    return "<UIImage: \(kind) {\(size.width.layoutText), \(size.height.layoutText)}>"
  }
}
