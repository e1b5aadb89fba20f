/// Two integer choices on the same side of their shrink targets, as the pair passes see them.
struct SameSidePair {
  /// The two choices' kinds.
  var kinds: (ChoiceKind, ChoiceKind)
  /// Their values.
  var values: (Int64, Int64)
  /// Their shrink targets.
  var targets: (Int64, Int64)
  /// True when both lie above their targets, false when both lie below.
  var above: Bool

  /// The distance of each value from its target, unsigned so full 64-bit ranges fit.
  var distances: (UInt64, UInt64) {
    (
      above
        ? UInt64(bitPattern: values.0 &- targets.0) : UInt64(bitPattern: targets.0 &- values.0),
      above
        ? UInt64(bitPattern: values.1 &- targets.1) : UInt64(bitPattern: targets.1 &- values.1)
    )
  }

  /// `value` moved `amount` toward the targets' side's origin: down when above, up when below.
  func toward(_ value: Int64, by amount: UInt64) -> Int64 {
    above ? value &- Int64(bitPattern: amount) : value &+ Int64(bitPattern: amount)
  }
}
