public import Foundation

/// An object in the responder chain: UIKit's `UIResponder`, the superclass of ``UIView``,
/// ``UIViewController`` and ``UIApplication``.
///
/// ``next`` follows Apple's chain (`UIResponder.next` reference): "The UIView class implements
/// this method by returning the UIViewController object that manages it (if it has one) or its
/// superview (if it doesn't). The UIViewController class implements the method by returning
/// its view's superview. The UIWindow class returns the application object. The shared
/// UIApplication object normally returns nil". App code walks it to find the view controller
/// that owns a view:
///
/// ```swift
/// var responder: UIResponder? = card
/// while let current = responder, !(current is UIViewController) { responder = current.next }
/// ```
///
/// The model has no events or keyboard: first-responder status is kept, nothing is delivered.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The next responder in the chain; nil at its end (see the type's discussion).
  open var next: UIResponder? { nil }

  /// Whether the object can become first responder; false for a plain responder, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the object can give up first-responder status; true by default.
  open var canResignFirstResponder: Bool { true }

  /// Whether the object is the first responder.
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Makes the object the first responder if it can be one; returns whether it is now.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIResponder.firstResponder = self
    return true
  }

  /// Gives up first-responder status if it may; returns whether it did (true when it was
  /// not first responder).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIResponder.firstResponder = nil
    return true
  }

  /// The process's first responder; weak, as UIKit keeps none alive.
  static weak var firstResponder: UIResponder?
}
