/// The coordinator ``UIViewController/viewWillTransition(to:with:)`` gets: UIKit's
/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` inside the transition's animation (after the new size is applied) and
  /// `completion` when it ends. Returns true, as UIKit does when the blocks were queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
