// Installation, validation and the priority rule: where UIKit raises, the model records
// the crash with UIKit's reason text and skips the operation (DESIGN.md §3).

extension NSLayoutConstraint {
  /// Who made a constraint; decides the class name printed in logs.
  enum Origin: Equatable {
    /// The app, through anchors or the item/attribute initialiser.
    case app
    /// Pins a root view to its frame (`'UIView-Encapsulated-Layout-…'`).
    case rootFrame
    /// Translated from a frame and autoresizing mask; the text is `h=--& v=--&`.
    case autoresizing(String)
    /// Content hugging or compression resistance from the intrinsic size (§A6).
    case contentSize
    /// The entry ``UIView/constraints`` lists for one axis of the content size, with both
    /// priorities; never in the engine.
    case contentSizeListing(hugging: Float, compression: Float)
    /// Ties a built-in guide to its view, e.g. `'UIViewSafeAreaLayoutGuide-top'`.
    case guide(String)
    /// Keeps a width or height non-negative (§A14); never printed.
    case sizeFloor
    /// Arranges a ``UIStackView``'s views; the text is UIKit's identifier (`UISV-spacing`),
    /// which the constraint also carries as its ``NSLayoutConstraint/identifier``.
    case stackView(String)

    /// Whether the app made it; a pattern match, not `== .app`, which compares through the
    /// payloads' `Equatable` on the engine's hot paths.
    var isApp: Bool {
      if case .app = self { true } else { false }
    }
  }

  /// Installs the constraint on the closest common ancestor of its items (§A8).
  func activate() {
    // The items' host views through their tethers (``LayoutItemTether/host``): no
    // existential calls, no array of the two items, no dynamic casts; this runs for every
    // constraint activated.
    guard installerReference == nil, !isIllegal, !isContentSizeListing, firstTether.isAlive
    else { return }
    var host = firstTether.host?.takeUnretainedValue()
    if let secondTether, secondTether.isAlive {
      host = UIView.closestCommonAncestor(host, secondTether.host?.takeUnretainedValue())
    }
    // A distance between two anchors brings its start items in too.
    if hasOffsetSide {
      for start in [firstOffsetStart, secondOffsetStart] {
        guard let start else { continue }
        guard start.tether.isAlive else { return }
        host = UIView.closestCommonAncestor(host, start.tether.host?.takeUnretainedValue())
      }
    }
    guard let host else {
      let reason = CrashReason.noCommonAncestor(self)
      recordCrash(reason)
      return
    }
    if firstAttribute.withoutMargin != nil || secondAttribute.withoutMargin != nil {
      // The items that are views, first then second.
      if let view = firstTether.view { _ = view.layoutMarginsGuide }
      if let view = secondTether?.view { _ = view.layoutMarginsGuide }
    }
    sequence = Self.nextSequence()
    lowering = nil
    installer = host
    host.installedConstraints.append(self)
    Self.placementEpoch &+= 1
    host.setNeedsLayout()
  }

  /// Removes the constraint from the view it is installed on.
  func deactivate() {
    guard let host = installer else { return }
    if let index = host.installedConstraints.firstIndex(identicalTo: self) {
      host.installedConstraints.remove(at: index)
    }
    installer = nil
    lowering = nil
    deactivationSequence = Self.nextSequence()
    Self.placementEpoch &+= 1
    host.setNeedsLayout()
  }

