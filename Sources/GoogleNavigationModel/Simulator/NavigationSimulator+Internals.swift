import UIKitModel

// Rule NLC-014 also covers constraints: an active constraint made by the delegate that refers
// to a Google component's internal part is tampering, found by a scan after every event.

extension NavigationSimulator {
  /// Records each active constraint, not the SDK's own, that refers to an internal part of a
  /// Google component; each constraint once.
  func noteConstraintsOnInternals() {
    var stack: [UIView] = [mapView]
    while let view = stack.popLast() {
      for constraint in view.constraints { inspect(constraint) }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  private func inspect(_ constraint: NSLayoutConstraint) {
    for item in [constraint.firstItem, constraint.secondItem] {
      guard let part = Self.part(of: item), let component = part.component else { continue }
      if component.internalConstraints.contains(where: { $0 === constraint }) { continue }
      if reportedForeignConstraints.contains(where: { $0 === constraint }) { continue }
      reportedForeignConstraints.append(constraint)
      recorder.record(
        .componentTampered(
          component: component.componentName, part: part.partName, change: "constrained"))
    }
  }

  private static func part(of item: AnyObject?) -> ComponentPartView? {
    if let part = item as? ComponentPartView { return part }
    if let guide = item as? UILayoutGuide { return guide.owningView as? ComponentPartView }
    return nil
  }
}
