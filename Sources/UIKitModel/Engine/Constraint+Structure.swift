import Cassowary

// Whether two solver constraints are the same constraint in content: terms (variables by
// identity, in the order lowering writes them), constant, relation and strength. The engine
// matches a constraint leaving the solver with an equal one arriving in the same pass by this
// (``LayoutEngine`` recycling). No arrays and no Hasher: this runs for every constraint that
// changes in a pass, and a hash needs only to be the same for equal constraints.

extension Constraint {
  /// A hash of the content: equal constraints hash equally. It mixes variable addresses, so
  /// it orders nothing that reaches output; matching compares content after it.
  var structuralHash: Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      hash = (hash ^ value) &* 0x100_0000_01b3
    }
    // Zero of either sign is one value, as `==` treats it.
    func bits(_ number: Double) -> UInt64 { number == 0 ? 0 : number.bitPattern }
    for term in expression.terms {
      mix(UInt64(UInt(bitPattern: ObjectIdentifier(term.variable))))
      mix(bits(term.coefficient))
    }
    mix(bits(expression.constant))
    mix(bits(strength.rawValue))
    switch relation {
    case .lessThanOrEqual: mix(1)
    case .equal: mix(2)
    case .greaterThanOrEqual: mix(3)
    }
    return Int(bitPattern: UInt(hash))
  }

  /// Whether `other` has the same terms in the same order, constant, relation and strength.
  func hasSameStructure(as other: Constraint) -> Bool {
    let terms = expression.terms
    let otherTerms = other.expression.terms
    guard relation == other.relation, strength == other.strength,
      expression.constant == other.expression.constant, terms.count == otherTerms.count
    else { return false }
    for index in terms.indices {
      guard terms[index].variable === otherTerms[index].variable,
        terms[index].coefficient == otherTerms[index].coefficient
      else { return false }
    }
    return true
  }
}
