public import PropertyEngine

/// The calculator challenge's expression language: integers, sums and integer quotients
/// (jlink/shrinking-challenge, `calculator.md`).
public indirect enum CalculatorExpression: CustomStringConvertible, Sendable {
  /// A literal.
  case number(Int)
  /// `left + right`.
  case sum(CalculatorExpression, CalculatorExpression)
  /// `left / right`, integer division.
  case quotient(CalculatorExpression, CalculatorExpression)

  /// Expressions of at most `depth` levels: a literal, a sum or a quotient, leaves first so
  /// shrinking prefers them (as the challenge's `one_of(integers(), tuples("+", …), …)`).
  ///
  /// - Parameter depth: The most nested operators.
  /// - Returns: The generator; each level is one `oneOf` span.
  public static func generator(depth: Int) -> Gen<CalculatorExpression> {
    let leaf = Gen<Int>.integers().map(CalculatorExpression.number)
    guard depth > 0 else { return Gen.oneOf([leaf]) }
    let child = generator(depth: depth - 1)
    let pair = Gen.zip(child, child)
    return Gen.oneOf([
      leaf, pair.map { CalculatorExpression.sum($0.0, $0.1) },
      pair.map { CalculatorExpression.quotient($0.0, $0.1) },
    ])
  }

  /// False when some quotient divides by the literal 0 (the challenge discards those).
  public var hasNoLiteralZeroDivisor: Bool {
    switch self {
    case .number: true
    case .sum(let left, let right):
      left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
    case .quotient(let left, let right):
      if case .number(0) = right {
        false
      } else {
        left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
      }
    }
  }

  /// The value, or nil when some division by zero happens.
  public func evaluate() -> Int? {
    switch self {
    case .number(let value): return value
    case .sum(let left, let right):
      guard let left = left.evaluate(), let right = right.evaluate() else { return nil }
      return left &+ right
    case .quotient(let left, let right):
      guard let left = left.evaluate(), let right = right.evaluate(), right != 0 else {
        return nil
      }
      return left.dividedReportingOverflow(by: right).partialValue
    }
  }

  /// The challenge's tuple notation, such as ('/', 0, ('+', 0, 0)).
  public var description: String {
    switch self {
    case .number(let value): "\(value)"
    case .sum(let left, let right): "('+', \(left), \(right))"
    case .quotient(let left, let right): "('/', \(left), \(right))"
    }
  }
}
