// The simplex steps: lexicographic primal optimisation, the dual simplex for edits, pivots.
//
// The objective is a vector of tiers, highest strength first. Tier t is minimised only
// through symbols absent from every higher tier: at a higher tier's optimum such a symbol
// has a positive reduced cost and must stay zero, while a pivot on a symbol absent from a
// tier leaves that tier's row unchanged. So no tier ever gives back what a higher one won
// (Cassowary's symbolic weights, research §B1; Apple's priority vectors, §A3).
//
// Ties are broken by symbol creation order (Bland's rule), which also rules out cycling.

extension Solver {
  // MARK: - Primal

  /// Minimises every tier in order.
  ///
  /// - Throws: ``SolverError/internalSolverError(_:)`` if the objective is unbounded, which
  ///   errors bounded below by zero rule out.
  mutating func optimize() throws(SolverError) {
    // Which symbols may enter a tier depends on the tiers above it, so once one tier has
    // changed every tier below is scanned again.
    var higherChanged = false
    for tier in tiers.indices {
      if tiers[tier].isOptimal && !higherChanged { continue }
      higherChanged = true
      while let entering = enteringSymbol(tier: tier) {
        try pivot(entering)
      }
      tiers[tier].isOptimal = true
    }
  }

  /// The first symbol, in creation order, that lowers `tier` without touching a higher one.
  func enteringSymbol(tier: Int) -> Symbol? {
    nextCell: for cell in tiers[tier].row.cells
    where cell.coefficient < 0 && !cell.symbol.isDummy {
      for higher in 0..<tier where tiers[higher].row.contains(cell.symbol) {
        continue nextCell
      }
      return cell.symbol
    }
    return nil
  }

  /// Which symbols may enter while the artificial row is minimised.
  enum EnteringRule {
    /// Phase I: any symbol but a dummy.
    case anyButDummy
    /// Ambiguity probes: only symbols that keep every tier at its optimum.
    case keepingTiersOptimal
  }

  /// Minimises the artificial row.
  ///
  /// - Returns: False if the minimum is unbounded.
  @discardableResult
  mutating func minimizeArtificial(_ rule: EnteringRule) throws(SolverError) -> Bool {
    while let entering = artificialEnteringSymbol(rule) {
      // Phase I is done once the artificial variable reaches its floor of zero.
      if rule == .anyButDummy, abs(artificial?.constant ?? 0) < Self.tolerance { break }
      guard leavingSlot(for: entering) != nil else { return false }
      try pivot(entering)
    }
    return true
  }

  func artificialEnteringSymbol(_ rule: EnteringRule) -> Symbol? {
    artificial?.cells.first { cell in
      guard cell.coefficient < 0 else { return false }
      switch rule {
      case .anyButDummy: return !cell.symbol.isDummy
      case .keepingTiersOptimal: return isMovable(cell.symbol)
      }
    }?.symbol
  }

