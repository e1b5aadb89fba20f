import Foundation

extension UIActivityIndicatorView {
  /// The look and size of a spinner: UIKit's `UIActivityIndicatorView.Style`, with UIKit's
  /// raw values (`medium` 100, `large` 101; the deprecated `whiteLarge` 0, `white` 1,
  /// `gray` 2).
  public enum Style: Int, Sendable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101

    /// The spinner's size in points: 37 × 37 for the large styles, 20 × 20 otherwise
    /// (CONFORMANCE.md §3, "Controls and images").
    var size: CGSize {
      switch self {
      case .large, .whiteLarge: CGSize(width: 37, height: 37)
      case .medium, .white, .gray: CGSize(width: 20, height: 20)
      }
    }
  }
}
