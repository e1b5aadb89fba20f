public import Foundation

/// Recognises a press held in place: UIKit's `UILongPressGestureRecognizer`, a continuous
/// gesture (began, changed, ended), with UIKit's defaults.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must last, in seconds; 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the finger may move, in points, before the gesture fails; 10 by default.
  open var allowableMovement: CGFloat = 10
  /// Taps before the press; 0 by default.
  open var numberOfTapsRequired = 0
  /// Fingers the press needs; 1 by default.
  open var numberOfTouchesRequired = 1
}
