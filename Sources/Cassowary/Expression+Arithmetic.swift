// Linear arithmetic on variables and expressions. Only the standard operators, each a
// one-line overload, so that `x + w + 8` reads as the equation it builds.

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
  public static prefix func - (operand: Expression) -> Expression { operand * -1 }
  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
      constant: lhs.constant * rhs)
  }
  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
  public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }
  public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
  public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, coefficient: -1)])
  }
  public static prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, coefficient: -1)])
  }
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }
  public static func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }
  public static func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
  public static func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }
  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, coefficient: rhs)])
  }
  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
  public static func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
}
