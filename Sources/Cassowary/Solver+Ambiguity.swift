// Exact ambiguity (research §A5): a variable is ambiguous when two optimal solutions give it
// different values. kiwi silently sets an undetermined variable to zero; UIKit's
// hasAmbiguousLayout misses cases. Here the question is answered by two small linear
// programs over the optimal face of the current tableau.
//
// The optimal face is the feasible region with every dummy and every symbol that appears in
// a tier row held at zero: at the optimum such a symbol has a positive reduced cost in the
// highest tier that mentions it. The other restricted symbols may move, and pivots on them
// leave every tier row as it is.

extension Solver {
  /// The least and greatest values a variable takes over all optimal solutions of the
  /// current system.
  ///
  /// A variable the solver has never seen, or one left free by the constraints, gives
  /// `-infinity...infinity`. Reads the tableau, not the values last published by
  /// ``updateVariables()``.
  ///
  /// ```swift
  /// let x = Variable("x")
  /// var solver = Solver()
  /// try solver.addConstraint(Constraint(x, .equal, 0, strength: 500))
  /// try solver.addConstraint(Constraint(x, .equal, 100, strength: 500))
  /// print(solver.optimalRange(of: x))  // 0.0...100.0
  /// ```
  public func optimalRange(of variable: Variable) -> ClosedRange<Double> {
    let unbounded = -Double.infinity...Double.infinity
    guard let index = variableIndex[ObjectIdentifier(variable)],
      let slot = slot(of: variableSymbols[index])
    else { return unbounded }
    let row = rows[slot]
    // Restricted rows and tiers never mention externals, so a free one moves at no cost.
    if row.cells.contains(where: { $0.symbol.isExternal }) { return unbounded }
    guard row.cells.contains(where: { isMovable($0.symbol) }) else {
      return row.constant...row.constant
    }
    var low = self
    var high = self
    // Each probe starts at the current value, so rounding can only push an end the wrong
    // way by a hair; clamping keeps the range well formed and the current value inside it.
    let least = min(low.extreme(of: variableSymbols[index], sign: 1), row.constant)
    let greatest = max(-high.extreme(of: variableSymbols[index], sign: -1), row.constant)
    return least...greatest
  }

  /// Whether two optimal solutions give the variable values more than ``tolerance`` apart.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    let range = optimalRange(of: variable)
    return range.upperBound - range.lowerBound > Self.tolerance
  }

  /// Whether a non-basic symbol may leave zero without leaving the optimal face.
  func isMovable(_ symbol: Symbol) -> Bool {
    !symbol.isDummy && !tiers.contains { $0.row.contains(symbol) }
  }

  /// The minimum of `sign × symbol` over the optimal face; -infinity if unbounded.
  mutating func extreme(of symbol: Symbol, sign: Double) -> Double {
    guard let slot = slot(of: symbol) else { return -Double.infinity }
    var objective = Row()
    objective.insert(rows[slot], sign)
    artificial = objective
    let bounded = (try? minimizeArtificial(.keepingTiersOptimal)) ?? false
    return bounded ? artificial?.constant ?? 0 : -Double.infinity
  }
}
