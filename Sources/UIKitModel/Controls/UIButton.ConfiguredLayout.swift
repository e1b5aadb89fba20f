import Foundation

extension UIButton {
  /// Where a configured button's content goes: the image and the title stack (title, then
  /// subtitle, `titlePadding` apart) side by side or stacked as `imagePlacement` says,
  /// `imagePadding` apart, inside `contentInsets`; text in the `buttonSize`'s text styles at
  /// the button's Dynamic Type size.
  struct ConfiguredLayout {
    /// The button's size, in points (before rounding to the pixel grid).
    let size: CGSize
    /// From the top to the first text line's baseline; 0 without text.
    let firstBaseline: CGFloat
    /// From the last text line's baseline to the bottom; 0 without text.
    let lastBaseline: CGFloat

    @MainActor
    init(of button: UIButton, _ configuration: UIButton.Configuration) {
      let traits = button.traitCollection
      let size = configuration.buttonSize
      let title = configuration.shownTitle.map {
        UIButton.configuredTextLayout(
          $0, textStyle: size.titleTextStyle,
          transformer: configuration.titleTextAttributesTransformer, traits: traits)
      }
      let subtitle = configuration.shownSubtitle.map {
        UIButton.configuredTextLayout(
          $0, textStyle: size.subtitleTextStyle,
          transformer: configuration.subtitleTextAttributesTransformer, traits: traits)
      }
      let titleSize = title?.size(scale: traits.displayScale)
      let subtitleSize = subtitle?.size(scale: traits.displayScale)
      var text = titleSize ?? .zero
      if let subtitleSize {
        text.width = max(text.width, subtitleSize.width)
        text.height += (titleSize == nil ? 0 : configuration.titlePadding) + subtitleSize.height
      }
      let hasText = titleSize != nil || subtitleSize != nil
      let image = configuration.image?.size(
        preferredConfiguration: configuration.preferredSymbolConfigurationForImage, traits: traits)
      let placement = configuration.imagePlacement
      let vertical =
        !placement.isDisjoint(with: [.top, .bottom])
        && placement.isDisjoint(with: [.leading, .trailing])
      var content = text
      // The text block's top within the content box.
      var textTop: CGFloat = 0
      if let image {
        let padding = hasText ? configuration.imagePadding : 0
        if vertical {
          content = CGSize(
            width: max(image.width, text.width), height: image.height + padding + text.height)
          textTop = placement.contains(.top) ? image.height + padding : 0
        } else {
          content = CGSize(
            width: image.width + padding + text.width, height: max(image.height, text.height))
          textTop = (content.height - text.height) / 2
        }
      }
      let insets = configuration.contentInsets
      self.size = CGSize(
        width: content.width + insets.leading + insets.trailing,
        height: content.height + insets.top + insets.bottom)
      guard hasText else {
        firstBaseline = 0
        lastBaseline = 0
        return
      }
      let first = title ?? subtitle
      let last = subtitle ?? title
      firstBaseline = insets.top + textTop + (first?.ascender ?? 0)
      lastBaseline = insets.bottom + (content.height - textTop - text.height) - (last?.descender ?? 0)
    }
  }
}
