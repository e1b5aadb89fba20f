/// What one recorded choice means: how its simplicity index maps to a value.
///
/// Every choice is stored as a simplicity index, where 0 is the simplest value of its kind.
/// The kind is kept beside the index so shrink passes can reason about values (for example,
/// moving an amount between two integers) and so reports can show them.
///
/// ```swift
/// let kind = ChoiceKind.integer(lower: -5, upper: 5, shrinkTowards: 0)
/// print(kind.integerValue(at: 2))  // -1
/// ```
public enum ChoiceKind: Hashable, Sendable {
  /// An integer in `lower...upper`; index 0 is `shrinkTowards`, then alternately above and below.
  case integer(lower: Int64, upper: Int64, shrinkTowards: Int64)
  /// A boolean that is true with the given probability when drawn at random; false is simpler.
  case boolean(probability: Double)
  /// A non-negative floating-point magnitude, encoded so integers come first (see
  /// ``FloatEncoding``).
  case float
  /// A pick among `count` alternatives, such as a `oneOf` branch; lower indices are simpler.
  case pick(count: UInt64)
  /// A pick among alternatives drawn at random with the given relative weights; as with
  /// `pick`, a lower index is simpler whatever its weight.
  case weightedPick(weights: [UInt64])

  /// The largest valid index of this kind, so replay can clamp indices that no longer fit.
  public var maximumIndex: UInt64 {
    switch self {
    case .integer(let lower, let upper, _):
      UInt64(bitPattern: upper &- lower)
    case .boolean:
      1
    case .float:
      UInt64.max
    case .pick(let count):
      count == 0 ? 0 : count - 1
    case .weightedPick(let weights):
      UInt64(max(weights.count - 1, 0))
    }
  }

  /// Returns the integer an index stands for; only meaningful for `.integer` kinds.
  ///
  /// - Parameter index: A simplicity index no greater than ``maximumIndex``.
  /// - Returns: The value; non-integer kinds give the index reinterpreted as a signed value.
  public func integerValue(at index: UInt64) -> Int64 {
    guard case .integer(let lower, let upper, let towards) = self else {
      return Int64(bitPattern: index)
    }
    return IntegerEncoding.value(
      at: index, lower: lower, upper: upper, shrinkTowards: towards)
  }

  /// Returns the simplicity index of an integer value; only meaningful for `.integer` kinds.
  ///
  /// - Parameter value: A value inside the kind's range (values outside are clamped).
  /// - Returns: The index whose value is `value`.
  public func index(ofInteger value: Int64) -> UInt64 {
    guard case .integer(let lower, let upper, let towards) = self else {
      return UInt64(bitPattern: value)
    }
    return IntegerEncoding.index(
      of: min(max(value, lower), upper), lower: lower, upper: upper, shrinkTowards: towards)
  }
}
