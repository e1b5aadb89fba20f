public import Foundation

/// A view that reports events to actions: UIKit's `UIControl`, modelled without touches.
///
/// ``isEnabled``, ``isSelected`` and ``isHighlighted`` make up ``state``, as in UIKit.
/// Actions are added per event with ``addAction(_:for:)`` and kept one per identifier and
/// event ("subsequent actions with the same identifier replace previously added actions",
/// UIControl `addAction(_:for:)` reference). The model has no touches, so
/// ``sendActions(for:)`` is the tap: it runs the actions of those events in the order they
/// were added, whatever ``isEnabled`` says (UIKit's programmatic `sendActions(for:)` does not
/// check it either; only touches do).
///
/// `addTarget(_:action:for:)` exists only where the toolchain has Objective-C
/// interoperability (`#if canImport(ObjectiveC)`, macOS): on Linux `#selector` cannot compile,
/// so app code tested there uses `addAction(_:for:)`.
///
/// ```swift
/// let toggle = UISwitch()
/// var changes = 0
/// toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
/// toggle.sendActions(for: .valueChanged)
/// print(changes)  // 1
/// ```
open class UIControl: UIView {
  /// VoiceOver reads it as one element, as UIKit's does.
  open override var defaultIsAccessibilityElement: Bool { true }

  /// Whether the control responds to touches; false adds `.disabled` to ``state``.
  open var isEnabled = true {
    didSet { if oldValue != isEnabled { controlStateDidChange() } }
  }
  /// Whether the control is selected; adds `.selected` to ``state``.
  open var isSelected = false {
    didSet { if oldValue != isSelected { controlStateDidChange() } }
  }
  /// Whether the control is highlighted (being touched); adds `.highlighted` to ``state``.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { controlStateDidChange() } }
  }
  /// Where the content sits across the bounds; `.center` by default. Stored only.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// Where the content sits down the bounds; `.center` by default. Stored only.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// Actions in the order added, each with the events it answers.
  private var registrations: [(action: UIAction, events: Event)] = []

  #if canImport(ObjectiveC)
    /// A target-action pair; the target is held weakly, as UIKit holds targets.
    private struct TargetAction {
      weak var target: AnyObject?
      let action: Selector
      var events: Event
    }

    /// Target-action pairs in the order added (Objective-C interoperability only).
    private var targetActions: [TargetAction] = []
  #endif

  /// The control's state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved to `.left` or
  /// `.right` by the view's layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// Called when ``state`` may have changed; subclasses whose content depends on the state
  /// (a button's title for it) update there.
  func controlStateDidChange() {}

  /// Creates a control at `frame` that runs `primaryAction` for `.primaryActionTriggered`
  /// (a button also shows the action's title and image).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    adoptPrimaryAction(primaryAction)
  }

  /// Runs `action` for `.primaryActionTriggered`.
  func adoptPrimaryAction(_ action: UIAction?) {
    if let action { addAction(action, for: .primaryActionTriggered) }
  }

  /// Whether a touch is being tracked; always false, the model has no touches.
  open var isTracking: Bool { false }
  /// Whether the tracked touch is inside the bounds; always false, the model has no touches.
  open var isTouchInside: Bool { false }

  // MARK: - Actions

  /// Runs `action` for `controlEvents`, replacing an action with the same identifier for
  /// those events.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
    registrations.append((action, controlEvents))
  }

  /// Stops running the action with `action`'s identifier for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
      registrations[index].events.subtract(controlEvents)
    }
    registrations.removeAll { $0.events.isEmpty }
  }

  /// The events some action or target answers.
  public var allControlEvents: Event {
    var events = registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    #if canImport(ObjectiveC)
      for entry in targetActions { events.formUnion(entry.events) }
    #endif
    return events
  }

  /// Runs, in the order they were added, every action (then every target's selector) that
  /// answers one of `controlEvents`; each runs once even when it answers several.
  open func sendActions(for controlEvents: Event) {
    let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in due { sendAction(entry.action) }
    #if canImport(ObjectiveC)
      let targets = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
      for entry in targets {
        sendAction(entry.action, to: entry.target, for: nil)
      }
    #endif
  }

  /// Runs `action`'s handler with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  #if canImport(ObjectiveC)
    /// Sends `action` to `target` for `controlEvents` (Objective-C interoperability only; on
    /// Linux use ``addAction(_:for:)``). A nil target (the responder chain) is ignored: the
    /// model has no responder chain.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
      let object: AnyObject? = target.map { $0 as AnyObject }
      targetActions.append(TargetAction(target: object, action: action, events: controlEvents))
    }

    /// Stops sending `action` (every action when nil) to `target` for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
      let object: AnyObject? = target.map { $0 as AnyObject }
      for index in targetActions.indices
      where (object == nil || targetActions[index].target === object)
        && (action == nil || targetActions[index].action == action)
      {
        targetActions[index].events.subtract(controlEvents)
      }
      targetActions.removeAll { $0.events.isEmpty }
    }

    /// Performs `action` on `target` with this control as the argument.
    open func sendAction(_ action: Selector, to target: Any?, for event: AnyObject?) {
      guard let object = target as? NSObject else { return }
      _ = object.perform(action, with: self)
    }
  #endif
}
