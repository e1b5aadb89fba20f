import Foundation

extension UIButton.Configuration {
  /// How title and subtitle align with each other: UIKit's
  /// `UIButton.Configuration.TitleAlignment`. Stored only: alignment does not change sizes.
  public enum TitleAlignment: Sendable, Hashable {
    case automatic
    case leading
    case center
    case trailing
  }
}
