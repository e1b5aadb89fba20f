// MARK: - Arrays

extension Gen {
  /// Returns a generator of arrays whose length is decided element by element, so deleting one
  /// element's span deletes exactly that element.
  ///
  /// The first `count.lowerBound` elements are always drawn; after that each element is
  /// preceded by a "one more?" boolean, and none is drawn at the upper bound. Each element and
  /// its boolean form one `element` span inside an `array` span.
  ///
  /// - Parameters:
  ///   - element: The generator of elements.
  ///   - count: The allowed lengths; `0...64` by default.
  ///   - averageCount: The mean length in random generation; 5 by default.
  /// - Returns: A generator of arrays that shrink by losing elements and simplifying them.
  ///
  /// ```swift
  /// let recorder = ChoiceRecorder(source: ReplayChoiceSource([1, 4, 0]))
  /// print(try Gen.arrays(of: Gen<Int>.integers(in: 0...9)).generate(using: recorder))  // [4]
  /// ```
  public static func arrays<Element>(
    of element: Gen<Element>, count: ClosedRange<Int> = 0...64, averageCount: Double = 5
  ) -> Gen<[Element]> where Value == [Element] {
    let more = ChoiceKind.boolean(
      probability: 1 - 1 / (max(averageCount - Double(count.lowerBound), 0) + 1))
    return Gen<[Element]>(spanLabel: nil) { recorder throws(GenerationStop) in
      try recorder.withSpan("array") { () throws(GenerationStop) -> [Element] in
        var result: [Element] = []
        while result.count < count.upperBound {
          let value = try recorder.withSpan("element") { () throws(GenerationStop) -> Element? in
            if result.count >= count.lowerBound, try recorder.draw(more) == 0 {
              recorder.relabelInnermostSpan("end")
              return nil
            }
            return try element.generate(using: recorder)
          }
          guard let value else { break }
          result.append(value)
        }
        return result
      }
    }
  }

  /// Returns a generator of arrays of exactly `count` elements, each in its own `element` span.
  ///
  /// - Parameters:
  ///   - element: The generator of elements.
  ///   - count: The exact length; negative counts give empty arrays.
  /// - Returns: A generator that shrinks the elements but never the length.
  ///
  /// ```swift
  /// let recorder = ChoiceRecorder(source: ReplayChoiceSource([7, 8]))
  /// print(try Gen.arrays(of: Gen<Int>.integers(in: 0...9), exactCount: 2)
  ///   .generate(using: recorder))  // [7, 8]
  /// ```
  public static func arrays<Element>(
    of element: Gen<Element>, exactCount count: Int
  ) -> Gen<[Element]> where Value == [Element] {
    Gen<[Element]>(spanLabel: nil) { recorder throws(GenerationStop) in
      try recorder.withSpan("array") { () throws(GenerationStop) -> [Element] in
        var result: [Element] = []
        result.reserveCapacity(max(count, 0))
        for _ in 0..<max(count, 0) {
          result.append(
            try recorder.withSpan("element") { () throws(GenerationStop) in
              try element.generate(using: recorder)
            })
        }
        return result
      }
    }
  }
}
