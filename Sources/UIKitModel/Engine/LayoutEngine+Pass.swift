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
      root.computedSafeAreaInsets = root.safeAreaInsets
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
    if view.isLaidOutByHand, let parent = view.superview {
      // Its superview placed it by hand; engine-laid views inside it measure from here.
      view.rootOrigin = CGPoint(
        x: parent.rootOrigin.x + view.storedFrame.minX,
        y: parent.rootOrigin.y + view.storedFrame.minY)
    }
    view.layoutSubviewsIfNeeded()
    updateGuideFrames(of: view)
    for subview in view.subviews {
      var insets = view.inheritedSafeAreaInsets(forSubviewFrame: subview.storedFrame)
      if subview.additionalSafeAreaInsetsStorage != .zero {
        insets = insets.adding(subview.additionalSafeAreaInsetsStorage)
      }
      subview.computedSafeAreaInsets = insets
      if subview.safeAreaGuide != nil, subview.generated.safeAreaKey != insets {
        state.invalidate()
      }
      if subview.marginsGuide != nil, subview.generated.marginsKey != subview.effectiveLayoutMargins
      {
        state.invalidate()
      }
      if let extras = subview.extras, extras.hasGuides,
        extras.generatedKey != subview.extraGuidesKey
      {
        state.invalidate()
      }
      visit(subview, state: state)
    }
  }

  /// Copies the solved frames of `view`'s subviews into them, rounded to the pixel grid.
  func applyFrames(toSubviewsOf view: UIView) {
    // Views laid out by hand keep the frames their superview gives them.
    for subview in view.subviews where !subview.isLaidOutByHand {
      let pixels = rootPixels(of: subview.variables)
      subview.rootOrigin = CGPoint(x: pixels.minX / scale, y: pixels.minY / scale)
      let frame = frameRect(pixels, in: view)
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
    // Guide by guide, without gathering them into one array (an allocation per view per pass).
    for guide in view.ownedLayoutGuides { updateFrame(of: guide, in: view) }
    if let guide = view.safeAreaGuide { updateFrame(of: guide, in: view) }
    if let guide = view.marginsGuide { updateFrame(of: guide, in: view) }
    if let extras = view.extras {
      for guide in extras.guides { updateFrame(of: guide, in: view) }
    }
  }

  private func updateFrame(of guide: UILayoutGuide, in view: UIView) {
    guide.storedLayoutFrame = frameRect(rootPixels(of: guide.variables), in: view)
  }

  /// An item's solved edges in root coordinates, each rounded to a whole device pixel so
  /// neighbours that share an edge keep sharing it (§A15); sizes never negative (§A14).
  func rootPixels(of variables: LayoutVariables) -> (
    minX: Double, minY: Double, maxX: Double, maxY: Double
  ) {
    let x = solver.value(of: variables.minX)
    let y = solver.value(of: variables.minY)
    let minX = (x * scale).rounded()
    let minY = (y * scale).rounded()
    let maxX = ((x + solver.value(of: variables.width)) * scale).rounded()
    let maxY = ((y + solver.value(of: variables.height)) * scale).rounded()
    return (minX, minY, max(minX, maxX), max(minY, maxY))
  }

  /// Rounded root edges as a rectangle in `container`'s coordinates, in points.
  ///
  /// Every coordinate is one whole pixel count divided by the scale, origin and size
  /// alike (origin = round(minX·s)/s, size = (round(maxX·s) − round(minX·s))/s), so frames
  /// carry no floating-point noise from subtracting rounded points: seven equal columns
  /// in 100 pt at scale 3 are 43/3 wide, not 14.333333333333336.
  func frameRect(
    _ pixels: (minX: Double, minY: Double, maxX: Double, maxY: Double), in container: UIView
  ) -> CGRect {
    // The container's rootOrigin is itself a pixel count over the scale; recover the count.
    let originX = (Double(container.rootOrigin.x) * scale).rounded()
    let originY = (Double(container.rootOrigin.y) * scale).rounded()
    return CGRect(
      x: (pixels.minX - originX) / scale, y: (pixels.minY - originY) / scale,
      width: (pixels.maxX - pixels.minX) / scale, height: (pixels.maxY - pixels.minY) / scale)
  }
}
