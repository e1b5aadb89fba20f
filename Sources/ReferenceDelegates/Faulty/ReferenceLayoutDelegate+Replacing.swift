import UIKit

extension ReferenceLayoutDelegate {
  /// Swaps the state constraint that sets `attribute` of `view` for `replacement`: how a
  /// faulty delegate moves one thing and leaves the rest of the reference layout alone.
  ///
  /// - Parameters:
  ///   - view: The constraint's first item.
  ///   - attribute: The constraint's first attribute.
  ///   - replacement: The constraint to activate instead.
  func replaceStateConstraint(
    of view: UIView, _ attribute: NSLayoutConstraint.Attribute,
    with replacement: NSLayoutConstraint
  ) {
    let old = stateConstraints.filter { $0.firstItem === view && $0.firstAttribute == attribute }
    NSLayoutConstraint.deactivate(old)
    stateConstraints.removeAll { $0.firstItem === view && $0.firstAttribute == attribute }
    stateConstraints.append(replacement)
    replacement.isActive = true
  }
}
