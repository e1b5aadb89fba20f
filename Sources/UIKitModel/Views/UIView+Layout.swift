import Foundation

// The layout cycle (autolayout-and-layout-testing.md §A15): setNeedsLayout only marks the
// hierarchy; layoutIfNeeded runs a pass when something is pending; layoutSubviews copies the
// engine's values into the subviews' frames and is the override point.

extension UIView {
  /// Marks the view as needing ``layoutSubviews()`` and its hierarchy as needing a layout
  /// pass; nothing is solved until ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayoutFlag = true
    // A hierarchy whose root has no state yet gets one that starts out needing a full pass,
    // so a view that is being built (each property set asks for layout) makes none.
    rootView.rootState?.invalidate()
  }

  /// Calls ``layoutSubviews()`` if the view needs layout: it asked with ``setNeedsLayout()``,
  /// its size changed since the last call, the engine moved or resized one of its subviews,
  /// or it places its subviews itself. Otherwise only brings the subviews' root origins up
  /// to date. The layout pass calls it on every view, top-down.
  func layoutSubviewsIfNeeded() {
    let size = storedFrame.size
    guard
      needsLayoutFlag || laidOutSize != size || subviews.first?.isLaidOutByHand == true
        || subviewsMoved()
    else { return }
    needsLayoutFlag = false
    laidOutSize = size
    guard hostsViewController, let controller = viewControllerStorage else {
      layoutSubviews()
      return
    }
    controller.viewWillLayoutSubviews()
    layoutSubviews()
    controller.viewDidLayoutSubviews()
  }

  /// Whether the engine's frame for a subview differs from the one it has; sets the root
  /// origins of the subviews it checked, as writing their frames would.
  private func subviewsMoved() -> Bool {
    guard let engine = rootView.rootState?.existingEngine else { return true }
    let scale = engine.scale
    for subview in subviews where !subview.isLaidOutByHand {
      let pixels = engine.rootPixels(of: subview.variables)
      guard engine.frameRect(pixels, in: self) == subview.storedFrame else { return true }
      subview.rootOrigin = CGPoint(x: pixels.minX / scale, y: pixels.minY / scale)
    }
    return false
  }

  /// Runs a layout pass on the view's hierarchy if one is pending; does nothing otherwise.
  ///
  /// The pass updates the root's solver incrementally (only constraints that changed are
  /// removed and added), writes frames top-down through ``layoutSubviews()``, and repeats
  /// while safe-area insets or margins move (at most a few times).
  public func layoutIfNeeded() {
    if hostsLayoutRoots {
      // A window lays out each hierarchy it holds; its own frame is the screen's to set.
      for subview in subviews { subview.layoutIfNeeded() }
      return
    }
    let root = rootView
    let state = root.ensuredRootState
    guard state.needsLayout else { return }
    state.engine.layout(root)
  }

  /// Asks for ``updateConstraints()`` to run before the next layout pass.
  public func setNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    let state = ensuredRootState
    state.constraintUpdates.append(self)
    state.invalidate()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs the pending ``updateConstraints()`` calls of the view's hierarchy now.
  public func updateConstraintsIfNeeded() {
    rootView.rootState?.runConstraintUpdates()
  }

  /// The number of superviews above the view.
  var depth: Int {
    var count = 0
    var current = superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }

  /// Whether two optimal layouts give the view different frames (§A5); exact, unlike
  /// UIKit's, which misses cases. Lays out first if a pass is pending.
  public var hasAmbiguousLayout: Bool {
    layoutEngineIfLaidOut?.isAmbiguous(self) ?? false
  }

  /// Moves the view to another frame that satisfies its constraints equally well, when its
  /// layout is ambiguous (§A5). Deterministic: the far end of the first ambiguous range, or
  /// 10 points along it when it is unbounded. The next layout pass restores the engine's
  /// choice.
  public func exerciseAmbiguityInLayout() {
    layoutEngineIfLaidOut?.exerciseAmbiguity(of: self, root: rootView)
  }
}

extension UIView {
  /// Records an ``LayoutIssue/ambiguous(item:attributes:)`` for every view and app guide in
  /// the hierarchy whose frame is not determined, and returns them (model-only API).
  ///
  /// Lays out first if a pass is pending. Exact: each unknown is checked by two small linear
  /// programs over the optimal face (§A5), cheap when the layout is determined.
  @discardableResult
  public func recordAmbiguousLayout() -> [LayoutIssue] {
    let root = rootView
    guard let engine = layoutEngineIfLaidOut else { return [] }
    let issues = engine.ambiguityIssues()
    for issue in issues { LayoutIssueLog.record(issue, roots: [root]) }
    return issues
  }
}