  /// The restricted row that first hits zero as `entering` grows (minimum ratio), ties to
  /// the oldest basic symbol.
  func leavingSlot(for entering: Symbol) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for slot in rows.indices where basics[slot].isRestricted {
      let coefficient = rows[slot].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      // A constant a rounding error below zero is zero: a negative ratio would move backwards.
      let ratio = max(0, -rows[slot].constant / coefficient)
      if ratio < bestRatio || (ratio == bestRatio && oldest(best, slot) == slot) {
        best = slot
        bestRatio = ratio
      }
    }
    return best
  }

  /// Brings `entering` into the basis through its leaving row.
  mutating func pivot(_ entering: Symbol) throws(SolverError) {
    guard let slot = leavingSlot(for: entering) else {
      throw .internalSolverError("The objective is unbounded.")
    }
    pivot(entering, leavingSlot: slot)
  }

  mutating func pivot(_ entering: Symbol, leavingSlot slot: Int) {
    let leaving = basics[slot]
    var row = takeRow(at: slot)
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
  }

  /// Replaces a symbol by its new row everywhere, queueing rows that turn infeasible.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    // One pass over the rows' buffer: indexing `rows` mutably checks its uniqueness on every
    // row, and most rows are skipped by their filter after one test.
    var turnedInfeasible: [Int] = []
    rows.withUnsafeMutableBufferPointer { rows in
      for slot in rows.indices where rows[slot].substitute(symbol, with: row) {
        if rows[slot].constant < 0 { turnedInfeasible.append(slot) }
      }
    }
    for slot in turnedInfeasible where basics[slot].isRestricted {
      infeasible.append(basics[slot])
    }
    // Only tiers that hold the symbol are written, so the others keep their optimal mark.
    for tier in tiers.indices where tiers[tier].row.contains(symbol) {
      tiers[tier].row.substitute(symbol, with: row)
    }
    artificial?.substitute(symbol, with: row)
  }

  // MARK: - Dual

  /// Restores feasibility after constants moved, keeping every tier optimal.
  ///
  /// - Throws: ``SolverError/internalSolverError(_:)`` ("Dual optimize failed.") if an
  ///   infeasible row has no symbol to enter, which an optimal tableau rules out.
  mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      guard let slot = slot(of: leaving) else { continue }
      let constant = rows[slot].constant
      guard constant < 0, abs(constant) >= Self.tolerance else { continue }
      guard let entering = dualEnteringSymbol(of: rows[slot]) else {
        throw .internalSolverError("Dual optimize failed.")
      }
      pivot(entering, leavingSlot: slot)
    }
  }

  /// The symbol whose objective vector over its coefficient is lexicographically least.
  func dualEnteringSymbol(of row: Row) -> Symbol? {
    var best: Symbol?
    var bestRatios: [Double] = []
    var ratios = [Double](repeating: 0, count: tiers.count)
    for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
      for tier in tiers.indices {
        ratios[tier] = tiers[tier].row.coefficient(for: cell.symbol) / cell.coefficient
      }
      if best == nil || Self.lexicographicallyPrecedes(ratios, bestRatios) {
        best = cell.symbol
        bestRatios = ratios
      }
    }
    return best
  }

  static func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) where abs(left - right) >= tolerance {
      return left < right
    }
    return false
  }

  /// Moves the constant of a constraint's equation by `delta` and restores feasibility.
  ///
  /// The tableau keeps the equation `expression + a·marker + … = 0`. Adding δ to the
  /// expression is the same as replacing the marker by `marker − δ/a`, so a basic marker's
  /// row moves by −δ/a and every row that mentions a non-basic marker moves by its
  /// coefficient times δ/a (kiwi's suggestValue, generalised to any constraint).
  ///
  /// - Throws: ``SolverError/internalSolverError(_:)`` if the dual simplex finds no way back
  ///   to feasibility, which means a required constraint cannot hold.
  mutating func moveConstant(of tag: Tag, by delta: Double) throws(SolverError) {
    if let slot = slot(of: tag.marker) {
      shiftRow(at: slot, by: -delta / tag.markerCoefficient)
    } else if tag.other.isValid, let slot = slot(of: tag.other) {
      shiftRow(at: slot, by: -delta / tag.otherCoefficient)
    } else {
      let step = delta / tag.markerCoefficient
      for slot in rows.indices {
        let coefficient = rows[slot].coefficient(for: tag.marker)
        if coefficient != 0 { shiftRow(at: slot, by: coefficient * step) }
      }
    }
    try dualOptimize()
  }

  private mutating func shiftRow(at slot: Int, by amount: Double) {
    rows[slot].constant += amount
    if rows[slot].constant < 0 && basics[slot].isRestricted { infeasible.append(basics[slot]) }
  }

  // MARK: - Removal

  /// Takes a removed constraint's errors out of its tier.
  mutating func removeObjectiveEffects(of tag: Tag) {
    guard let key = tag.tierKey,
      let tier = tiers.firstIndex(where: { $0.key == key })
    else { return }
    for marker in [tag.marker, tag.other] where marker.kind == .error {
      if let slot = slot(of: marker) {
        tiers[tier].row.insert(rows[slot], -1)
      } else {
        tiers[tier].row.insert(marker, -1)
      }
    }
  }

  /// The row to pivot a non-basic marker into before dropping it: a basic dummy's row, else
  /// the restricted row it bounds most tightly, else any restricted row, else an external
  /// row (kiwi's getMarkerLeavingRow). Nil if no row mentions the marker.
  func markerLeavingSlot(for marker: Symbol) -> Int? {
    // A basic dummy must stay exactly zero, so a dummy row that mentions the marker is the
    // only safe choice: pivoting there moves nothing (kiwi takes the ratio test below and
    // leaves the dummy off zero, which breaks the duplicate of a removed equality).
    var dummy: Int?
    var first: Int?
    var second: Int?
    var third: Int?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    for slot in rows.indices {
      let coefficient = rows[slot].coefficient(for: marker)
      if coefficient == 0 { continue }
      if basics[slot].isDummy {
        dummy = oldest(dummy, slot)
      } else if basics[slot].isExternal {
        third = oldest(third, slot)
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && oldest(first, slot) == slot) {
          first = slot
          firstRatio = ratio
        }
      } else {
        let ratio = rows[slot].constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && oldest(second, slot) == slot) {
          second = slot
          secondRatio = ratio
        }
      }
    }
    return dummy ?? first ?? second ?? third
  }

  /// Of a chosen row and a candidate, the one whose basic symbol is older (Bland's tie-break).
  func oldest(_ chosen: Int?, _ candidate: Int) -> Int {
    guard let chosen else { return candidate }
    return basics[candidate] < basics[chosen] ? candidate : chosen
  }
}
