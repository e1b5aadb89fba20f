public import Foundation

/// The model's coordinator for a window resize (rotation, Split View or Stage Manager change):
/// it collects the blocks view controllers queue in `viewWillTransition(to:with:)`, then the
/// window's owner calls ``runAlongsideAnimations()`` once the new size is applied, inside a
/// ``UIView/animate(withDuration:animations:completion:)`` of ``transitionDuration`` on the
/// hierarchy's virtual clock (CONFORMANCE.md AL-UIK-060). Model-only API.
@preconcurrency @MainActor
public final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  /// UIKit's rotation animation lasts about 0.3 s on iPhone (a model choice).
  public static let duration: TimeInterval = 0.3

  /// The window the transition happens in.
  public let containerView: UIView
  /// True: a resize animates.
  public var isAnimated: Bool { true }
  /// ``duration``.
  public var transitionDuration: TimeInterval { Self.duration }
  /// False: the model's transitions always complete.
  public var isCancelled: Bool { false }
  @exclusivity(unchecked)
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked)
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  /// Creates a coordinator for a transition in `containerView` (the window).
  public init(containerView: UIView) {
    self.containerView = containerView
  }

  /// Queues `animation` for ``runAlongsideAnimations()`` and `completion` for its end.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Whether any block was queued.
  public var hasBlocks: Bool { !animations.isEmpty || !completions.isEmpty }

  /// Runs the queued alongside blocks in one animation of ``transitionDuration``; the queued
  /// completions run when it finishes (on the clock, never inside this call). Does nothing
  /// when nothing was queued.
  public func runAlongsideAnimations() {
    guard hasBlocks else { return }
    let animations = animations
    let completions = completions
    UIView.animate(
      withDuration: Self.duration,
      animations: {
        for animation in animations { animation(self) }
        // Views the blocks changed are in the container's hierarchies: tie the animation there.
        for subview in self.containerView.subviews { subview.layoutIfNeeded() }
      },
      completion: { _ in
        for completion in completions { completion(self) }
      })
  }
}
