public import Foundation

/// A tappable button: UIKit's `UIButton`, with intrinsic sizes from its title, image and
/// insets.
///
/// Two ways to configure one, as in UIKit:
/// - **Per-state content** (`setTitle(_:for:)`, `setImage(_:for:)`, ``contentEdgeInsets``):
///   the intrinsic size is the image and the title side by side. A titled button is 6 points
///   taller than its title above and below (a 15-point system title is 18 points high, so
///   the button is 30) and at least 30 points wide, as UIKit's system button (Sadun, *iOS
///   Auto Layout Demystified*: "Hello World: {78, 30}", "On: {30, 30}"). Non-zero
///   ``contentEdgeInsets`` replace that padding and minimum, as on a device (the known way
///   to remove the padding is a tiny inset). ``titleEdgeInsets`` and ``imageEdgeInsets`` move
///   content without resizing the button ("The button does not use this property to
///   determine intrinsicContentSize", UIButton `titleEdgeInsets` reference). A button with
///   neither title nor image is 30 × 34 points (a model figure, CONFORMANCE.md §3).
/// - **A ``Configuration``** (iOS 15): content plus ``Configuration/contentInsets``; see there.
///
/// The title of a state without one is the normal state's, as UIKit documents for
/// `title(for:)`; the same holds for images. Changing the state (``UIControl/isEnabled``, …)
/// re-reads the current title and image.
///
/// ```swift
/// let call = UIButton(type: .system)
/// call.setTitle("Call", for: .normal)
/// print(call.intrinsicContentSize.height)  // 30.0
/// ```
open class UIButton: UIControl {
  /// The closure that updates a button's configuration for its state.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  /// The kind of button; `.custom` for `init(frame:)`, as in UIKit.
  public internal(set) var buttonType = ButtonType.custom

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var imageSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var lazyImageView: UIImageView?
  private var lazyTitleLabel: UIButtonLabel?

  /// Space around the title and image, in points; zero keeps UIKit's default padding.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Moves the title without resizing the button; stored only.
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// Moves the image without resizing the button; stored only.
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// The button's configuration; setting one makes the button size by it.
  open var configuration: UIButton.Configuration? {
    didSet {
      configuredLayoutCache = nil
      invalidateIntrinsicContentSize()
      setNeedsUpdateConfiguration()
    }
  }
  /// Runs when the configuration needs updating (state changes, ``setNeedsUpdateConfiguration()``).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The menu the button shows; stored only (the model shows no menus).
  open var menu: UIMenu?
  /// Whether a tap shows ``menu`` instead of sending the primary action; stored only.
  open var showsMenuAsPrimaryAction = false
  /// Whether a tap toggles ``UIControl/isSelected``; stored only.
  open var changesSelectionAsPrimaryAction = false
  /// Whether state changes update the configuration; true by default.
  open var automaticallyUpdatesConfiguration = true
  /// Whether an update is running, so the handler may set ``configuration`` without looping.
  private var isUpdatingConfiguration = false
  /// The baseline offsets the engine last lowered with.
  private var loweredBaselines: (first: CGFloat, last: CGFloat) = (0, 0)
  /// The configured layout last measured and the environment it was measured in. The layout
  /// is a function of the configuration (cleared when it is set) and the traits, which the
  /// environment decides; size and both baselines read it, so one measurement serves all
  /// three until either changes.
  private var configuredLayoutCache: (environment: LayoutEnvironment, layout: ConfiguredLayout)?

  /// The configured layout in the current traits, measured at most once per environment.
  private func configuredLayout(_ configuration: Configuration) -> ConfiguredLayout {
    let environment = layoutEnvironment
    if let cache = configuredLayoutCache, cache.environment == environment { return cache.layout }
    let layout = ConfiguredLayout(of: self, configuration)
    configuredLayoutCache = (environment, layout)
    return layout
  }

