public import Foundation

/// What a view controller is told about a size transition in progress: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// The transition's duration, in seconds.
  var transitionDuration: TimeInterval { get }
  /// Whether the transition was cancelled (never, in the model).
  var isCancelled: Bool { get }
  /// The view the transition happens in: the window.
  var containerView: UIView { get }
}
