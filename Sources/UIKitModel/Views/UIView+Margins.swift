import Foundation

// Layout margins (autolayout-and-layout-testing.md §A11). Margins are stored in the form
// last set: directional margins follow the view's layout direction, `layoutMargins` stay on
// their screen edges. The margins guide adds the safe-area insets on top when
// `insetsLayoutMarginsFromSafeArea` is true (additive composition; §A11 marks it "verify").

/// The margins as last set: directional or screen-fixed.
enum MarginsStorage: Equatable {
  case directional(NSDirectionalEdgeInsets)
  case absolute(UIEdgeInsets)
}

extension UIView {
  /// The margins in points, left and right fixed on screen; 8 on every side by default.
  ///
  /// Reads and writes the margins as set, before the safe area is added.
  public var layoutMargins: UIEdgeInsets {
    get { resolvedMargins(marginsStorage) }
    set {
      marginsStorage = .absolute(newValue)
      setNeedsLayout()
      marginsWriteObserver?("layoutMargins")
    }
  }

  /// The margins in points, leading and trailing following the layout direction; 8 on every
  /// side by default.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      switch marginsStorage {
      case .directional(let insets): insets
      case .absolute(let insets):
        NSDirectionalEdgeInsets(insets, direction: effectiveUserInterfaceLayoutDirection)
      }
    }
    set {
      marginsStorage = .directional(newValue)
      setNeedsLayout()
      marginsWriteObserver?("directionalLayoutMargins")
    }
  }

  /// Stored margins resolved to screen edges with the view's direction.
  func resolvedMargins(_ storage: MarginsStorage) -> UIEdgeInsets {
    switch storage {
    case .directional(let insets): insets.resolved(effectiveUserInterfaceLayoutDirection)
    case .absolute(let insets): insets
    }
  }

  /// The guide for the rectangle inside the margins (and the safe area, when
  /// ``insetsLayoutMarginsFromSafeArea`` is true); created on first use, like UIKit's.
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = marginsGuide { return guide }
    let guide = builtInGuide("UIViewLayoutMarginsGuide")
    marginsGuide = guide
    return guide
  }

  /// The margins the margins guide uses now: as set, plus the safe area, widened to the
  /// superview's margins when ``preservesSuperviewLayoutMargins`` is true.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if hostsViewController, let minimum = viewControllerStorage?.effectiveMinimumSideMargin
    {
      // A view controller's view keeps at least the system minimum margins on its sides.
      margins.left = max(margins.left, minimum)
      margins.right = max(margins.right, minimum)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = computedSafeAreaInsets
      margins = UIEdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    guard preservesSuperviewLayoutMargins, let parent = superview else { return margins }
    let outer = parent.effectiveLayoutMargins
    let frame = storedFrame
    margins.left = max(margins.left, outer.left - frame.minX)
    margins.top = max(margins.top, outer.top - frame.minY)
    margins.right = max(margins.right, outer.right - (parent.storedFrame.width - frame.maxX))
    margins.bottom = max(margins.bottom, outer.bottom - (parent.storedFrame.height - frame.maxY))
    return margins
  }

  /// A guide owned by this view that ``layoutGuides`` does not list.
  func builtInGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.owningView = self
    guide.isBuiltIn = true
    setNeedsLayout()
    return guide
  }
}
