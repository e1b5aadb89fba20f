import Foundation

extension UIButton.Configuration {
  /// How round a configured button's background is: UIKit's
  /// `UIButton.Configuration.CornerStyle`. Stored only: corners do not change sizes.
  public enum CornerStyle: Sendable, Hashable {
    case dynamic
    case fixed
    case small
    case medium
    case large
    case capsule
  }
}
