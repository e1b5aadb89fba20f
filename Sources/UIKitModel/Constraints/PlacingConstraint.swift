/// A constraint that places a view or layout guide along one axis, and whether it holds:
/// what ``UIView/placingConstraints(for:)`` lists. Model-only: the answer a team would
/// otherwise piece together from `constraintsAffectingLayout(for:)` and a device's conflict
/// log.
public struct PlacingConstraint: Sendable {
  /// Whether the constraint holds in the current layout.
  public enum State: String, Sendable, Hashable {
    /// It holds, and the item's frame moves with it (its constant, its other item).
    case holds
    /// Optional and not met: a stronger constraint won (`@750` losing to a required one).
    case notSatisfied = "not satisfied"
    /// Required, and broken by UIKit to recover from a conflict ("Will attempt to recover by
    /// breaking constraint"): the frame is what the rest of the set gives.
    case broken
  }

  /// The constraint.
  public let constraint: NSLayoutConstraint
  /// Whether it holds.
  public let state: State
  /// Whether it names the item itself, not another item the item's frame depends on.
  public let namesItem: Bool
}
