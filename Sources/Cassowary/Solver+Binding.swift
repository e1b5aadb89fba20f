// Which constraints decide a variable's value: sensitivity analysis on the optimal tableau
// (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
// ACM TOCHI 8(4), 2001, §4: a basic variable's row expresses it in the parametric symbols,
// each the marker, slack or error of one constraint). A constraint whose symbol appears in the
// row with a non-zero coefficient is one the value moves with: change its constant and the
// variable follows. Constraints that are slack (an inequality with room to spare) or violated
// (an optional or relaxed one with a basic error) have basic symbols and do not appear.

extension Solver {
  /// The constraints that decide the current value of each of `variables`: those whose
  /// marker, slack or error symbol appears in the variable's row of the optimal tableau,
  /// without repeats, in the order they were added. A variable the solver has not seen, or
  /// one left free (non-basic), contributes nothing.
  ///
  /// Reads the tableau as it stands; call after the last ``addConstraint(_:)``.
  ///
  /// ```swift
  /// let x = Variable("x"), w = Variable("w")
  /// var solver = Solver()
  /// let left = Constraint(x, .equal, 10)
  /// let width = Constraint(w, .equal, 50)
  /// let right = Constraint(x + w, .lessThanOrEqual, 100)
  /// for c in [left, width, right] { try solver.addConstraint(c) }
  /// print(solver.constraintsDeciding([x]).count)  // 1: left; right has room to spare
  /// ```
  ///
  /// - Parameter variables: The variables, e.g. a view's x and width.
  /// - Returns: The deciding constraints; the solver's own edit constraints included.
  public func constraintsDeciding(_ variables: [Variable]) -> [Constraint] {
    var symbols: [Symbol] = []
    for variable in variables {
      guard let index = variableIndex[ObjectIdentifier(variable)],
        let slot = slot(of: variableSymbols[index])
      else { continue }
      for cell in rows[slot].cells
      where !cell.symbol.isExternal && abs(cell.coefficient) > Self.tolerance {
        if !symbols.contains(cell.symbol) { symbols.append(cell.symbol) }
      }
    }
    guard !symbols.isEmpty else { return [] }
    return orderedTags.filter { tag in
      symbols.contains(tag.marker) || (tag.other.isValid && symbols.contains(tag.other))
    }
    .map(\.constraint)
  }

  /// Whether `constraint` holds at the current solution, within ``tolerance``: its expression
  /// evaluated on the tableau's values, compared with zero by its relation. False for a
  /// constraint not in the solver.
  ///
  /// An optional constraint the solver could not meet, or a required one relaxed to recover
  /// from a conflict (``Recovery/breakAndContinue``), is false.
  public func holds(_ constraint: Constraint) -> Bool {
    guard tag(for: constraint) != nil else { return false }
    var value = constraint.expression.constant
    for term in constraint.expression.terms {
      guard let index = variableIndex[ObjectIdentifier(term.variable)] else { continue }
      value += term.coefficient * currentValue(of: variableSymbols[index])
    }
    let slack = 1e-6 * max(1, abs(constraint.expression.constant))
    switch constraint.relation {
    case .equal: return abs(value) <= slack
    case .greaterThanOrEqual: return value >= -slack
    case .lessThanOrEqual: return value <= slack
    }
  }
}
