// MARK: - Integers

extension Gen where Value: FixedWidthInteger & Sendable {
  /// Returns a generator of integers in a range that shrink toward the value closest to zero.
  ///
  /// Ranges are handled in 64-bit arithmetic; bounds of wider or unsigned types beyond
  /// `Int64.max` are clamped to it.
  ///
  /// - Parameter range: The allowed values; the whole type by default.
  /// - Returns: A generator recording one `.integer` choice per value.
  ///
  /// ```swift
  /// let recorder = ChoiceRecorder(source: ReplayChoiceSource([0]))
  /// print(try Gen<Int>.integers(in: 3...9).generate(using: recorder))  // 3
  /// ```
  public static func integers(in range: ClosedRange<Value> = Value.min...Value.max) -> Gen<Value> {
    let lower = Int64(clamping: range.lowerBound)
    let upper = Int64(clamping: range.upperBound)
    let kind = ChoiceKind.integer(
      lower: lower, upper: upper, shrinkTowards: min(max(0, lower), upper))
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      let index = try recorder.draw(kind)
      return Value(truncatingIfNeeded: kind.integerValue(at: index))
    }
  }
}
