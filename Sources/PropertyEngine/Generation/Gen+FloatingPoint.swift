// MARK: - Floating point

extension Gen where Value == Double {
  /// Returns a generator of finite doubles in a range that shrink toward the simplest value
  /// in it: the point of the range closest to zero, then whole-number offsets from it.
  ///
  /// A value is drawn as an offset magnitude (see ``FloatEncoding``) and, when the range
  /// extends on both sides of that point, a direction. Magnitudes past the range wrap into it.
  ///
  /// - Parameter range: Finite bounds; the whole finite line by default.
  /// - Returns: A generator recording one `.float` choice, plus a `.boolean` for the direction
  ///   when the range allows both.
  ///
  /// ```swift
  /// let recorder = ChoiceRecorder(source: ReplayChoiceSource([2]))
  /// print(try Gen.doubles(in: 1.5...10).generate(using: recorder))  // 3.5
  /// ```
  public static func doubles(
    in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
  ) -> Gen<Double> {
    let anchor = min(max(0, range.lowerBound), range.upperBound)
    let above = range.upperBound - anchor
    let below = anchor - range.lowerBound
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      let magnitude = FloatEncoding.magnitude(at: try recorder.draw(.float))
      let downward =
        above > 0 && below > 0
        ? try recorder.draw(.boolean(probability: 0.5)) == 1 : above == 0
      let room = downward ? below : above
      let offset = magnitude <= room ? magnitude : magnitude.truncatingRemainder(dividingBy: room)
      let value = downward ? anchor - offset : anchor + offset
      return value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : anchor
    }
  }
}
