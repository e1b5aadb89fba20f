import Cassowary

/// A model constraint's last lowering: the solver constraint and the inputs it was made from,
/// reused while they are unchanged (``LayoutEngine/lower(_:)``).
///
/// A struct, not a tuple: a tuple holding a Foundation `CGFloat` is copied through the
/// runtime's generic value witnesses, which cost about two percent of a campaign on the
/// cache's every read.
struct ConstraintLowering {
  /// ``LayoutEngine/loweringEpoch`` when it was made or last confirmed.
  var epoch: Int
  /// The root's layout direction then.
  var rootDirection: UIUserInterfaceLayoutDirection
  var key: LoweringKey
  var constraint: Constraint
}
