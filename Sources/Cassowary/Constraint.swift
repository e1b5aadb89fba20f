/// A linear relation `lhs relation rhs` with a ``Strength``, added to and removed from a
/// ``Solver`` by identity.
///
/// The solver keeps the relation as `lhs - rhs relation 0`. A constraint is immutable; to
/// change it, hand the solver a new one through ``Solver/replaceConstraint(_:with:)``, which
/// is cheap when only the constant differs.
///
/// ```swift
/// let x = Variable("x"), w = Variable("w")
/// let c = Constraint(x + w, .lessThanOrEqual, 300, strength: .strong)
/// print(c)  // x + w - 300 <= 0 | 750
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
  /// How the two sides compare, with UIKit's names for the cases.
  public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    /// The relation symbol: `<=`, `==` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// `lhs - rhs`, reduced: each variable once, in order of first appearance.
  public let expression: Expression
  /// How `expression` compares with zero.
  public let relation: Relation
  /// The priority; ``Strength/required`` constraints must hold.
  public let strength: Strength

  /// Creates `lhs relation rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side: a ``Variable``, an ``Expression`` or a number.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side; zero when omitted.
  ///   - strength: The priority; the solver rejects values outside (0, 1000] when the
  ///     constraint is added.
  public init(
    _ lhs: some ExpressionConvertible, _ relation: Relation,
    _ rhs: some ExpressionConvertible = 0, strength: Strength = .required
  ) {
    // One array, built in place: constraints are made by the thousand per layout pass.
    var expression = Expression()
    expression.terms.reserveCapacity(4)
    lhs.add(to: &expression, times: 1)
    rhs.add(to: &expression, times: -1)
    expression.reduce()
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Creates `expression relation 0`, reducing the expression in place: no second array, for
  /// callers that build many expressions term by term (a layout engine lowering its
  /// constraints).
  ///
  /// - Parameters:
  ///   - expression: The left-hand side; reduced (each variable once, zero terms dropped).
  ///   - relation: How it compares with zero.
  ///   - strength: The priority; the solver rejects values outside (0, 1000] when the
  ///     constraint is added.
  public init(
    reducing expression: consuming Expression, _ relation: Relation,
    strength: Strength = .required
  ) {
    expression.reduce()
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// Whether every coefficient and the constant are finite numbers.
  var isFinite: Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Whether the two constraints differ at most in their constants.
  func differsOnlyInConstant(from other: Constraint) -> Bool {
    relation == other.relation && strength == other.strength
      && expression.terms.count == other.expression.terms.count
      && zip(expression.terms, other.expression.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// The constraint as the solver keeps it: `lhs - rhs relation 0 | strength`.
  public var description: String {
    var text = expression.terms.enumerated().map { index, term in
      let magnitude = abs(term.coefficient)
      let sign = term.coefficient < 0 ? "-" : "+"
      let factor = magnitude == 1 ? "" : "\(magnitude.shortDescription) * "
      return (index == 0 ? (sign == "-" ? "-" : "") : " \(sign) ") + factor
        + term.variable.description
    }.joined()
    let constant = expression.constant
    if text.isEmpty {
      text = constant.shortDescription
    } else if constant != 0 {
      text += (constant < 0 ? " - " : " + ") + abs(constant).shortDescription
    }
    return "\(text) \(relation) 0 | \(strength)"
  }
}
