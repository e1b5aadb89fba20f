public import Foundation
package import UIKitModel

// How the hiding stack arranges its views: the visible prefix, their constraints, and the
// record of `isHidden` writes it did not make.

extension GMSNavigationHidingStackView {
  /// The number of leading arranged views whose heights plus spacing fit `height` (points).
  /// - Parameter height: The height available.
  /// - Returns: The length of the longest fitting prefix.
  public func fittingCount(height: CGFloat) -> Int {
    var used: CGFloat = 0
    var count = 0
    for view in arranged {
      let needed = used + (count == 0 ? 0 : spacing) + Self.size(of: view).height
      // A thousandth of a point absorbs pixel rounding of the stack's own height.
      guard needed <= height + 0.001 else { break }
      used = needed
      count += 1
    }
    return count
  }

  /// The size a view occupies: the SDK's for Google views, else intrinsic, else its bounds.
  static func size(of view: UIView) -> CGSize {
    if let component = view as? GoogleComponentView { return component.sdkSize }
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? view.bounds.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? view.bounds.height : intrinsic.height)
  }

  func replaceArrangedSubviews(with views: [UIView]) {
    // Loops, not closures: a closure formed in main-actor code is checked for the main actor
    // on each call.
    for (index, view) in arranged.enumerated() where !Self.holds(views, view) {
      release(view, wasHidden: appliedHidden[index])
      if view.superview === self { view.removeFromSuperview() }
    }
    arranged = views
    appliedHidden = []
    appliedHidden.reserveCapacity(views.count)
    for _ in views { appliedHidden.append(false) }
    for view in views {
      if view.superview !== self { addSubview(view) }
      if let component = view as? GoogleComponentView {
        component.managingStack = self
      } else {
        // [INFERRED] from UIStackView, which turns off the autoresizing-mask translation of
        // every arranged subview: the stack's constraints place the view, and an app view left
        // with `translatesAutoresizingMaskIntoConstraints == true` would conflict with them.
        // Google's views come with it off already.
        view.translatesAutoresizingMaskIntoConstraints = false
        view.hiddenWriteObserver = self
      }
    }
    visibleCount = views.count
    rebuild()
  }

  /// Lets a view go: no longer managed, shown again if the stack hid it.
  func release(_ view: UIView, wasHidden: Bool) {
    // Shown again while still managed, so a Google view sees the stack's own write.
    if wasHidden { writeHidden(false, on: view) }
    (view as? GoogleComponentView)?.managingStack = nil
    if view.hiddenWriteObserver === self { view.hiddenWriteObserver = nil }
  }

  func applyVisibleCount(_ count: Int) {
    visibleCount = count
    rebuild()
  }

  /// Re-applies visibility and rebuilds the constraints for ``visibleCount``.
  func rebuild() {
    visibleCount = min(visibleCount, arranged.count)
    for (index, view) in arranged.enumerated() {
      let hidden = index >= visibleCount
      if view.isHidden != hidden { writeHidden(hidden, on: view) }
      appliedHidden[index] = hidden
    }
    NSLayoutConstraint.deactivate(stackConstraints)
    stackConstraints = arranged.enumerated().flatMap { index, view in
      [horizontalConstraint(for: view), verticalConstraint(for: view, at: index)]
    }
    NSLayoutConstraint.activate(stackConstraints)
    invalidateIntrinsicContentSize()
  }

  private func writeHidden(_ hidden: Bool, on view: UIView) {
    isWritingVisibility = true
    view.isHidden = hidden
    isWritingVisibility = false
  }

  private func horizontalConstraint(for view: UIView) -> NSLayoutConstraint {
    switch alignment {
    case .leading: view.leadingAnchor.constraint(equalTo: leadingAnchor)
    case .trailing: view.trailingAnchor.constraint(equalTo: trailingAnchor)
    }
  }

  /// Visible views chain from the position's edge; hidden ones sit on that edge.
  private func verticalConstraint(for view: UIView, at index: Int) -> NSLayoutConstraint {
    let visible = index < visibleCount
    let previous = index > 0 && visible ? arranged[index - 1] : nil
    switch position {
    case .top:
      if let previous {
        return view.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing)
      }
      return view.topAnchor.constraint(equalTo: topAnchor)
    case .bottom:
      if let previous {
        return view.bottomAnchor.constraint(equalTo: previous.topAnchor, constant: -spacing)
      }
      return view.bottomAnchor.constraint(equalTo: bottomAnchor)
    case .center:
      if let previous {
        return view.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: spacing)
      }
      return view.topAnchor.constraint(equalTo: centerYAnchor, constant: -visibleBlockHeight / 2)
    }
  }

  /// Whether `view` itself is one of `views`.
  static func holds(_ views: [UIView], _ view: UIView) -> Bool {
    for candidate in views where candidate === view { return true }
    return false
  }

  /// The height of the visible views plus the spacing between them, in points.
  var visibleBlockHeight: CGFloat {
    var total: CGFloat = 0
    var count = 0
    for view in arranged.prefix(visibleCount) {
      total += Self.size(of: view).height
      count += 1
    }
    return total + spacing * CGFloat(max(0, count - 1))
  }

  /// The recorder of the map view the stack is in, if any.
  var recorder: NavigationRecorder? {
    var current: UIView? = superview
    while let view = current {
      if let map = view as? GMSMapView { return map.navigationUI.recorder }
      current = view.superview
    }
    return nil
  }
}

// MARK: - UIViewHiddenWriteObserver

extension GMSNavigationHidingStackView: UIViewHiddenWriteObserver {
  /// Records an `isHidden` write on a plain (non-Google) arranged view by anyone but the stack,
  /// when it happens (rule NLC-015); Google views record their writes themselves. The value
  /// written stays until the stack's own next decision (a change in how many views fit, or a
  /// new arrangement), so the rules judge what the writer did.
  package func view(_ view: UIView, didWriteHidden isHidden: Bool) {
    guard !isWritingVisibility, arranged.contains(where: { $0 === view }) else { return }
    recorder?.record(
      .hiddenWriteOnManagedView(
        view: view.accessibilityIdentifier ?? "\(type(of: view))", value: isHidden))
  }
}
