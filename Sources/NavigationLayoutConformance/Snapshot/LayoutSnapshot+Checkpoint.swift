extension LayoutSnapshot {
  /// Whether the snapshot was taken at a checkpoint (after an event's layout pass, or
  /// settled), not at a presentation frame sampled during an animation.
  var isCheckpoint: Bool {
    if case .duringAnimation = moment { return false }
    return true
  }
}
