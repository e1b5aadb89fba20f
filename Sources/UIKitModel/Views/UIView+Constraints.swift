// The legacy installation API and layout guides (autolayout-and-layout-testing.md §A8).

extension UIView {
  /// The constraints held by this view, in the order it took them: those activated with
  /// `isActive` or ``NSLayoutConstraint/activate(_:)`` whose items' closest common ancestor
  /// it is, and those added to it with ``addConstraint(_:)``; then, once a layout pass has
  /// made them, one `NSContentSizeLayoutConstraint` per axis with an intrinsic size, as UIKit
  /// lists them (`UILabel:0x2.width == 42 Hug:250 CompressionResistance:750`). Those describe
  /// the engine's hugging and compression-resistance constraints: they print as active, and
  /// deactivating or removing them changes nothing (set the priorities instead). Other
  /// engine-generated constraints (autoresizing, built-in guides) are not listed.
  public var constraints: [NSLayoutConstraint] {
    guard let key = generated.contentKey else { return installedConstraints }
    // Made on first read for the engine's current content size, then kept, so the entries
    // are the same objects between reads, as UIKit's are between passes.
    if generated.listedKey != key {
      generated.listedContent = GeneratedFactory.listedContentConstraints(for: self, key: key)
      generated.listedKey = key
    }
    return installedConstraints + generated.listedContent
  }

  /// The constraints the app installed on this view, without the content-size entries
  /// ``constraints`` lists: what the SDK model and the rules compare.
  package var appInstalledConstraints: [NSLayoutConstraint] { installedConstraints }

  /// Activates a constraint and holds it on this view; UIKit's legacy form of
  /// `isActive = true`.
  ///
  /// The view holds it even when it is not the items' closest common ancestor (UIKit
  /// `addConstraint(_:)` reference: the constraint is added to the receiver, and "may only
  /// reference the view itself or its subviews"): it is listed in this view's
  /// ``constraints``, and this view's ``removeConstraint(_:)`` deactivates it. The receiver
  /// must be an item of the constraint or an ancestor of its items. Otherwise
  /// UIKit complains that the view hierarchy is not prepared for the constraint
  /// (autolayout-and-layout-testing.md §A8): the model records
  /// ``LayoutIssue/wouldCrash(reason:)`` with that text and does not activate it.
  ///
  /// ```swift
  /// a.addConstraint(a.leadingAnchor.constraint(equalTo: b.trailingAnchor))  // a, b siblings
  /// print(a.layoutIssues.last!)
  /// // *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason:
  /// // 'The view hierarchy is not prepared for the constraint: <NSLayoutConstraint:0x1 …>…'
  /// ```
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    let items = [
      constraint.firstLayoutItem, constraint.secondLayoutItem, constraint.firstOffsetStart?.item,
      constraint.secondOffsetStart?.item,
    ]
    let outside = items.contains { item in
      guard let host = item?.hostView else { return false }
      return !host.isDescendant(of: self)
    }
    guard !outside else {
      constraint.recordCrash(CrashReason.hierarchyNotPrepared(constraint))
      return
    }
    constraint.isActive = true
    // Activation installed it on the closest common ancestor; move it up to the receiver.
    guard let holder = constraint.installer, holder !== self,
      let index = holder.installedConstraints.firstIndex(identicalTo: constraint)
    else { return }
    holder.installedConstraints.remove(at: index)
    installedConstraints.append(constraint)
    NSLayoutConstraint.placementEpoch &+= 1
    constraint.installer = self
    constraint.lowering = nil
    setNeedsLayout()
  }

  /// Adds each constraint in order, as ``addConstraint(_:)`` does.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates a constraint this view holds (listed in its ``constraints``); does nothing
  /// for one it does not hold, as UIKit's `removeConstraint(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installer === self else { return }
    constraint.isActive = false
  }

  /// Deactivates each constraint installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The guides added with ``addLayoutGuide(_:)``, in order; the built-in safe-area and
  /// margins guides are not listed.
  public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

  /// Makes the view the guide's owning view, moving it from another view if needed.
  ///
  /// Crashes recorded while the guide had no owning view move into this hierarchy's
  /// ``layoutIssues``. `fileID` and `line` record the caller as the guide's
  /// ``UILayoutGuide/addedAt``.
  public func addLayoutGuide(
    _ layoutGuide: UILayoutGuide, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    if let owner = layoutGuide.owningView {
      guard owner !== self else { return }
      owner.removeLayoutGuide(layoutGuide)
    }
    layoutGuide.addedAt = CallSite(fileID: fileID, line: line)
    layoutGuide.owningView = self
    if !layoutGuide.pendingIssues.isEmpty {
      issueLog.absorb(layoutGuide.pendingIssues)
      layoutGuide.pendingIssues.removeAll()
    }
    // No lowering epoch bump (which would re-check every cached lowering): no installed
    // constraint can name a guide without an owning view (activating one records the crash
    // and installs nothing), and a guide leaving another view went through
    // removeLayoutGuide(_:), which deactivated its constraints and bumped the epoch.
    ownedLayoutGuides.append(layoutGuide)
    setNeedsLayout()
  }

  /// Removes a guide and deactivates the constraints that refer to it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let index = ownedLayoutGuides.firstIndex(identicalTo: layoutGuide) else { return }
    var ancestor: UIView? = self
    while let holder = ancestor {
      for constraint in holder.installedConstraints
      where constraint.firstLayoutItem === layoutGuide
        || constraint.secondLayoutItem === layoutGuide
      {
        constraint.deactivate()
      }
      ancestor = holder.superview
    }
    ownedLayoutGuides.remove(at: index)
    layoutGuide.owningView = nil
    LayoutEngine.loweringEpoch += 1
    setNeedsLayout()
  }
}
