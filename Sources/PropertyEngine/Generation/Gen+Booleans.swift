// MARK: - Booleans

extension Gen where Value == Bool {
  /// Returns a generator of booleans that shrink toward false.
  ///
  /// - Parameter probability: The chance of true in random generation; 0.5 by default.
  /// - Returns: A generator recording one `.boolean` choice per value.
  ///
  /// ```swift
  /// let recorder = ChoiceRecorder(source: ReplayChoiceSource([1]))
  /// print(try Gen.booleans().generate(using: recorder))  // true
  /// ```
  public static func booleans(probability: Double = 0.5) -> Gen<Bool> {
    Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      try recorder.draw(.boolean(probability: probability)) == 1
    }
  }
}
