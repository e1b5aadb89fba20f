import Cassowary

/// A solver constraint's content, for finding an equal one: its terms (variables by identity,
/// in the order lowering writes them), constant, relation and strength.
struct StructuralKey: Hashable {
  private var variables: [ObjectIdentifier]
  private var numbers: [Double]
  private var relation: Constraint.Relation

  init(_ constraint: Constraint) {
    let terms = constraint.expression.terms
    variables = terms.map { ObjectIdentifier($0.variable) }
    numbers = terms.map(\.coefficient) + [constraint.expression.constant, constraint.strength.rawValue]
    relation = constraint.relation
  }
}
