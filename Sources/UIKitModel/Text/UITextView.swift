public import Foundation

/// Text in a scrolling region, used here read-only: UIKit's `UITextView`.
///
/// With ``isScrollEnabled`` (the default) a text view has no intrinsic size: it scrolls what
/// does not fit. With scrolling disabled its intrinsic size follows its text like a
/// multi-line label's: lines wrap at the laid-out width less ``textContainerInset`` (8 pt top
/// and bottom by default) and the container's ``NSTextContainer/lineFragmentPadding`` (5 pt
/// each side), and a layout pass that changes its width measures again. Its baselines are
/// those of its first and last lines. Editing is not modelled. The model's text view is a
/// plain view; UIKit's is a `UIScrollView` subclass.
open class UITextView: UIView {
  @exclusivity(unchecked) private var storedText = ""
  @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?
  @exclusivity(unchecked) private var storedFont: UIFont?

  /// The text (never nil; setting nil stores the empty string, as UIKit does).
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      storedAttributedText = nil
      contentDidChange()
    }
  }

  /// The text with attributes; runs with a font measure in it.
  open var attributedText: NSAttributedString! {
    get {
      storedAttributedText
        ?? NSAttributedString(string: storedText, attributes: [.font: shownFont])
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string ?? ""
      contentDidChange()
    }
  }

  /// The font; nil (default) measures as the 12 pt system font, UIKit's default for text
  /// views.
  open var font: UIFont? {
    get { storedFont.map { adjusted($0) } }
    set {
      storedFont = newValue
      contentDidChange()
    }
  }

  /// The text colour; stored only.
  open var textColor: UIColor?
  /// Where lines sit across the text view; stored only (the model draws nothing).
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the text can be edited; stored only, the model has no keyboard.
  open var isEditable = true
  /// Whether the text can be selected; stored only.
  open var isSelectable = true
  /// Whether the text view scrolls; when false, its intrinsic size follows its text.
  open var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { contentDidChange() } }
  }
  /// Whether a font that scales with a text style follows the content size category.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory != oldValue { contentDidChange() } }
  }
  /// Space around the text container; (8, 0, 8, 0) by default, as UIKit's.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { if textContainerInset != oldValue { contentDidChange() } }
  }
  /// The container the text is laid out in.
  public let textContainer = NSTextContainer()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    textContainer.owner = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textContainer.owner = self
  }

  private var shownFont: UIFont { adjusted(storedFont ?? .systemFont(ofSize: 12)) }

  private func adjusted(_ font: UIFont) -> UIFont {
    guard adjustsFontForContentSizeCategory else { return font }
    return font.resolved(for: hierarchyContentSizeCategory) ?? font
  }

  /// What surrounds the lines horizontally: insets and both paddings.
  private var horizontalChrome: CGFloat {
    textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
  }

  private var wrappingWidth: CGFloat {
    let width = storedFrame.width
    return width > 0 ? max(0, width - horizontalChrome) : .greatestFiniteMagnitude
  }

  private func layout(width: CGFloat) -> TextLayout {
    let limit = textContainer.maximumNumberOfLines
    let mode = textContainer.lineBreakMode
    return TextMeasurement.layout(
      storedText, attributed: storedAttributedText, font: shownFont, width: width,
      numberOfLines: limit, lineBreakMode: mode)
  }

  private func size(forTextWidth width: CGFloat) -> CGSize {
    let text = layout(width: width)
    let scale = hierarchyDisplayScale
    return CGSize(
      width: TextMeasurement.ceilToPixel(text.width + horizontalChrome, scale: scale),
      height: TextMeasurement.ceilToPixel(
        text.height + textContainerInset.top + textContainerInset.bottom, scale: scale))
  }

  /// None while scrolling is enabled; otherwise the text's size at the laid-out width (one
  /// line per paragraph before layout) plus insets and paddings, on the pixel grid.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return size(forTextWidth: wrappingWidth)
  }

  /// The text's size within `size.width` (no limit when 0 or less), insets included.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    size.width > 0
      ? self.size(forTextWidth: max(0, size.width - horizontalChrome))
      : self.size(forTextWidth: .greatestFiniteMagnitude)
  }

  /// The inset plus the first line's ascender.
  open override var firstBaselineOffsetFromTop: CGFloat {
    textContainerInset.top + layout(width: .greatestFiniteMagnitude).ascender
  }

  /// The inset plus the last line's descent.
  open override var lastBaselineOffsetFromBottom: CGFloat {
    textContainerInset.bottom - layout(width: .greatestFiniteMagnitude).descender
  }

  /// A non-scrolling text view given another width measures again (UIKit's second pass).
  open override func layoutSubviews() {
    super.layoutSubviews()
    if !isScrollEnabled, !translatesAutoresizingMaskIntoConstraints, engineHoldsStaleContentSize {
      invalidateIntrinsicContentSize()
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory, storedFont?.textStyle != nil,
      traitCollection.hasDifferentContentSizeCategory(comparedTo: previousTraitCollection)
    {
      contentDidChange()
    }
  }

  func textContainerDidChange() { contentDidChange() }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    invalidateBaselines()
  }
}
