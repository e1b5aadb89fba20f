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
    var result = self
    result.reduce()
    return result
  }

  /// Reduces in place; see ``reduced()``.
  mutating func reduce() {
    // Layout constraints have two to four terms: a quadratic scan beats hashing there.
    guard terms.count > 16 else {
      var count = 0
      for index in terms.indices {
        let term = terms[index]
        if let earlier = terms[0..<count].firstIndex(where: { $0.variable === term.variable }) {
          terms[earlier].coefficient += term.coefficient
        } else {
          terms[count] = term
          count += 1
        }
      }
      // Most expressions repeat no variable and cancel nothing: skip both edits then.
      if count < terms.count { terms.removeLast(terms.count - count) }
      var cancelled = false
      for term in terms where term.coefficient == 0 { cancelled = true }
      if cancelled { terms.removeAll { $0.coefficient == 0 } }
      return
    }
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
    result.removeAll { $0.coefficient == 0 }
    terms = result
  }

  /// The expression as written in code, such as `x + w + 8`.
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
  /// Adds `sign ×` the value to an expression, without building an intermediate one.
  func add(to expression: inout Expression, times sign: Double)
}

extension ExpressionConvertible {
  /// Appends the terms of ``expression`` scaled by `sign`, and adds its scaled constant.
  public func add(to expression: inout Expression, times sign: Double) {
    let own = self.expression
    for term in own.terms {
      expression.terms.append(Term(term.variable, coefficient: term.coefficient * sign))
    }
    expression.constant += own.constant * sign
  }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
  /// `1 * self`.
  public var expression: Expression { Expression(self) }
  /// Appends `sign × self` as one term.
  public func add(to expression: inout Expression, times sign: Double) {
    expression.terms.append(Term(self, coefficient: sign))
  }
}

extension Double: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: self) }
  /// Adds `sign × self` to the constant.
  public func add(to expression: inout Expression, times sign: Double) {
    expression.constant += self * sign
  }
}

extension Int: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: Double(self)) }
  /// Adds `sign × self` to the constant.
  public func add(to expression: inout Expression, times sign: Double) {
    expression.constant += Double(self) * sign
  }
}

extension Double {
  /// `8` rather than `8.0`, so dumps and messages read like the code that made them.
  var shortDescription: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
