import Foundation

extension UIProgressView {
  /// The look of a progress bar: UIKit's `UIProgressView.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }
}