  /// Applies a priority, refusing one outside (0, 1000] (§A2) and a required↔optional switch
  /// on an installed constraint (§A7).
  func setPriority(_ newValue: UILayoutPriority) {
    guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
      let reason = CrashReason.invalidPriority(newValue)
      recordCrash(reason)
      return
    }
    let wasRequired = storedPriority == .required
    if installerReference != nil, wasRequired != (newValue == .required) {
      let reason = CrashReason.priorityMutation(passed: newValue, existing: storedPriority)
      recordCrash(reason)
      return
    }
    guard newValue != storedPriority else { return }
    storedPriority = newValue
    lowering = nil
    installer?.setNeedsLayout()
  }

  /// Records the creation-time errors of §A1 and a non-finite constant, and marks the
  /// constraint unusable.
  func validate() {
    let reason: String
    if !constant.isFinite {
      reason = CrashReason.nonFiniteConstant(self, constant)
    } else if hasOffsetSide {
      guard let offsetReason = offsetSideError() else { return }
      reason = offsetReason
    } else if firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal
      || firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional
    {
      reason = CrashReason.directionalMix
    } else if firstAttribute.isLocation, secondLayoutItem == nil || multiplier == 0 {
      reason = CrashReason.locationEqualsConstant
    } else if secondLayoutItem != nil, secondAttribute != .notAnAttribute,
      firstAttribute.isLocation != secondAttribute.isLocation
        || firstAttribute.isLocation && firstAttribute.isVertical != secondAttribute.isVertical
    {
      reason = CrashReason.invalidPairing(firstAttribute, secondAttribute)
    } else {
      return
    }
    isIllegal = true
    recordCrash(reason)
  }

  /// The crash reason for a constraint with a side from `anchorWithOffset(to:)`, nil when
  /// it is legal: such a side is a size, so the other side must be a size or a constant, and
  /// one distance may not mix leading or trailing with left or right (§A1).
  private func offsetSideError() -> String? {
    // Left with leading inside one distance is the mix UIKit refuses for two locations;
    // across the two sides each distance is a size, so only its own two anchors are checked.
    if let start = firstOffsetStart,
      start.attribute.isDirectional && firstAttribute.isAbsoluteHorizontal
        || start.attribute.isAbsoluteHorizontal && firstAttribute.isDirectional
    {
      return CrashReason.directionalMix
    }
    if let start = secondOffsetStart,
      start.attribute.isDirectional && secondAttribute.isAbsoluteHorizontal
        || start.attribute.isAbsoluteHorizontal && secondAttribute.isDirectional
    {
      return CrashReason.directionalMix
    }
    let firstIsSize = firstOffsetStart != nil || !firstAttribute.isLocation
    let secondIsSize =
      secondLayoutItem == nil || secondAttribute == .notAnAttribute
      || secondOffsetStart != nil || !secondAttribute.isLocation
    guard firstIsSize, secondIsSize else {
      return CrashReason.invalidPairing(firstAttribute, secondAttribute)
    }
    return nil
  }

  /// Records a crash in the logs of the items' hierarchies, and with each item that is a
  /// guide not yet added to a view, whose pending issues its future owning view's hierarchy
  /// takes over in ``UIView/addLayoutGuide(_:)``; so no crash goes unrecorded.
  func recordCrash(_ reason: String) {
    var guides: [UILayoutGuide] = []
    for item in [firstLayoutItem, secondLayoutItem] {
      guard let guide = item as? UILayoutGuide, guide.owningView == nil,
        !guides.containsIdentical(guide)
      else { continue }
      guides.append(guide)
    }
    LayoutIssueLog.recordCrashSite(callSite, reason: reason)
    LayoutIssueLog.record(.wouldCrash(reason: reason), roots: itemRoots, pendingOn: guides)
  }

  /// The roots of the constraint's items, without repeats, first item's first.
  var itemRoots: [UIView] {
    var roots: [UIView] = []
    let items = [
      firstLayoutItem, secondLayoutItem, firstOffsetStart?.item, secondOffsetStart?.item,
    ]
    for item in items {
      guard let root = item?.hostView?.rootView, !roots.containsIdentical(root)
      else { continue }
      roots.append(root)
    }
    return roots
  }

  /// The next number in activation order.
  static func nextSequence() -> Int {
    sequenceCounter += 1
    return sequenceCounter
  }

  /// Activation order across the process; only relative order within one root matters.
  @exclusivity(unchecked) private static var sequenceCounter = 0

  /// Changes whenever a constraint is installed on or removed from a view, a view joins or
  /// leaves a superview, or a layout guide changes owning view: whatever changes which
  /// constraints a walk of a hierarchy meets, or which view an item of theirs belongs to. A
  /// scan of a hierarchy's constraints that found everything there was may skip its repeats
  /// while this stays the same (model-only API).
  @exclusivity(unchecked) package static var placementEpoch = 0
}
