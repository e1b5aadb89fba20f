import Foundation

// One layout pass (autolayout-and-layout-testing.md §A12, §A15): synchronise the solver,
// write frames top-down through layoutSubviews, propagate safe-area insets by overlap, and go
// again while insets or margins that a built-in guide depends on moved.

extension LayoutEngine {
  /// The most passes one layoutIfNeeded runs; insets settle in two for ordinary screens.
  static let maxPasses = 6

  /// Lays out the hierarchy under `root`.
  ///
  /// A layoutIfNeeded from inside the pass (an override of layoutSubviews) returns at once;
  /// what it asked for is picked up by the pass's next round.
  func layout(_ root: UIView) {
    guard let state = root.rootState, !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    self.root = root
    scale = max(state.environment.scale, 1)
    for _ in 0..<Self.maxPasses {
      state.runConstraintUpdates()
      state.needsLayout = false
      root.rootOrigin = .zero
      root.computedSafeAreaInsets = state.environment.safeAreaInsets
      if state.needsFullSync {
        state.needsFullSync = false
        state.changedConstants.removeAll()
        synchronize(root)
      } else {
        let changed = state.changedConstants
        state.changedConstants.removeAll()
        if !synchronizeConstants(changed) { synchronize(root) }
      }
      solver.updateVariables()
      visit(root, state: state)
      if !state.needsLayout { return }
    }
  }

  private func visit(_ view: UIView, state: RootState) {
    view.layoutSubviews()
    updateGuideFrames(of: view)
    for subview in view.subviews {
      let insets = view.inheritedSafeAreaInsets(forSubviewFrame: subview.storedFrame)
      subview.computedSafeAreaInsets = insets
      if subview.safeAreaGuide != nil, subview.generated.safeAreaKey != insets {
        state.invalidate()
      }
      if subview.marginsGuide != nil, subview.generated.marginsKey != subview.effectiveLayoutMargins
      {
        state.invalidate()
      }
      visit(subview, state: state)
    }
  }

  /// Copies the solved frames of `view`'s subviews into them, rounded to the pixel grid.
  func applyFrames(toSubviewsOf view: UIView) {
    for subview in view.subviews {
      let rect = rootRect(of: subview.variables)
      subview.rootOrigin = rect.origin
      let frame = rect.offsetBy(dx: -view.rootOrigin.x, dy: -view.rootOrigin.y)
      guard frame != subview.storedFrame else { continue }
      AnimationTransaction.noteFrameChange(of: subview, from: subview.storedFrame, to: frame)
      subview.storedFrame = frame
    }
  }

  /// Writes every frame under `view` from the solver, without calling layoutSubviews.
  func writeFrames(under view: UIView) {
    applyFrames(toSubviewsOf: view)
    updateGuideFrames(of: view)
    for subview in view.subviews { writeFrames(under: subview) }
  }

  private func updateGuideFrames(of view: UIView) {
    var guides = view.ownedLayoutGuides
    if let guide = view.safeAreaGuide { guides.append(guide) }
    if let guide = view.marginsGuide { guides.append(guide) }
    for guide in guides {
      guide.storedLayoutFrame = rootRect(of: guide.variables)
        .offsetBy(dx: -view.rootOrigin.x, dy: -view.rootOrigin.y)
    }
  }

  /// An item's solved rectangle in root coordinates, each edge rounded to the pixel grid so
  /// neighbours that share an edge keep sharing it (§A15); sizes never negative (§A14).
  func rootRect(of variables: LayoutVariables) -> CGRect {
    func snap(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    let x = solver.value(of: variables.minX)
    let y = solver.value(of: variables.minY)
    let minX = snap(x)
    let minY = snap(y)
    let maxX = snap(x + solver.value(of: variables.width))
    let maxY = snap(y + solver.value(of: variables.height))
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }
}
