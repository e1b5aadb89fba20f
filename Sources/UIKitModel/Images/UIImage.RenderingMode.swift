import Foundation

extension UIImage {
  /// How an image draws: UIKit's `UIImage.RenderingMode`, with UIKit's raw values.
  ///
  /// The model draws nothing; the mode is kept so app code that sets and reads it compiles and
  /// behaves as on a device.
  public enum RenderingMode: Int, Sendable {
    /// The context decides: symbol images draw as templates, other images as they are.
    case automatic = 0
    /// Always the image's own colours.
    case alwaysOriginal = 1
    /// Always a template filled with the tint colour.
    case alwaysTemplate = 2
  }
}
