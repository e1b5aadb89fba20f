/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect`, made for a blur effect.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for.
  public let blurEffect: UIBlurEffect
  /// The vibrancy style; nil for the original, unstyled vibrancy.
  public let style: UIVibrancyEffectStyle?

  /// Creates the original vibrancy for a blur.
  /// - Parameter blurEffect: The blur the content sits on.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    style = nil
    super.init()
  }

  /// Creates a styled vibrancy for a blur.
  /// - Parameters:
  ///   - blurEffect: The blur the content sits on.
  ///   - style: How strong the vibrancy is (label, fill, separator).
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}
