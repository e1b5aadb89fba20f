import Foundation

// Subview management (autolayout-and-layout-testing.md §A9): removing a view deactivates the
// constraints that tie its subtree to the outside; adding a view into its own subtree is a
// device crash, recorded and skipped.

extension UIView {
  /// Adds a view on top of the other subviews, removing it from its old superview first.
  /// `fileID` and `line` record the caller as the view's ``addedAt``.
  public func addSubview(_ view: UIView, fileID: StaticString = #fileID, line: UInt = #line) {
    insertSubview(view, at: subviews.count, fileID: fileID, line: line)
  }

  /// Inserts a view at an index of ``subviews`` (clamped to the valid range).
  ///
  /// Adding the receiver or one of its ancestors records UIKit's "Can't add self as subview"
  /// crash and changes nothing.
  public func insertSubview(
    _ view: UIView, at index: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    insert(view, at: index)
    if view.superview === self { view.addedAt = CallSite(fileID: fileID, line: line) }
  }

  /// ``insertSubview(_:at:fileID:line:)`` without recording a call site.
  func insert(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      LayoutIssueLog.record(.wouldCrash(reason: CrashReason.addSelfAsSubview), roots: [rootView])
      return
    }
    let moving = view.superview !== self
    let previousEnvironment = moving ? view.layoutEnvironment : nil
    let oldWindow = moving ? view.window : nil
    let newWindow = moving ? window : nil
    let previousTint = moving && UIView.tintWasCustomised ? view.subtreeTints() : nil
    if moving {
      view.willMove(toSuperview: self)
      if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
      view.removeFromSuperview(notifying: false, windowNotified: true)
      attach(view)
    } else {
      subviews.removeAll(identicalTo: view)
    }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    setNeedsLayout()
    didAddSubview(view)
    if moving {
      view.didMoveToSuperview()
      UIAppearanceProxy.apply(to: view)
      view.didMoveTint(from: previousTint)
    }
    if moving, oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    if let previousEnvironment {
      // UIKit tells a view its traits changed when it joins a hierarchy with other traits.
      let current = layoutEnvironment
      if (view.deliveredTraits ?? previousEnvironment).changesTraits(to: current) {
        view.propagateTraitChange(from: previousEnvironment, to: current)
      }
    }
  }

  /// Inserts a view just above a sibling in the drawing order.
  public func insertSubview(
    _ view: UIView, aboveSubview siblingSubview: UIView, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard let index = subviews.firstIndex(identicalTo: siblingSubview) else {
      addSubview(view, fileID: fileID, line: line)
      return
    }
    let adjust = (subviews.firstIndex(identicalTo: view) ?? index) < index ? 0 : 1
    insertSubview(view, at: index + adjust, fileID: fileID, line: line)
  }

  /// Inserts a view just below a sibling in the drawing order.
  public func insertSubview(
    _ view: UIView, belowSubview siblingSubview: UIView, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard let index = subviews.firstIndex(identicalTo: siblingSubview) else {
      addSubview(view, fileID: fileID, line: line)
      return
    }
    let adjust = (subviews.firstIndex(identicalTo: view) ?? index) < index ? -1 : 0
    insertSubview(view, at: index + adjust, fileID: fileID, line: line)
  }

  /// Moves a subview to the top of the drawing order.
  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(identicalTo: view) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview to the bottom of the drawing order.
  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(identicalTo: view) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Swaps the subviews at two indices of ``subviews`` (the drawing order, back to front;
  /// UIView `exchangeSubview(at:withSubviewAt:)`). Frames and constraints are untouched. An
  /// index out of range changes nothing (UIKit raises; the model does not record it).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Makes the first responder give up its status if it is this view or one of its subviews
  /// (UIView `endEditing(_:)`: "Causes the view (or one of its embedded text fields) to
  /// resign the first responder status"); with `force`, even if it would rather not. Returns
  /// whether no first responder is left in the subtree.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let view = UIResponder.firstResponder as? UIView,
      view === self || view.isDescendant(of: self)
    else { return true }
    if force {
      UIResponder.firstResponder = nil
      return true
    }
    return view.resignFirstResponder()
  }

  /// A view standing for the receiver's current look (UIView
  /// `snapshotView(afterScreenUpdates:)`), the size of its bounds at the origin. The model
  /// renders nothing, so the snapshot is an empty view of that size: what layout code that
  /// animates a snapshot in place of the view reads.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: CGRect(origin: .zero, size: bounds.size))
  }

  /// Detaches the view from its superview and deactivates every constraint installed outside
  /// the view's subtree that refers to something inside it (§A9); constraints among the
  /// subtree's own items stay active.
  public func removeFromSuperview() {
    removeFromSuperview(notifying: true, windowNotified: false)
  }

  /// Detaches the view; `notifying` is false when it moves straight to another superview,
  /// which UIKit announces once, as a move.
  private func removeFromSuperview(notifying: Bool, windowNotified: Bool) {
    guard let parent = superview else { return }
    if notifying { willMove(toSuperview: nil) }
    let oldWindow = windowNotified ? nil : window
    if let oldWindow, !(self === oldWindow) { notifyWillMove(toWindow: nil) }
    parent.willRemoveSubview(self)
    // Leaving the window ends the subtree's running animations (Core Animation removes a
    // layer's animations when its view leaves the window), so a view put back later does not
    // carry the rest of an old offset; while still attached, so each is taken off its clock.
    if oldWindow != nil { removeAnimationsInSubtree() }
    var ancestor: UIView? = parent
    // Up to the layout root: a window holds no constraints into the hierarchies it hosts.
    while let holder = ancestor, !holder.hostsLayoutRoots {
      // By index, not over a copy: deactivating takes the constraint out of this very array,
      // and iterating a copy made that write copy the whole array (and retain every element).
      var index = 0
      while index < holder.installedConstraints.count {
        let constraint = holder.installedConstraints[index]
        if constraint.refers(into: self) {
          constraint.deactivate()
          // It was removed from `holder`, so the next one moved up into `index`.
          if index < holder.installedConstraints.count,
            holder.installedConstraints[index] === constraint
          {
            index += 1
          }
        } else {
          index += 1
        }
      }
      ancestor = holder.superview
    }
    parent.subviews.removeAll(identicalTo: self)
    superview = nil
    NSLayoutConstraint.placementEpoch &+= 1
    // The subtree's own constraints leave the engine now, in the order of activations.
    detachSequence = NSLayoutConstraint.nextSequence()
    parent.setNeedsLayout()
    setNeedsLayout()
    if notifying { didMoveToSuperview() }
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  private func removeAnimationsInSubtree() {
    removeAnimationsInSubtree(clock: rootView.rootState?.clock)
  }

  /// What ``CALayer/removeAllAnimations()`` does to the view, with its hierarchy's clock
  /// given: the layer finds it by a walk to the root, a subtree passes it down.
  func removeOwnAnimations(clock: AnimationClock?) {
    if presentation != nil { presentation = nil }
    if transformAnimation != nil { transformAnimation = nil }
    if alphaAnimation != nil { alphaAnimation = nil }
    clock?.removeAnimations(of: self)
  }

  /// What ``CALayer/removeAllAnimations()`` does to each view of the subtree, with the root's
  /// clock found once rather than by a walk to the root per view.
  private func removeAnimationsInSubtree(clock: AnimationClock?) {
    removeOwnAnimations(clock: clock)
    // A window's subviews are each the root of their own hierarchy, with their own clock.
    for subview in subviews {
      subview.removeAnimationsInSubtree(
        clock: hostsLayoutRoots ? subview.rootView.rootState?.clock : clock)
    }
  }

  /// When this view last joined its current hierarchy, on the count of constraint activations:
  /// the latest ``attachSequence`` along its superview chain. A constraint held in its subtree
  /// and activated earlier entered the root's engine then, not at its activation.
  var joinedHierarchySequence: Int {
    var latest = 0
    var view: UIView? = self
    while let current = view {
      latest = max(latest, current.attachSequence)
      view = current.superview
    }
    return latest
  }

  /// Whether the receiver is `view` or inside its subtree.
  public func isDescendant(of view: UIView) -> Bool {
    // Unretained walk: the superviews hold the chain alive.
    let target = Unmanaged.passUnretained(view).toOpaque()
    var current = Unmanaged.passUnretained(self)
    while current.toOpaque() != target {
      guard let parent = current.takeUnretainedValue().superviewReference else { return false }
      current = parent
    }
    return true
  }

  /// Makes `view` a subview, merging what its old root owned into this root.
  private func attach(_ view: UIView) {
    view.superview = self
    NSLayoutConstraint.placementEpoch &+= 1
    // A window's subviews keep their own engines: nothing joins, nothing merges.
    if hostsLayoutRoots {
      if let environment = rootState?.environment { view.layoutEnvironment = environment }
      return
    }
    view.attachSequence = NSLayoutConstraint.nextSequence()
    if view.autoresizingAnchor.superviewSize == nil {
      view.autoresizingAnchor.superviewSize = storedFrame.size
    }
    guard let moved = view.rootState else { return }
    view.rootState = nil
    let state = rootView.ensuredRootState
    state.issueLog.absorb(moved.issueLog)
    state.clock.absorb(moved.clock)
    state.constraintUpdates += moved.constraintUpdates
  }

  /// The top of the hierarchy: the ancestor with no superview.
  var rootView: UIView {
    // Unretained walk: no retain and release per step on this hot path (the superviews hold
    // the chain alive).
    var view = Unmanaged.passUnretained(self)
    while let parent = view.takeUnretainedValue().superviewReference,
      !parent.takeUnretainedValue().hostsLayoutRoots
    {
      view = parent
    }
    return view.takeUnretainedValue()
  }

  /// The first view with `tag`, searching the receiver and then its subtree depth first,
  /// subviews back to front, as UIKit does; nil when none has it.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The closest view that is an ancestor of both (or either itself); nil if none.
  static func closestCommonAncestor(_ a: UIView?, _ b: UIView?) -> UIView? {
    guard let a, let b else { return nil }
    // Unretained walk up from `a`, as ``isDescendant(of:)``'s.
    var candidate = Unmanaged.passUnretained(a)
    while true {
      let view = candidate.takeUnretainedValue()
      if b.isDescendant(of: view) { return view }
      guard let parent = view.superviewReference else { return nil }
      candidate = parent
    }
  }
}

