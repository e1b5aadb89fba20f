/// Maps integers in a range to simplicity indices: the shrink target first, then alternately
/// one above and one below, and the remaining side once the other runs out.
///
/// With a target of 0 in `-3...3` the order is 0, 1, -1, 2, -2, 3, -3, so a smaller index is
/// a value closer to the target and, at equal distance, the positive one.
///
/// ```swift
/// print(IntegerEncoding.value(at: 4, lower: -3, upper: 3, shrinkTowards: 0))  // -2
/// ```
public enum IntegerEncoding {
  /// Returns the value at a simplicity index.
  ///
  /// - Parameters:
  ///   - index: The index; values past the range's size are clamped to the last one.
  ///   - lower: The smallest value in the range.
  ///   - upper: The largest value in the range.
  ///   - shrinkTowards: The simplest value, inside the range.
  /// - Returns: The value the index stands for.
  public static func value(
    at index: UInt64, lower: Int64, upper: Int64, shrinkTowards towards: Int64
  ) -> Int64 {
    // Distances are unsigned so a full Int64 range cannot overflow.
    let above = UInt64(bitPattern: upper &- towards)
    let below = UInt64(bitPattern: towards &- lower)
    let index = min(index, above &+ below)
    if index == 0 { return towards }
    let both = min(above, below)
    if index <= both &* 2 {
      let distance = (index &+ 1) / 2
      return index % 2 == 1
        ? towards &+ Int64(bitPattern: distance) : towards &- Int64(bitPattern: distance)
    }
    let distance = index &- both
    return above > below
      ? towards &+ Int64(bitPattern: distance) : towards &- Int64(bitPattern: distance)
  }

  /// Returns the simplicity index of a value.
  ///
  /// - Parameters:
  ///   - value: A value inside `lower...upper`.
  ///   - lower: The smallest value in the range.
  ///   - upper: The largest value in the range.
  ///   - shrinkTowards: The simplest value, inside the range.
  /// - Returns: The index that ``value(at:lower:upper:shrinkTowards:)`` maps back to `value`.
  public static func index(
    of value: Int64, lower: Int64, upper: Int64, shrinkTowards towards: Int64
  ) -> UInt64 {
    let above = UInt64(bitPattern: upper &- towards)
    let below = UInt64(bitPattern: towards &- lower)
    let both = min(above, below)
    if value >= towards {
      let distance = UInt64(bitPattern: value &- towards)
      return distance <= both ? (distance == 0 ? 0 : distance &* 2 &- 1) : distance &+ both
    }
    let distance = UInt64(bitPattern: towards &- value)
    return distance <= both ? distance &* 2 : distance &+ both
  }
}
