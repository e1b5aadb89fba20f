public import Foundation

extension UIButton {
  /// A button's content and look: UIKit's `UIButton.Configuration` (iOS 15).
  ///
  /// A configured button's intrinsic size is its content plus ``contentInsets``: the image
  /// and the title stack (title, then subtitle, ``titlePadding`` apart) side by side or one
  /// above the other as ``imagePlacement`` says, ``imagePadding`` apart. Title and subtitle
  /// use the text styles of ``buttonSize`` and follow Dynamic Type, as UIKit's do; the
  /// insets default to the size's until set (``setDefaultContentInsets()`` restores them).
  /// Colours and corners are stored only. The styles (`plain()`, `filled()`, …) differ in
  /// looks, not in size.
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Call"
  /// configuration.image = UIImage(systemName: "phone.fill")
  /// configuration.imagePadding = 8
  /// let call = UIButton(configuration: configuration)
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The style the configuration was made with; looks only.
    enum Style: Sendable, Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style

    /// The title; nil shows none.
    public var title: String?
    /// The title with attributes; when set it is shown instead of ``title``, runs with a
    /// `font` measured in it.
    public var attributedTitle: AttributedString?
    /// The second line under the title; nil shows none.
    public var subtitle: String?
    /// The subtitle with attributes; when set it is shown instead of ``subtitle``, runs with
    /// a `font` measured in it.
    public var attributedSubtitle: AttributedString?
    /// Changes the title's attributes (its font changes the size).
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's attributes (its font changes the size).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The image; nil shows none.
    public var image: UIImage?
    /// The symbol configuration applied beneath the image's own.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Which side of the title the image sits on; `.leading` by default.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// Space between image and title stack, in points; 0 by default (model).
    public var imagePadding: CGFloat = 0
    /// Space between title and subtitle, in points; 0 by default (model).
    public var titlePadding: CGFloat = 0
    /// How title and subtitle align; stored only.
    public var titleAlignment = TitleAlignment.automatic
    /// How round the background is; stored only.
    public var cornerStyle = CornerStyle.dynamic
    /// The button's size class: default insets and text styles.
    public var buttonSize = Size.medium
    /// The background colour the style starts from; stored only.
    public var baseBackgroundColor: UIColor?
    /// The text and image colour the style starts from; stored only.
    public var baseForegroundColor: UIColor?
    /// Whether a spinner replaces the image; stored only.
    public var showsActivityIndicator = false
    /// The background's look (colour, corner radius, stroke); stored only.
    public var background = UIBackgroundConfiguration.clear()
    /// How a title too wide for the button ends; stored only (the model measures one line).
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// How a subtitle too wide for the button ends; stored only.
    public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The insets set by the app, if any.
    var explicitContentInsets: NSDirectionalEdgeInsets?

    init(style: Style) { self.style = style }

    /// Space between the content and the button's edges, in points: the ``buttonSize``'s
    /// default until set.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { explicitContentInsets ?? buttonSize.defaultContentInsets }
      set { explicitContentInsets = newValue }
    }

    /// Restores the ``buttonSize``'s default ``contentInsets``.
    public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

    /// The configuration for a button's current state; the model's styles do not change
    /// with state, so this is the configuration itself.
    public func updated(for button: UIButton) -> UIButton.Configuration { self }

    /// A transparent button with tinted text.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A button with a tinted, translucent background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A button with a grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A button with a solid tinted background.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A button with no border.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A button with a border.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered button with a tinted background.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered button with a solid tinted background.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// The title shown: ``attributedTitle``, else ``title``; nil when empty.
    var shownTitle: ShownText? { ShownText(attributedTitle, plain: title) }

    /// The subtitle shown; nil when empty.
    var shownSubtitle: ShownText? { ShownText(attributedSubtitle, plain: subtitle) }
  }
}
