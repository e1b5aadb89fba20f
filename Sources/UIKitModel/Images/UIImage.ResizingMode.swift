import Foundation

extension UIImage {
  /// How a resizable image fills its area: UIKit's `UIImage.ResizingMode`, with UIKit's raw
  /// values. Stored nowhere: the model does not draw.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }
}
