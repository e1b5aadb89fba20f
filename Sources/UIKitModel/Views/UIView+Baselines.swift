// Baselines (model hook): first/last baseline constraints are lowered to the baseline view's
// top plus ``UIView/firstBaselineOffsetFromTop`` and its bottom minus
// ``UIView/lastBaselineOffsetFromBottom`` (LayoutEngine+Lowering.swift).

extension UIView {
  /// Tells the engine this view's baseline offsets changed (a label's font did): constraints
  /// to baselines are lowered again on the next pass. Model-only API.
  public func invalidateBaselines() {
    // Cached lowerings are checked against their inputs again, baselines included.
    LayoutEngine.loweringEpoch += 1
    setNeedsLayout()
  }
}
