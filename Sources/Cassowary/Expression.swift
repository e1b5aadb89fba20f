/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the arithmetic operators (`+`, `-`, and `*` by a number):
///
/// ```swift
/// let x = Variable("x"), w = Variable("w")
/// print(x + w + 8)  // x + w + 8
/// ```
///
/// Terms keep the order in which they were written; the same variable may appear more than
/// once until the expression is ``reduced()``.
public struct Expression: Sendable, CustomStringConvertible {
  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates `terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The same expression with each variable appearing once, in order of first appearance,
  /// and terms whose coefficients cancel to exactly zero dropped.
  ///
  /// The order matters: the solver numbers new variables in this order, and numbering decides
  /// pivot ties, so a hash-ordered reduction would make results depend on the process.
  public func reduced() -> Expression {
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    var position: [ObjectIdentifier: Int] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let index = position[key] {
        result[index].coefficient += term.coefficient
      } else {
        position[key] = result.count
        result.append(term)
      }
    }
    return Expression(result.filter { $0.coefficient != 0 }, constant: constant)
  }

  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append(constant.shortDescription) }
    return parts.joined(separator: " + ")
  }
}

/// A value that can stand where a linear expression is expected: a variable, a number, or
/// an expression.
public protocol ExpressionConvertible: Sendable {
  /// The value as a linear expression.
  var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
  public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  public var expression: Expression { Expression(constant: Double(self)) }
}

extension Double {
  /// `8` rather than `8.0`, so dumps and messages read like the code that made them.
  var shortDescription: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
