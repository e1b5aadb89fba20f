import Foundation

extension UIControl {
  /// Where a control places its content down: UIKit's `UIControl.ContentVerticalAlignment`,
  /// with UIKit's raw values. Stored only.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }
}
