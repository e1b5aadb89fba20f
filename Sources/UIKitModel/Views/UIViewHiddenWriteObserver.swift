/// Something told of every write to a view's `isHidden`, as it happens: a hook of the model for
/// code that must see writes it did not make, not UIKit API (UIKit offers key-value observing).
///
/// The Navigation SDK model's hiding stack registers itself on the app views it arranges, so
/// it can record each `isHidden` write by someone else (rule NLC-015).
@MainActor
package protocol UIViewHiddenWriteObserver: UIView {
  /// Called after each write, even one that keeps the value.
  /// - Parameters:
  ///   - view: The view written to.
  ///   - isHidden: The value written.
  func view(_ view: UIView, didWriteHidden isHidden: Bool)
}
