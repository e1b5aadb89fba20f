/// A generator of values: a function from a choice recorder to a value, composable with
/// `map`, `flatMap`, `filter`, ``zip(_:)`` and ``recursive(depth:base:step:)`` without losing
/// integrated shrinking.
///
/// Because a value is rebuilt by replaying choices, every combinator shrinks for free: the
/// shrinker edits the choice sequence and the generator turns it back into a value.
///
/// A composite generator is a closure that draws from other generators. It compiles without
/// a spelled-out throws type; each `generate(using:)` inside it opens a span (as Hypothesis
/// opens one per draw), so the structural shrink passes (delete, zero, sort, hoist) see its
/// parts without any labelling:
///
/// ```swift
/// let point = Gen { recorder in
///   (try Gen<Int>.integers(in: 0...9).generate(using: recorder),
///    try Gen<Int>.integers(in: 0...9).generate(using: recorder))
/// }
/// let recorder = ChoiceRecorder(source: ReplayChoiceSource([3, 4]))
/// print(try point.generate(using: recorder))  // (3, 4)
/// ```
public struct Gen<Value>: Sendable {
  private let body: @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value
  /// The label of the span each `generate(using:)` opens; nil for generators that draw a
  /// single choice (a span around one choice gives no pass anything to work with) or that
  /// open their own spans.
  let spanLabel: String?

  /// Creates a composite generator from a drawing function whose draws stop only with
  /// ``GenerationStop``.
  ///
  /// Every value it generates is one span labelled with the value's type, such as `Int` or
  /// `(Int, Int)`, so sibling values of one type can be sorted and swapped by the shrinker.
  ///
  /// - Parameter body: A function that draws choices from the recorder and builds a value.
  public init(_ body: @escaping @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value) {
    self.init(spanLabel: String(describing: Value.self), body)
  }

  /// Creates a composite generator from a drawing function written without a throws type,
  /// the form Swift 6 infers for `Gen { recorder in try … }`.
  ///
  /// ``GenerationStop`` passes through unchanged. A generator has no other way to stop, so
  /// any other error rejects the case with the error's description as the reason; the
  /// too-much-filtering health check then reports it.
  ///
  /// - Parameter body: A function that draws choices from the recorder and builds a value.
  @_disfavoredOverload
  public init(_ body: @escaping @Sendable (ChoiceRecorder) throws -> Value) {
    self.init { recorder throws(GenerationStop) in
      do {
        return try body(recorder)
      } catch let stop as GenerationStop {
        throw stop
      } catch {
        throw .rejected(reason: "generator threw \(error)")
      }
    }
  }

  /// Creates a generator with an explicit span label, or none.
  init(
    spanLabel: String?, _ body: @escaping @Sendable (ChoiceRecorder) throws(GenerationStop) -> Value
  ) {
    self.spanLabel = spanLabel
    self.body = body
  }

  /// Produces one value, recording every choice in the recorder, inside this generator's
  /// span when it has one.
  ///
  /// - Parameter recorder: The recorder to draw from.
  /// - Returns: The generated value.
  /// - Throws: ``GenerationStop/rejected(reason:)`` when a filter gives up and
  ///   ``GenerationStop/overrun`` when the case grows past the choice limit.
  public func generate(using recorder: ChoiceRecorder) throws(GenerationStop) -> Value {
    guard let spanLabel else { return try body(recorder) }
    return try recorder.withSpan(spanLabel) { () throws(GenerationStop) in try body(recorder) }
  }

  /// Produces a whole test case's value without a span around it: a span covering every
  /// choice gives the shrinker nothing that deleting or zeroing the sequence does not.
  func generateCase(using recorder: ChoiceRecorder) throws(GenerationStop) -> Value {
    try body(recorder)
  }

  /// Returns a generator that transforms each value.
  ///
  /// Shrinking: exactly as this generator's, with the same span; the transform runs again on
  /// every shrunk value, so it must be pure.
  ///
  /// - Parameter transform: A pure function of the value.
  /// - Returns: The transformed generator.
  public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
    let body = body
    return Gen<T>(spanLabel: spanLabel) { recorder throws(GenerationStop) in
      transform(try body(recorder))
    }
  }

  /// Returns a generator whose second stage depends on this one's value, inside a
  /// `flatMap` span so the shrinker can treat both stages as one structure.
  ///
  /// Shrinking: the first stage's choices come first, so they shrink first (a length before
  /// its elements); when they change, the second stage replays the old choices into the new
  /// generator, and the lower-and-delete pass keeps the elements that matter.
  ///
  /// - Parameter next: A function from this generator's value to the next generator.
  /// - Returns: A generator of the second stage's values.
  public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
    Gen<T>(spanLabel: "flatMap") { recorder throws(GenerationStop) in
      try next(try self.generate(using: recorder)).generate(using: recorder)
    }
  }

  /// Returns a generator that keeps only values satisfying a predicate, retrying a few times
  /// within the same case before rejecting it.
  ///
  /// Shrinking: each attempt is its own `filter` span, so the shrinker can delete failed
  /// attempts; a shrunk value that no longer satisfies the predicate is redrawn from the
  /// following choices or rejected, never passed to the property. Rejected cases feed the
  /// too-much-filtering health check.
  ///
  /// - Parameters:
  ///   - attempts: How many draws to try before rejecting the case; 3 by default.
  ///   - isIncluded: The predicate a value must satisfy.
  /// - Returns: The filtered generator.
  public func filter(
    attempts: Int = 3, _ isIncluded: @escaping @Sendable (Value) -> Bool
  ) -> Gen<Value> {
    let body = body
    return Gen(spanLabel: nil) { recorder throws(GenerationStop) in
      for _ in 0..<max(attempts, 1) {
        let value = try recorder.withSpan("filter") { () throws(GenerationStop) in
          try body(recorder)
        }
        if isIncluded(value) { return value }
      }
      throw .rejected(reason: "filter")
    }
  }

  /// Returns the same generator with its span named, so shrink passes that work on labels
  /// (sorting siblings, hoisting descendants) group its values by that name rather than by
  /// type. A generator that draws one choice gains a span of its own.
  ///
  /// - Parameter label: The span label, such as `expression`.
  /// - Returns: The same generator, labelled.
  public func labelled(_ label: String) -> Gen<Value> {
    Gen(spanLabel: label, body)
  }
}