  /// Creates a button of `buttonType`; `.system` is the kind apps make in code.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of `buttonType` whose primary action is `primaryAction`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    adoptPrimaryAction(primaryAction)
  }

  /// Creates a `.system` button with `configuration` and an optional primary action.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)
  {
    self.init(type: .system)
    self.configuration = configuration
    adoptPrimaryAction(primaryAction)
  }

  /// The action's title and image become the normal state's (unless a configuration
  /// shows content), and it runs for `.primaryActionTriggered`.
  override func adoptPrimaryAction(_ action: UIAction?) {
    guard let action else { return }
    if configuration == nil {
      if !action.title.isEmpty { setTitle(action.title, for: .normal) }
      if let image = action.image { setImage(image, for: .normal) }
    }
    super.adoptPrimaryAction(action)
  }

  // MARK: - Per-state content

  /// Sets the title shown in `state`; nil falls back to the normal state's.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    shownContentDidChange()
  }

  /// The title for `state`, or the normal state's when none is set.
  open func title(for state: UIControl.State) -> String? { Self.value(in: titles, for: state) }

  /// `table`'s value for `state`, or the normal state's (UIKit's fallback for titles, images
  /// and title colours).
  private static func value<Value>(in table: [UInt: Value], for state: UIControl.State) -> Value? {
    table[state.rawValue] ?? table[UIControl.State.normal.rawValue]
  }

  /// The shown title or image may have changed: the subviews show the current ones and the
  /// button measures again.
  private func shownContentDidChange() {
    if let label = lazyTitleLabel {
      if let attributed = currentAttributedTitle {
        label.attributedText = attributed
      } else {
        label.text = currentTitle
      }
    }
    lazyImageView?.image = currentImage
    invalidateIntrinsicContentSize()
  }

  /// The title shown now: the attributed title's text when the state has one.
  open var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }

  /// Sets an attributed title for `state`; it is shown (and measured, runs with a font
  /// attribute in that font) instead of the plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
    shownContentDidChange()
  }

  /// The attributed title for `state`, or the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    Self.value(in: attributedTitles, for: state)
  }

  /// The attributed title shown now, if any.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  /// Sets the background image for `state`; the button is at least its size, as in UIKit.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    shownContentDidChange()
  }

  /// The background image for `state`, or the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    Self.value(in: backgroundImages, for: state)
  }

  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// Sets the symbol configuration the image of `state` is drawn with, beneath its own.
  open func setPreferredSymbolConfiguration(
    _ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State
  ) {
    imageSymbolConfigurations[state.rawValue] = configuration
    shownContentDidChange()
  }

  /// The symbol configuration for images in `state`, or the normal state's.
  open func preferredSymbolConfigurationForImage(in state: UIControl.State)
    -> UIImage.SymbolConfiguration?
  {
    Self.value(in: imageSymbolConfigurations, for: state)
  }

  /// Sets the image shown in `state`; nil falls back to the normal state's.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    shownContentDidChange()
  }

  /// The image for `state`, or the normal state's when none is set.
  open func image(for state: UIControl.State) -> UIImage? { Self.value(in: images, for: state) }

  /// The image shown now: the state's, or the type's built-in glyph.
  open var currentImage: UIImage? {
    image(for: state) ?? buttonType.builtInSymbolName.flatMap { Self.builtInGlyph($0) }
  }

  /// The info and add glyphs: 22 × 22 points (model).
  private static func builtInGlyph(_ name: String) -> UIImage? {
    UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22 * 17 / 19))
  }

  /// Sets the title colour for `state`; stored only.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for `state`, or the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    Self.value(in: titleColors, for: state)
  }

  /// The label showing ``currentTitle`` (15-point system font), made on first use; the
  /// button places it, and measures its title with it (its font, lines, Dynamic Type).
  open var titleLabel: UILabel? {
    if let lazyTitleLabel { return lazyTitleLabel }
    let label = UIButtonLabel()
    label.font = Self.defaultTitleFont
    if let attributed = currentAttributedTitle {
      label.attributedText = attributed
    } else {
      label.text = currentTitle
    }
    label.isLaidOutByHand = true
    addSubview(label)
    lazyTitleLabel = label
    return label
  }

  /// The title label if it was made.
  var existingTitleLabel: UILabel? { lazyTitleLabel }

  /// The image view showing ``currentImage``, made on first use; the button places it.
  open var imageView: UIImageView? {
    if let lazyImageView { return lazyImageView }
    let view = UIImageView(image: currentImage)
    view.isLaidOutByHand = true
    addSubview(view)
    lazyImageView = view
    return view
  }

  override func controlStateDidChange() {
    shownContentDidChange()
    if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
  }

  // MARK: - Configuration updates

  /// Asks for ``updateConfiguration()``; the model runs it at once (UIKit runs it before the
  /// next layout), except from inside an update.
  open func setNeedsUpdateConfiguration() {
    guard !isUpdatingConfiguration else { return }
    isUpdatingConfiguration = true
    updateConfiguration()
    isUpdatingConfiguration = false
  }

  /// Runs ``configurationUpdateHandler`` for the current state.
  open func updateConfiguration() {
    configurationUpdateHandler?(self)
  }

  // MARK: - Size

  /// The size the content needs, in points (see the type's discussion).
  open override var intrinsicContentSize: CGSize {
    let size = configuration.map { configuredLayout($0).size } ?? legacySize()
    // On the pixel grid, as UIKit's sizes are; sums of rounded parts carry float noise.
    let scale = traitCollection.displayScale
    return CGSize(
      width: TextMeasurement.ceilToPixel(size.width, scale: scale),
      height: TextMeasurement.ceilToPixel(size.height, scale: scale))
  }

  /// The intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Measures again at the next pass, and lowers baseline constraints again when the title's
  /// baselines moved (as a label does).
  open override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    let baselines = (firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
    if baselines != loweredBaselines {
      loweredBaselines = baselines
      invalidateBaselines()
    }
  }

  /// Configured buttons' titles follow Dynamic Type, so a trait change re-measures them.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    invalidateIntrinsicContentSize()
  }

  /// Size of a button configured per state: image and title side by side (see the type's
  /// discussion), at least the background image's size.
  private func legacySize() -> CGSize {
    if buttonType == .close { return CGSize(width: 30, height: 30) }
    let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
    let image = currentImage
    let background = currentBackgroundImage?.size
    if title == nil && image == nil { return background ?? CGSize(width: 30, height: 34) }
    let titleSize = title.map(legacyTitleSize) ?? .zero
    let imageSize =
      image?.size(
        preferredConfiguration: preferredSymbolConfigurationForImage(in: state),
        traits: traitCollection) ?? .zero
    let insets = contentEdgeInsets
    let padded = insets == .zero && title != nil
    var width = imageSize.width + titleSize.width
    var height = max(imageSize.height, titleSize.height + (padded ? 12 : 0))
    if padded { width = max(width, 30) }
    width += insets.left + insets.right
    height += insets.top + insets.bottom
    return CGSize(
      width: max(width, background?.width ?? 0), height: max(height, background?.height ?? 0))
  }

  // MARK: - Baselines

  /// The title's first baseline below the top of a button at its intrinsic height (the
  /// title centred between the insets; a configured button's text placed as its
  /// configuration says); 0 without a title.
  open override var firstBaselineOffsetFromTop: CGFloat {
    if let configuration { return configuredLayout(configuration).firstBaseline }
    guard let title = currentTitle, !title.isEmpty else { return 0 }
    let height = legacyTitleSize(title).height
    let top = (intrinsicContentSize.height - height) / 2
    return top + legacyTitleBaselines(title).ascender
  }

  /// The last text line's descent plus the space below the text at the intrinsic height; 0
  /// without a title.
  open override var lastBaselineOffsetFromBottom: CGFloat {
    if let configuration { return configuredLayout(configuration).lastBaseline }
    guard let title = currentTitle, !title.isEmpty else { return 0 }
    let height = legacyTitleSize(title).height
    let bottom = (intrinsicContentSize.height - height) / 2
    return bottom + legacyTitleBaselines(title).descent
  }

  // MARK: - Subviews

  /// Places the image view and title label (those made) side by side, image first on the
  /// leading side, the pair centred in the bounds less ``contentEdgeInsets``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard lazyImageView != nil || lazyTitleLabel != nil else { return }
    let imageSize = lazyImageView?.image?.size ?? .zero
    let titleSize = currentTitle.map(legacyTitleSize) ?? .zero
    let insets = contentEdgeInsets
    let inner = CGRect(
      x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
    var x = inner.minX + (inner.width - imageSize.width - titleSize.width) / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var frames: [(UIView?, CGSize)] = [(lazyImageView, imageSize), (lazyTitleLabel, titleSize)]
    if rightToLeft { frames.reverse() }
    for (view, size) in frames {
      view?.setManagedFrame(
        CGRect(
          x: x, y: inner.minY + (inner.height - size.height) / 2, width: size.width,
          height: size.height))
      x += size.width
    }
  }
}
