public import Foundation

/// A read-only line or block of text: UIKit's `UILabel`, with an intrinsic size measured by
/// ``TextMeasurement``.
///
/// Defaults are UIKit's: the 17 pt system font, one line, `.byTruncatingTail`, `.natural`
/// alignment, hugging 250 and compression resistance 750 (a label made in code). The
/// intrinsic size is the text's size rounded up to the pixel grid; an empty label's is
/// (0, 0). A single-line label measures its whole text on one line (Auto Layout then
/// truncates it if it gets less). A multi-line label (`numberOfLines != 1`) wraps at
/// ``preferredMaxLayoutWidth`` when set, otherwise at the width it was laid out at: when a
/// layout pass gives it another width, it invalidates its intrinsic size and the pass solves
/// again, as UIKit's second layout pass does (a first pass without a width measures one line).
/// Its first and last baselines are those of its first and last lines.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
/// let label = UILabel()
/// label.translatesAutoresizingMaskIntoConstraints = false
/// label.numberOfLines = 0
/// label.text = "Leave the parcel at the back door"
/// card.addSubview(label)
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
///   label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
///   label.topAnchor.constraint(equalTo: card.topAnchor),
/// ])
/// card.layoutIfNeeded()
/// print(label.textLines.count)  // 2
/// ```
open class UILabel: UIView {
  /// VoiceOver reads it as one element, as UIKit's does.
  open override var defaultIsAccessibilityElement: Bool { true }

