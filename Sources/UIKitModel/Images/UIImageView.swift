public import Foundation

/// A view showing an image: UIKit's `UIImageView`, modelled for layout.
///
/// Its intrinsic content size is the size of the image it shows (``highlightedImage`` while
/// ``isHighlighted`` and one is set, else ``image``), resolved with its
/// ``preferredSymbolConfiguration`` and its trait collection (a text-style symbol follows the
/// Dynamic Type size). With no image it has no intrinsic size on either axis
/// (`UIView.noIntrinsicMetric`), as UIKit's. Setting any of these invalidates the intrinsic
/// size, as does a trait change while it shows a symbol. As in UIKit,
/// `isUserInteractionEnabled` is false by default and `init(image:)` sizes the frame to the
/// image (UIImageView `init(image:)` reference).
///
/// ```swift
/// let pin = UIImageView(image: UIImage(systemName: "mappin"))
/// print(pin.intrinsicContentSize)  // (10.0, 19.0)
/// ```
open class UIImageView: UIView {
  /// The image shown when not highlighted.
  open var image: UIImage? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The image shown while ``isHighlighted``, if set.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view shows ``highlightedImage``.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { invalidateIntrinsicContentSize() } }
  }
  /// Whether the image scales with the accessibility content size categories
  /// (`UIAccessibilityContentSizeCategoryImageAdjusting`, iOS 11); false by default. Stored
  /// only: the model scales symbol images through their text-style configuration and shows
  /// other images at their size (UIKit scales images from PDF vectors, which the model has not).
  open var adjustsImageSizeForAccessibilityContentSizeCategory = false
  /// The symbol configuration applied beneath a symbol image's own.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates an image view whose frame is the image's size at the origin (zero without one).
  public convenience init(image: UIImage?) {
    self.init(image: image, highlightedImage: nil)
  }

  /// Creates an image view with both images; the frame is `image`'s size at the origin.
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view with no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Archives are not modelled; creates an image view with no image.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The image on screen: the highlighted one while highlighted, if set.
  var displayedImage: UIImage? {
    isHighlighted ? (highlightedImage ?? image) : image
  }

  /// The shown image's size in points; no intrinsic metric on either axis without one.
  open override var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size(
      preferredConfiguration: preferredSymbolConfiguration, traits: traitCollection)
  }

  /// The shown image's size; zero without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage == nil ? .zero : intrinsicContentSize
  }

  /// A symbol's size follows the traits (Dynamic Type, display scale), so a change
  /// invalidates the intrinsic size.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // Size classes, idiom and appearance do not size a symbol.
    let traits = traitCollection
    let sizing =
      previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
      || previousTraitCollection?.displayScale != traits.displayScale
      || previousTraitCollection?.layoutDirection != traits.layoutDirection
    if sizing, displayedImage?.isSymbolImage == true { invalidateIntrinsicContentSize() }
  }
}
