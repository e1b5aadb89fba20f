public import Foundation

/// Recognises a gesture on a view and tells its targets: UIKit's `UIGestureRecognizer`.
///
/// The model has no touches: a test performs the gesture with the model-only
/// ``simulate(_:at:)``, which tells the delegate, sets ``state`` and the location, and calls
/// the handlers and targets in the order they were added. Handlers are closures
/// (``init(handler:)``, ``addTarget(_:)``), which work everywhere; `init(target:action:)`
/// and `addTarget(_:action:)` with a `Selector` exist only where Swift has Objective-C
/// interoperability (macOS), since `#selector` does not compile on Linux.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
/// var taps = 0
/// card.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
/// (card.gestureRecognizers?.first as? UITapGestureRecognizer)?.simulate()
/// print(taps)  // 1
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The view the recognizer is attached to; nil until added, held weakly as in UIKit.
  public internal(set) weak var view: UIView?
  /// The delegate, held weakly.
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer recognises anything; a disabled one ignores ``simulate(_:at:)``.
  open var isEnabled = true
  /// Where recognition stands; ``State/possible`` until a gesture.
  open internal(set) var state = State.possible
  /// A name for debugging.
  open var name: String?
  /// Whether touches of a recognised gesture are cancelled in the view; stored only.
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only after recognition fails; stored only.
  open var delaysTouchesBegan = false
  /// Whether touch ends reach the view only after recognition fails; stored only.
  open var delaysTouchesEnded = true
  /// Touches in the gesture now: 1 while one is simulated, else 0.
  open internal(set) var numberOfTouches = 0
  /// Recognizers this one waits to fail (``require(toFail:)``); stored only.
  public private(set) var failureRequirements: [UIGestureRecognizer] = []

  /// The last simulated location, in the view's coordinates.
  var location = CGPoint.zero
  /// Closure handlers in the order added. Final, as is the closure `addTarget`: a subclass in
  /// another file fills its vtable with the superclass's entries by name, and the names of
  /// members typed with a `@MainActor` closure differ between the frontend jobs of one
  /// non-optimised build under `@preconcurrency` (a clean debug build failed to link).
  private final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []

  #if canImport(ObjectiveC)
    /// A target and its action, the target held weakly (Objective-C interoperability only).
    private struct TargetAction {
      weak var target: AnyObject?
      let action: Selector
    }
    private var targetActions: [TargetAction] = []

    /// Creates a recognizer sending `action` to `target` (Objective-C interoperability only;
    /// on Linux use ``init(handler:)``).
    public init(target: Any?, action: Selector?) {
      super.init()
      if let target, let action { addTarget(target, action: action) }
    }

    /// Adds a target and action; the action may take the recognizer as its argument.
    open func addTarget(_ target: Any, action: Selector) {
      targetActions.append(TargetAction(target: target as AnyObject, action: action))
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
      let object = target.map { $0 as AnyObject }
      targetActions.removeAll {
        (object == nil || $0.target === object) && (action == nil || $0.action == action)
      }
    }
  #endif

  /// Creates a recognizer with no handler or target.
  public override init() {
    super.init()
  }

  /// Creates a recognizer that calls `handler` with itself when it recognises its gesture:
  /// the model's closure form of `init(target:action:)`, for platforms without `#selector`.
  public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    self.init()
    addTarget(handler)
  }

  /// Adds a closure called with the recognizer at each step of its gesture: the model's
  /// closure form of `addTarget(_:action:)`.
  public final func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    handlers.append(handler)
  }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail; stored only.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// Where the gesture is, in `view`'s coordinates (the window's, standing for the root's,
  /// for nil), in points.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return location }
    return view.map { $0.convert(location, from: own) } ?? own.convert(location, to: nil)
  }

  /// Model-only: performs the gesture's step `state` at `location` (in the view's
  /// coordinates): nothing when the recognizer is disabled or not on a view; a first step
  /// (``State/began``, ``State/ended`` for a discrete gesture) the delegate declines fails it,
  /// and the next call starts a new gesture.
  /// Handlers run before `Selector` targets, each in the order added.
  open func simulate(_ state: State = .recognized, at location: CGPoint = .zero) {
    guard isEnabled, view != nil else { return }
    // A gesture that failed or was cancelled leaves the recognizer ready for the next one,
    // as UIKit resets it.
    if self.state == .failed || self.state == .cancelled { self.state = .possible }
    if state == .began || (state == .ended && self.state == .possible),
      delegate?.gestureRecognizerShouldBegin(self) == false
    {
      self.state = .failed
      return
    }
    self.location = location
    self.state = state
    numberOfTouches = state == .began || state == .changed ? 1 : 0
    guard state != .failed, state != .possible else { return }
    for handler in handlers { handler(self) }
    #if canImport(ObjectiveC)
      for entry in targetActions {
        _ = (entry.target as? NSObject)?.perform(entry.action, with: self)
      }
    #endif
    // A finished gesture starts over, as UIKit resets recognizers after the last step.
    if state == .ended || state == .cancelled { self.state = .possible }
  }
}
