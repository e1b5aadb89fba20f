// MARK: - Tuples and recursion

extension Gen {
  /// Returns a generator of tuples drawing each component from its generator in order, for
  /// any number of components.
  ///
  /// Shrinking: the tuple is one span and each composite component opens its own, so the
  /// components shrink independently, equal components shrink together, and components of
  /// the same type can be swapped into order.
  ///
  /// - Parameter generators: One generator per component.
  /// - Returns: A generator of tuples.
  ///
  /// ```swift
  /// let digit = Gen<Int>.integers(in: 0...9)
  /// let pair = Gen.zip(digit, Gen.booleans())
  /// print(try pair.generate(using: ChoiceRecorder(source: ReplayChoiceSource([4, 1]))))
  /// // (4, true)
  /// ```
  public static func zip<each Component>(
    _ generators: repeat Gen<each Component>
  ) -> Gen<(repeat each Component)> where Value == (repeat each Component) {
    Gen { recorder throws(GenerationStop) in
      (repeat try (each generators).generate(using: recorder))
    }
  }

  /// Returns a generator of recursive values: the base, or one step built on a generator of
  /// the level below, nested at most `depth` times.
  ///
  /// Each level is a `oneOf` whose first (simplest) alternative is the base. Shrinking: a
  /// level can become the base (the branch choice lowers), and a nested level can replace
  /// its parent (the promote-descendant pass hoists a subtree), so a deep value loses its
  /// outer layers in one step each.
  ///
  /// - Parameters:
  ///   - depth: The most steps nested in one value; 0 or less gives the base alone.
  ///   - base: The leaves.
  ///   - step: Builds a composite value from a generator of smaller values; called once per
  ///     level when the generator is made, not per value.
  /// - Returns: A generator of values of at most `depth` levels.
  ///
  /// ```swift
  /// let trees = Gen.recursive(depth: 3, base: Gen<[Int]>.constant([])) { smaller in
  ///   Gen.zip(smaller, smaller).map { $0.0 + [1] + $0.1 }
  /// }
  /// // [1, 0, 0] is "step, then two leaves".
  /// print(try trees.generate(using: ChoiceRecorder(source: ReplayChoiceSource([1, 0, 0]))))
  /// // [1]
  /// ```
  public static func recursive(
    depth: Int, base: Gen<Value>, step: (Gen<Value>) -> Gen<Value>
  ) -> Gen<Value> {
    var generator = base
    for _ in 0..<max(depth, 0) {
      generator = oneOf([base, step(generator)])
    }
    return generator
  }
}
