// MARK: - Choosing among alternatives

extension Gen {
  /// Returns a generator that always produces the same value and draws nothing.
  ///
  /// - Parameter value: The value.
  /// - Returns: A constant generator.
  ///
  /// ```swift
  /// print(try Gen.constant(4).generate(using: ChoiceRecorder(source: ReplayChoiceSource([]))))
  /// // 4
  /// ```
  public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
    Gen(spanLabel: nil) { _ in value }
  }

  /// Returns a generator that picks one of several generators uniformly; earlier generators
  /// are simpler, so list the simplest first.
  ///
  /// The pick and the chosen generator's draws form one `oneOf` span, which lets the shrinker
  /// lower the pick and hoist a nested `oneOf` in place of its parent (recursive data).
  ///
  /// - Parameter generators: The alternatives; an empty list behaves as a rejected case.
  /// - Returns: A generator of the chosen alternative's values.
  ///
  /// ```swift
  /// let gen = Gen.oneOf([Gen.constant("a"), Gen.constant("b")])
  /// print(try gen.generate(using: ChoiceRecorder(source: ReplayChoiceSource([1]))))  // b
  /// ```
  public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
    let kind = ChoiceKind.pick(count: UInt64(generators.count))
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      guard !generators.isEmpty else { throw .rejected(reason: "oneOf of nothing") }
      return try recorder.withSpan("oneOf") { () throws(GenerationStop) in
        try generators[Int(try recorder.draw(kind))].generate(using: recorder)
      }
    }
  }

  /// Returns a generator that picks among generators with the given relative weights (a
  /// weighted `oneOf`).
  ///
  /// The pick is recorded as an index into the list (not into the weights), so shrinking
  /// still moves toward the first alternative whatever its weight.
  ///
  /// - Parameter weighted: Pairs of a positive weight and a generator; zero weights never fire.
  /// - Returns: A generator of the chosen alternative's values.
  ///
  /// ```swift
  /// let gen = Gen.oneOf(weighted: [(1, Gen.constant(0)), (9, Gen.constant(1))])
  /// print(try gen.generate(using: ChoiceRecorder(source: ReplayChoiceSource([0]))))  // 0
  /// ```
  public static func oneOf(weighted: [(Int, Gen<Value>)]) -> Gen<Value> {
    let alternatives = weighted.filter { $0.0 > 0 }
    let kind = ChoiceKind.weightedPick(weights: alternatives.map { UInt64($0.0) })
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      guard !alternatives.isEmpty else { throw .rejected(reason: "oneOf of nothing") }
      return try recorder.withSpan("oneOf") { () throws(GenerationStop) in
        try alternatives[Int(try recorder.draw(kind))].1.generate(using: recorder)
      }
    }
  }

  /// Returns a generator that picks one element of a list, shrinking toward the first.
  ///
  /// - Parameter elements: The candidates; an empty list behaves as a rejected case.
  /// - Returns: A generator of the list's elements.
  ///
  /// ```swift
  /// let gen = Gen.element(of: ["portrait", "landscape"])
  /// print(try gen.generate(using: ChoiceRecorder(source: ReplayChoiceSource([1]))))
  /// // landscape
  /// ```
  public static func element(of elements: [Value]) -> Gen<Value> where Value: Sendable {
    let kind = ChoiceKind.pick(count: UInt64(elements.count))
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      guard !elements.isEmpty else { throw .rejected(reason: "element of nothing") }
      return elements[Int(try recorder.draw(kind))]
    }
  }
}
