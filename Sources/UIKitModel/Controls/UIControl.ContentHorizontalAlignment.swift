import Foundation

extension UIControl {
  /// Where a control places its content across: UIKit's `UIControl.ContentHorizontalAlignment`,
  /// with UIKit's raw values. Stored only.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }
}
