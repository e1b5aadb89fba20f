import Foundation

// Safe area (autolayout-and-layout-testing.md §A12): the root gets its insets from the
// layout environment; every other view gets the part of itself that overlaps its
// superview's unsafe bands, capped at the superview's inset on that edge.

extension UIView {
  /// The insets of the unsafe bands over this view, in points, as of the last layout pass.
  public var safeAreaInsets: UIEdgeInsets {
    guard isLayoutRoot else { return computedSafeAreaInsets }
    let insets = rootState?.environment.safeAreaInsets ?? .zero
    return additionalSafeAreaInsetsStorage == .zero ? insets : insets.adding(additionalSafeAreaInsetsStorage)
  }

  /// The guide for the bounds minus ``safeAreaInsets``; created on first use.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = safeAreaGuide { return guide }
    let guide = builtInGuide("UIViewSafeAreaLayoutGuide")
    safeAreaGuide = guide
    return guide
  }

  /// The insets a subview with `frame` (in this view's coordinates) inherits by overlap.
  func inheritedSafeAreaInsets(forSubviewFrame frame: CGRect) -> UIEdgeInsets {
    let outer = computedSafeAreaInsets
    let size = storedFrame.size
    func overlap(_ value: CGFloat, cap: CGFloat, extent: CGFloat) -> CGFloat {
      max(0, min(value, cap, extent))
    }
    return UIEdgeInsets(
      top: overlap(outer.top - frame.minY, cap: outer.top, extent: frame.height),
      left: overlap(outer.left - frame.minX, cap: outer.left, extent: frame.width),
      bottom: overlap(
        frame.maxY - (size.height - outer.bottom), cap: outer.bottom, extent: frame.height),
      right: overlap(
        frame.maxX - (size.width - outer.right), cap: outer.right, extent: frame.width))
  }
}
