import Foundation

extension UIButton.Configuration {
  /// How big a configured button is: UIKit's `UIButton.Configuration.Size`.
  ///
  /// Each size picks the default ``UIButton/Configuration/contentInsets`` and the text styles
  /// of title and subtitle (model figures, CONFORMANCE.md §3, "Controls and images"): mini
  /// (3, 8, 3, 8) footnote / caption2; small (5, 10, 5, 10) subheadline / caption1; medium
  /// (7, 12, 7, 12) body / subheadline; large (14, 20, 14, 20) body / subheadline.
  public enum Size: Sendable, Hashable {
    case mini
    case small
    case medium
    case large

    /// The content insets a configuration of this size has until the app sets others.
    var defaultContentInsets: NSDirectionalEdgeInsets {
      switch self {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The raw value of the title's text style (`UIFont.TextStyle`).
    var titleTextStyle: String {
      switch self {
      case .mini: "UICTFontTextStyleFootnote"
      case .small: "UICTFontTextStyleSubhead"
      case .medium, .large: "UICTFontTextStyleBody"
      }
    }

    /// The raw value of the subtitle's text style (`UIFont.TextStyle`).
    var subtitleTextStyle: String {
      switch self {
      case .mini: "UICTFontTextStyleCaption2"
      case .small: "UICTFontTextStyleCaption1"
      case .medium, .large: "UICTFontTextStyleSubhead"
      }
    }
  }
}
