// Linear arithmetic on variables and expressions. Only the standard operators, each a
// one-line overload, so that `x + w + 8` reads as the equation it builds.

extension Expression {
  /// The sum of the two sides.
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  /// The difference of the two sides.
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
  /// The negation of the operand.
  public static prefix func - (operand: Expression) -> Expression { operand * -1 }
  /// The left side scaled by the right.
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }
  /// The right side scaled by the left.
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
  /// The left side divided by a number.
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

  /// The sum of the two sides.
  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  /// The sum of the two sides.
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  /// The difference of the two sides.
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  /// The difference of the two sides.
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  /// The sum of the two sides.
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }
  /// The sum of the two sides.
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
  /// The difference of the two sides.
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
  /// The difference of the two sides.
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

extension Variable {
  /// The sum of the two sides.
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }
  /// The difference of the two sides.
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, coefficient: -1)])
  }
  /// The negation of the operand.
  public static prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, coefficient: -1)])
  }
  /// The sum of the two sides.
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }
  /// The sum of the two sides.
  public static func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }
  /// The difference of the two sides.
  public static func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
  /// The difference of the two sides.
  public static func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }
  /// The left side scaled by the right.
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, coefficient: rhs)])
  }
  /// The right side scaled by the left.
  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
  /// The left side divided by a number.
  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
}
