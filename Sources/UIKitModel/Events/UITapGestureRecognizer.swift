import Foundation

/// Recognises taps: UIKit's `UITapGestureRecognizer`, a discrete gesture.
///
/// ``simulate(_:at:)`` stands for the taps ``numberOfTapsRequired`` asks for.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps the gesture needs; 1 by default, as in UIKit.
  open var numberOfTapsRequired = 1
  /// Fingers each tap needs; 1 by default, as in UIKit.
  open var numberOfTouchesRequired = 1
}
