/// What the root of a view hierarchy owns: the device environment, the layout engine (one
/// Cassowary solver, kept between passes), the issue log and the animation clock.
@MainActor
final class RootState {
  // Hot properties are `@exclusivity(unchecked)`: see LayoutEngine's performance notes.
  @exclusivity(unchecked) var environment = LayoutEnvironment()
  /// Whether a layout pass is pending.
  @exclusivity(unchecked) var needsLayout = true
  /// Whether anything beyond constraint constants changed, so the pass must collect the
  /// whole hierarchy; when false it re-lowers only ``changedConstants``.
  @exclusivity(unchecked) var needsFullSync = true
  /// Active constraints whose constant changed since the last pass, in order of change.
  @exclusivity(unchecked) var changedConstants: [NSLayoutConstraint] = []

  /// Views that asked for ``UIView/updateConstraints()``, in order of asking.
  @exclusivity(unchecked) var constraintUpdates: [UIView] = []

  /// Calls updateConstraints on every view that asked, deepest first as UIKit does, until
  /// none is left (an update may ask for more).
  func runConstraintUpdates() {
    var rounds = 0
    while !constraintUpdates.isEmpty, rounds < 8 {
      let pending = constraintUpdates.sorted { $0.depth > $1.depth }
      constraintUpdates.removeAll()
      for view in pending where view.needsUpdateConstraintsFlag {
        view.needsUpdateConstraintsFlag = false
        view.updateConstraints()
      }
      rounds += 1
    }
  }

  /// Marks the hierarchy for a full pass.
  func invalidate() {
    needsLayout = true
    needsFullSync = true
  }
  let issueLog = LayoutIssueLog()
  let clock = AnimationClock()
  @exclusivity(unchecked) private var storedEngine: LayoutEngine?

  /// The engine, created on first layout.
  var engine: LayoutEngine {
    if let storedEngine { return storedEngine }
    let engine = LayoutEngine()
    storedEngine = engine
    return engine
  }

  /// The engine if a layout pass has run.
  var existingEngine: LayoutEngine? { storedEngine }
}

extension UIView {
  /// The root state of this view's hierarchy, created on first use.
  var ensuredRootState: RootState {
    let root = rootView
    if let state = root.rootState { return state }
    let state = RootState()
    root.rootState = state
    return state
  }

  /// The issue log of this view's hierarchy.
  var issueLog: LayoutIssueLog { ensuredRootState.issueLog }

  /// The engine of this view's hierarchy once it has been laid out.
  var layoutEngineIfLaidOut: LayoutEngine? {
    let root = rootView
    root.layoutIfNeeded()
    return root.rootState?.existingEngine
  }

  /// The device environment of this view's hierarchy: screen scale, root safe-area insets
  /// and layout direction. Model-only API; reads and writes the root's.
  public var layoutEnvironment: LayoutEnvironment {
    get { rootView.rootState?.environment ?? LayoutEnvironment() }
    set {
      let state = ensuredRootState
      let previous = state.environment
      state.environment = newValue
      setNeedsLayout()
      if hostsLayoutRoots {
        // A window: its own traits, then each hierarchy it holds takes the environment.
        let had = deliveredTraits ?? previous
        deliveredTraits = newValue
        if had.changesTraits(to: newValue) {
          traitCollectionDidChange(UITraitCollection(environment: had))
        }
        for subview in subviews { subview.layoutEnvironment = newValue }
        return
      }
      if previous.changesTraits(to: newValue) {
        rootView.propagateTraitChange(from: previous, to: newValue)
      }
    }
  }

  /// The issues recorded for this view's hierarchy, oldest first (model-only API).
  public var layoutIssues: [LayoutIssue] { rootView.rootState?.issueLog.issues ?? [] }

  /// Forgets the issues recorded for this view's hierarchy (model-only API).
  public func removeAllLayoutIssues() {
    rootView.rootState?.issueLog.removeAll()
  }
}