  @exclusivity(unchecked) private var storedText: String?
  @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?
  @exclusivity(unchecked) private var storedFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)
  /// The font sized for a content size category, kept while the category stays.
  @exclusivity(unchecked) private var categoryFont: (UIContentSizeCategory, UIFont)?
  /// The baseline offsets the engine last lowered with.
  @exclusivity(unchecked) private var loweredBaselines: (first: CGFloat, last: CGFloat) = (0, 0)

  /// The text; setting it replaces ``attributedText``.
  open var text: String? {
    get { storedText }
    set {
      // Delegates set the same text again in every callback; that changes nothing.
      guard newValue != storedText || storedAttributedText != nil else { return }
      storedText = newValue
      storedAttributedText = nil
      contentDidChange()
    }
  }

  /// The text with attributes; runs with a ``NSAttributedString/Key/font`` measure in that
  /// font, others in ``font``. Reading it after setting ``text`` gives the text in ``font``.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      return storedText.map { NSAttributedString(string: $0, attributes: [.font: font as Any]) }
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      contentDidChange()
    }
  }

  /// The font (default: the 17 pt system font). With ``adjustsFontForContentSizeCategory``, a
  /// font that scales with a text style reads back sized for the label's content size category.
  open var font: UIFont! {
    get { displayFont }
    set {
      let font = newValue ?? UIFont.systemFont(ofSize: UIFont.labelFontSize)
      guard !font.isSame(as: storedFont) else { return }
      storedFont = font
      categoryFont = nil
      contentDidChange()
    }
  }

  /// The text colour; stored only, the model draws nothing.
  open var textColor: UIColor! = .label
  /// Where lines sit across the label; `.natural` follows the label's layout direction.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown; 0 for no limit. Default 1.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { contentDidChange() } }
  }
  /// How a line that does not fit ends. Default `.byTruncatingTail`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { contentDidChange() } }
  }
  /// Whether a single line too wide for the label shrinks its font, down to
  /// ``minimumScaleFactor``; the intrinsic size is not affected, as in UIKit.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale of the font ``adjustsFontSizeToFitWidth`` may use; 0, the default,
  /// means the font's own size (no shrinking), as UIKit documents.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the
  /// label's content size category (`traitCollection.preferredContentSizeCategory`).
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { contentDidChange() } }
  }
  /// The width a multi-line label wraps at for its intrinsic size; 0 (default) wraps at the
  /// width layout gives it.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
  }
  /// Whether the text draws enabled; stored only.
  open var isEnabled = true
  /// Whether the text draws highlighted; stored only.
  open var isHighlighted = false
  /// The text colour when highlighted; stored only.
  open var highlightedTextColor: UIColor?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    loweredBaselines = (storedFont.ascender, -storedFont.descender)
    isUserInteractionEnabled = false
    isOpaque = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    loweredBaselines = (storedFont.ascender, -storedFont.descender)
    isUserInteractionEnabled = false
    isOpaque = false
  }

  // MARK: - Measurement

  /// Whether there is text to measure.
  private var hasText: Bool {
    if let storedAttributedText { return storedAttributedText.length > 0 }
    return !(storedText ?? "").isEmpty
  }

  private var displayFont: UIFont {
    guard adjustsFontForContentSizeCategory, storedFont.textStyle != nil else { return storedFont }
    let category = hierarchyContentSizeCategory
    if let categoryFont, categoryFont.0 == category { return categoryFont.1 }
    let resolved = storedFont.resolved(for: category) ?? storedFont
    categoryFont = (category, resolved)
    return resolved
  }

  private var scale: CGFloat { hierarchyDisplayScale }

  /// The text laid out at `width` (points) with `font`, the label's line limit and mode.
  private func layout(width: CGFloat, font: UIFont, numberOfLines: Int) -> TextLayout {
    TextMeasurement.layout(
      storedText ?? "", attributed: storedAttributedText, font: font, width: width,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
  }

  /// The width the intrinsic size wraps at: none for one line; the preferred width; else the
  /// laid-out width, none before layout.
  private var wrappingWidth: CGFloat {
    if numberOfLines == 1 { return .greatestFiniteMagnitude }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    let width = storedFrame.width
    return width > 0 ? width : .greatestFiniteMagnitude
  }

  /// The text's size at the wrapping width, rounded up to the pixel grid; (0, 0) without text.
  open override var intrinsicContentSize: CGSize {
    guard hasText else { return .zero }
    return layout(width: wrappingWidth, font: displayFont, numberOfLines: numberOfLines).size(scale: scale)
  }

  /// The text's size within `size.width` (no limit for one line, or when the width is 0 or
  /// less), rounded up to the pixel grid; (0, 0) without text.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard hasText else { return .zero }
    let width = numberOfLines == 1 || size.width <= 0 ? .greatestFiniteMagnitude : size.width
    return layout(width: width, font: displayFont, numberOfLines: numberOfLines).size(scale: scale)
  }

  /// The rectangle the text takes in `bounds`: at its origin, the text's size within the
  /// bounds' width and at most `numberOfLines` lines (0: no limit), capped to the bounds.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    guard hasText else { return CGRect(origin: bounds.origin, size: .zero) }
    let size = layout(width: max(bounds.width, 0), font: displayFont, numberOfLines: numberOfLines)
      .size(scale: scale)
    return CGRect(
      origin: bounds.origin,
      size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
  }

  /// Draws the text; the model draws nothing.
  open func drawText(in rect: CGRect) {}

  // MARK: - What is shown (model-only API)

  /// The font the text is shown in: ``font``, shrunk toward ``minimumScaleFactor`` when
  /// ``adjustsFontSizeToFitWidth`` and one line is wider than the bounds.
  public var shownFont: UIFont {
    let font = displayFont
    guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, numberOfLines == 1, hasText else {
      return font
    }
    let full = layout(width: .greatestFiniteMagnitude, font: font, numberOfLines: 1).width
    let available = storedFrame.width
    guard full > available, full > 0 else { return font }
    let factor = max(minimumScaleFactor, available / full)
    return font.withSize(font.pointSize * factor)
  }

  /// The lines shown in the current bounds, with ellipses where text is cut (model-only).
  public var textLines: [TextLine] {
    guard hasText else { return [] }
    return layout(width: storedFrame.width, font: shownFont, numberOfLines: numberOfLines).lines
  }

  /// Each shown line's rectangle in the label's bounds: aligned per ``textAlignment`` (with
  /// `.natural` and `.justified` following ``effectiveUserInterfaceLayoutDirection``), the
  /// block centred vertically, as UIKit draws a label (model-only).
  public var textLineFrames: [CGRect] {
    guard hasText else { return [] }
    let text = layout(width: storedFrame.width, font: shownFont, numberOfLines: numberOfLines)
    let bounds = storedFrame.size
    let top = (bounds.height - text.height) / 2
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var frames: [CGRect] = []
    for (index, line) in text.lines.enumerated() {
      let x: CGFloat =
        switch textAlignment {
        case .left: 0
        case .right: bounds.width - line.width
        case .center: (bounds.width - line.width) / 2
        case .natural, .justified: rightToLeft ? bounds.width - line.width : 0
        }
      frames.append(
        CGRect(
          x: x, y: top + CGFloat(index) * text.lineHeight, width: line.width,
          height: text.lineHeight))
    }
    return frames
  }

  // MARK: - Baselines

  /// The first line's ascender (its font's, the largest font's for attributed text).
  open override var firstBaselineOffsetFromTop: CGFloat {
    layout(width: .greatestFiniteMagnitude, font: displayFont, numberOfLines: 1).ascender
  }

  /// The last line's descent below its baseline.
  open override var lastBaselineOffsetFromBottom: CGFloat {
    -layout(width: .greatestFiniteMagnitude, font: displayFont, numberOfLines: 1).descender
  }

  // MARK: - Updates

  /// A multi-line label given a width other than the one it measured at measures again, and
  /// the layout pass goes round once more (UIKit's second layout pass).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, hasText,
      !translatesAutoresizingMaskIntoConstraints, engineHoldsStaleContentSize
    {
      invalidateIntrinsicContentSize()
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory, storedFont.textStyle != nil,
      traitCollection.hasDifferentContentSizeCategory(comparedTo: previousTraitCollection)
    {
      contentDidChange()
    }
  }

  /// Text, font or a measuring input changed: measure again, and lower baseline constraints
  /// again if the baselines moved.
  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    let baselines = (firstBaselineOffsetFromTop, lastBaselineOffsetFromBottom)
    if baselines != loweredBaselines {
      loweredBaselines = baselines
      invalidateBaselines()
    }
  }
}
