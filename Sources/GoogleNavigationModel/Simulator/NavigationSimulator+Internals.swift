import UIKitModel

// Rule NLC-014 also covers constraints: an active constraint made by the delegate that refers
// to a Google component's internal part is tampering, found by a scan after every event.

extension NavigationSimulator {
  /// Records each active constraint, not the SDK's own, that refers to an internal part of a
  /// Google component; each constraint once.
  func noteConstraintsOnInternals() {
    // Nothing installed, removed, moved or re-owned since the last scan: it would meet the
    // same constraints on the same views, all inspected already.
    let epoch = NSLayoutConstraint.placementEpoch
    if epoch == scannedPlacementEpoch { return }
    defer { scannedPlacementEpoch = epoch }
    var stack: [UIView] = [mapView]
    while let view = stack.popLast() {
      // A component holding only its own constraints, with parts holding none, needs no look:
      // most of the hierarchy's constraints are components' internals.
      if let component = view as? GoogleComponentView, Self.holdsOnlyItsOwn(component) { continue }
      for constraint in view.appInstalledConstraints { inspect(constraint) }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  private static func holdsOnlyItsOwn(_ component: GoogleComponentView) -> Bool {
    let installed = component.appInstalledConstraints
    let own = component.sdkSizeConstraints.count
    guard installed.count == own else { return false }
    for part in component.internalParts where !part.appInstalledConstraints.isEmpty { return false }
    // Equal counts: a delegate constraint installed here would have to replace one of the
    // component's size constraints, and deactivating those is not the delegate's to do either.
    return component.subviews.count == 1
  }

  private func inspect(_ constraint: NSLayoutConstraint) {
    // Two plain checks, no temporary array: this runs for every constraint after every event.
    inspect(constraint, host: constraint.firstItemHostReference)
    inspect(constraint, host: constraint.secondItemHostReference)
  }

  /// `host` is the constrained view, or the owning view of a constrained guide; unretained
  /// (the map holds every view the scan meets), as almost every one is no part.
  private func inspect(_ constraint: NSLayoutConstraint, host reference: Unmanaged<UIView>?) {
    // The class is final, so comparing the exact type spares a dynamic cast of every view.
    guard let reference, type(of: reference.takeUnretainedValue()) == ComponentPartView.self
    else { return }
    let part = unsafeDowncast(reference.takeUnretainedValue(), to: ComponentPartView.self)
    guard let component = part.component else { return }
    if reportedForeignConstraints.contains(where: { $0 === constraint }) { return }
    reportedForeignConstraints.append(constraint)
    recorder.record(
      .componentTampered(
        component: component.componentName, part: part.partName, change: "constrained"))
  }
}