extension NSLayoutConstraint {
  /// Whether an item of the constraint is `view` or lies in its subtree.
  func refers(into view: UIView) -> Bool {
    // Through the tethers, with no existential call and no closure: this runs for every
    // constraint above a removed view. A view with no subviews holds only itself (and its
    // guides, whose host it is).
    let leaf = view.subviews.isEmpty
    if Self.tether(firstTether, leadsInto: view, leaf: leaf) { return true }
    if hasOffsetSide {
      for start in [firstOffsetStart, secondOffsetStart] {
        guard let start else { continue }
        if Self.tether(start.tether, leadsInto: view, leaf: leaf) { return true }
      }
    }
    guard let secondTether else { return false }
    return Self.tether(secondTether, leadsInto: view, leaf: leaf)
  }

  /// Whether the item behind `tether` (a view, or a guide's owning view) is `view` or, unless
  /// `leaf`, inside its subtree.
  private static func tether(_ tether: LayoutItemTether, leadsInto view: UIView, leaf: Bool)
    -> Bool
  {
    // Unretained reads: the hierarchy keeps every view on the way alive. The walk is
    // isDescendant(of:)'s, inline: calling it from here measured dearer on this hot path.
    guard var host = tether.host else { return false }
    let target = Unmanaged.passUnretained(view).toOpaque()
    if host.toOpaque() == target { return true }
    guard !leaf else { return false }
    while let parent = host.takeUnretainedValue().superviewReference {
      if parent.toOpaque() == target { return true }
      host = parent
    }
    return false
  }
}
