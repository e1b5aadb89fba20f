/// A generator of values: a function from a choice recorder to a value, composable with
/// `map`, `flatMap` and `filter` without losing integrated shrinking.
///
/// Because a value is rebuilt by replaying choices, every combinator shrinks for free: the
/// shrinker edits the choice sequence and the generator turns it back into a value.
///
/// ```swift
/// let evens = Gen.integers(in: 0...50).map { $0 * 2 }
/// let recorder = ChoiceRecorder(source: ReplayChoiceSource([3]))
/// print(try evens.generate(using: recorder))  // 6
/// ```
public struct Gen<Value>: Sendable {
  private let body: @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value

  /// Creates a generator from a drawing function.
  ///
  /// - Parameter body: A function that draws choices from the recorder and builds a value.
  public init(_ body: @escaping @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value) {
    self.body = body
  }

  /// Produces one value, recording every choice in the recorder.
  ///
  /// - Parameter recorder: The recorder to draw from.
  /// - Returns: The generated value.
  /// - Throws: ``GenerationStop/rejected(reason:)`` when a filter gives up and
  ///   ``GenerationStop/overrun`` when the case grows past the choice limit.
  public func generate(using recorder: ChoiceRecorder) throws(GenerationStop) -> Value {
    try body(recorder)
  }

  /// Returns a generator that transforms each value.
  ///
  /// - Parameter transform: A pure function of the value.
  /// - Returns: The transformed generator; it shrinks as this one does.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    Gen<T> { recorder throws(GenerationStop) in transform(try self.body(recorder)) }
  }

  /// Returns a generator whose second stage depends on this one's value, inside a
  /// `flatMap` span so the shrinker can treat both stages as one structure.
  ///
  /// - Parameter next: A function from this generator's value to the next generator.
  /// - Returns: A generator of the second stage's values.
  public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T> { recorder throws(GenerationStop) in
      try recorder.withSpan("flatMap") { () throws(GenerationStop) -> T in
        try next(try self.body(recorder)).body(recorder)
      }
    }
  }

  /// Returns a generator that keeps only values satisfying a predicate, retrying a few times
  /// within the same case before rejecting it.
  ///
  /// Each attempt is its own `filter` span, so the shrinker can delete failed attempts.
  /// Rejected cases feed the too-much-filtering health check.
  ///
  /// - Parameters:
  ///   - attempts: How many draws to try before rejecting the case; 3 by default.
  ///   - isIncluded: The predicate a value must satisfy.
  /// - Returns: The filtered generator.
  public func filter(
    attempts: Int = 3, _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Gen<Value> {
    Gen { recorder throws(GenerationStop) in
      for _ in 0..<max(attempts, 1) {
        let value = try recorder.withSpan("filter") { () throws(GenerationStop) in
          try self.body(recorder)
        }
        if isIncluded(value) { return value }
      }
      throw .rejected(reason: "filter")
    }
  }

  /// Returns a generator whose draws are grouped under a label, so shrink passes that work on
  /// labels (sorting siblings, hoisting descendants) can recognise them.
  ///
  /// - Parameter label: The span label, such as `expression`.
  /// - Returns: The same generator, labelled.
  public func labelled(_ label: String) -> Gen<Value> {
    Gen { recorder throws(GenerationStop) in
      try recorder.withSpan(label) { () throws(GenerationStop) in try self.body(recorder) }
    }
  }
}
