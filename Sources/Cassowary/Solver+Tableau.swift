// Tableau storage and the insertion of one constraint (kiwi's createRow, chooseSubject and
// addWithArtificialVariable, research §B2), with two changes: a row left with only slack
// and error symbols enters through one of them whenever the tableau stays feasible, where
// kiwi always runs phase I (``feasibleRestrictedSubject(of:)``); and a failed phase I leaves
// the system exactly as it was, where kiwi pivots the artificial variable out and so keeps
// half of a constraint it reported as unsatisfiable (kiwi.js #31, research §B4).

extension Solver {
  // MARK: - Symbols and rows

  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(ordinal: slots.count, kind: kind)
    slots.append(-1)
    return symbol
  }

  /// The external symbol of a variable, made on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let index = variableIndex[key] { return variableSymbols[index] }
    let symbol = makeSymbol(.external)
    variableIndex.set(variables.count, for: key)
    variables.append(variable)
    variableSymbols.append(symbol)
    values.append(0)
    return symbol
  }

  @inline(__always)
  func slot(of symbol: Symbol) -> Int? {
    let slot = slots[symbol.ordinal]
    return slot < 0 ? nil : Int(slot)
  }

  mutating func insertRow(_ row: Row, basic symbol: Symbol) {
    slots[symbol.ordinal] = Int32(rows.count)
    rows.append(row)
    basics.append(symbol)
  }

  /// Removes and returns a row, moving the last row into its slot.
  mutating func takeRow(at slot: Int) -> Row {
    let last = rows.count - 1
    slots[basics[slot].ordinal] = -1
    if slot != last {
      rows.swapAt(slot, last)
      basics.swapAt(slot, last)
      slots[basics[slot].ordinal] = Int32(slot)
    }
    basics.removeLast()
    return rows.removeLast()
  }

  // MARK: - Tiers

  /// The index of the tier with this key, made (empty) if missing.
  mutating func tierIndex(for key: Double) -> Int {
    var index = 0
    while index < tiers.count, tiers[index].key > key { index += 1 }
    if index == tiers.count || tiers[index].key != key {
      tiers.insert(Tier(key: key, row: Row(), members: 0), at: index)
    }
    return index
  }

  /// Drops one member from a tier and the tier itself once nothing uses its strength.
  mutating func releaseTier(_ key: Double) {
    guard let index = tiers.firstIndex(where: { $0.key == key }) else { return }
    tiers[index].members -= 1
    if tiers[index].members == 0 {
      tiers.remove(at: index)
      // Symbols the removed tier held may now enter the tiers below it.
      for lower in index..<tiers.count { tiers[lower].isOptimal = false }
    }
  }

  // MARK: - Insertion

  /// Adds a constraint as required (`tierKey` nil) or in the tier `tierKey`, then
  /// re-optimises.
  ///
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required
  ///   constraint cannot hold, the system then as before. The set is the support of the
  ///   infeasibility certificate: the required constraints whose markers the proof combines,
  ///   in the order they were added. It conflicts with `constraint` but need not be minimal.
  mutating func insert(_ constraint: Constraint, tierKey: Double?) throws(SolverError) {
    let firstNewOrdinal = slots.count
    var (row, tag) = makeRow(for: constraint, tierKey: tierKey)
    var subject = chooseSubject(of: row, tag)
    if !subject.isValid, row.cells.allSatisfy({ $0.symbol.isDummy }) {
      // The row is a combination of required equalities: redundant or contradictory.
      guard abs(row.constant) < Self.tolerance else {
        throw .unsatisfiableConstraint(constraint, conflicting: constraints(markedBy: row))
      }
      subject = tag.marker
    }
    if !subject.isValid {
      subject = feasibleRestrictedSubject(of: row)
    }
    if subject.isValid {
      row.solve(for: subject)
      if subject.ordinal >= firstNewOrdinal {
        // Made by this very constraint, so no row mentions it; only a tier might.
        for tier in tiers.indices where tiers[tier].row.contains(subject) {
          tiers[tier].row.substitute(subject, with: row)
        }
      } else {
        substitute(subject, with: row)
      }
      insertRow(row, basic: subject)
    } else if let certificate = try addWithArtificialVariable(row) {
      try optimize()
      throw .unsatisfiableConstraint(constraint, conflicting: constraints(markedBy: certificate))
    }
    storeTag(tag)
    if !tiers.isEmpty { try optimize() }
  }

  /// A slack or error symbol the new row can be solved for while the tableau stays feasible,
  /// so phase I (an artificial variable and its pivots, which kiwi always runs here) is not
  /// needed; `.invalid` when none is.
  ///
  /// At a zero constant any such symbol will do: its value stays zero and no other row's
  /// constant moves. Otherwise the symbol takes the value `-constant / coefficient`, which must
  /// be positive, and every restricted basic row that mentions it must keep a non-negative
  /// constant. The common layout case: a size constraint on a view whose size floor's slack
  /// already stands for the size. The optimum is then restored by the usual optimize.
  func feasibleRestrictedSubject(of row: Row) -> Symbol {
    let atZero = abs(row.constant) < Self.tolerance
    candidates: for cell in row.cells {
      let symbol = cell.symbol
      guard symbol.kind == .slack || symbol.kind == .error else { continue }
      if atZero { return symbol }
      let value = -row.constant / cell.coefficient
      guard value > 0 else { continue }
      for slot in rows.indices where basics[slot].isRestricted {
        let coefficient = rows[slot].coefficient(for: symbol)
        if coefficient != 0, rows[slot].constant + coefficient * value < 0 { continue candidates }
      }
      return symbol
    }
    return .invalid
  }

  /// The row of a constraint in terms of the current parametric symbols, with its markers.
  mutating func makeRow(for constraint: Constraint, tierKey: Double?) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant)
    // Room to grow: substitutions merge other rows into this one, and starting at the exact
    // size made a third of the merges in a stack-view layout reallocate the cells (48 cells
    // are 768 bytes, within the allocator's thread cache).
    row.reserveCapacity(max(expression.terms.count + 2, 48))
    for term in expression.terms {
      let symbol = symbol(for: term.variable)
      if let slot = slot(of: symbol) {
        row.insert(rows[slot], term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var tag = Tag(
      constraint: constraint, marker: .invalid, other: .invalid, tierKey: tierKey,
      sequence: nextSequence)
    nextSequence += 1
    let tier = tierKey.map { tierIndex(for: $0) }
    if let tier { tiers[tier].members += 1 }
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expression <= 0 becomes expression + slack = 0; an optional one may exceed it by error.
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      tag.marker = makeSymbol(.slack)
      tag.markerCoefficient = sign
      row.insert(tag.marker, sign)
      if let tier {
        tag.other = makeSymbol(.error)
        tag.otherCoefficient = -sign
        row.insert(tag.other, -sign)
        tiers[tier].row.insert(tag.other)
      }
    case .equal:
      if let tier {
        // expression = error⁺ - error⁻, and the tier pays for both.
        tag.marker = makeSymbol(.error)
        tag.other = makeSymbol(.error)
        tag.markerCoefficient = -1
        tag.otherCoefficient = 1
        row.insert(tag.marker, -1)
        row.insert(tag.other, 1)
        tiers[tier].row.insert(tag.marker)
        tiers[tier].row.insert(tag.other)
      } else {
        tag.marker = makeSymbol(.dummy)
        row.insert(tag.marker)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to solve a new row for: its first external, else a marker that can take a
  /// nonnegative value; invalid when neither exists.
  func chooseSubject(of row: Row, _ tag: Tag) -> Symbol {
    if let cell = row.cells.first(where: { $0.symbol.isExternal }) { return cell.symbol }
    for marker in [tag.marker, tag.other]
    where marker.kind == .slack || marker.kind == .error {
      if row.coefficient(for: marker) < 0 { return marker }
    }
    return .invalid
  }

  /// The required constraints whose markers have a cell in `row`, in the order they were
  /// added.
  ///
  /// Applied to a row that proves a contradiction (its constant is positive and nothing in it
  /// can bring it to zero), these are the constraints the proof combines (Farkas).
  func constraints(markedBy row: Row) -> [Constraint] {
    let markers = Set(row.cells.map(\.symbol))
    return orderedTags.filter { $0.tierKey == nil && markers.contains($0.marker) }
      .map(\.constraint)
  }

  /// Phase I: adds the row through an artificial variable and minimises it.
  ///
  /// - Returns: Nil when the row can hold. When it cannot, the minimised artificial row, a
  ///   certificate of the contradiction; the row is then dropped, which leaves an equivalent
  ///   form of the previous system.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
    let artificialSymbol = makeSymbol(.slack)
    insertRow(row, basic: artificialSymbol)
    artificial = row
    try minimizeArtificial(.anyButDummy)
    let certificate = artificial ?? Row()
    let success = abs(certificate.constant) < Self.tolerance
    artificial = nil
    if let slot = slot(of: artificialSymbol) {
      // Basic: no other row mentions it. On failure its row is all that is dropped.
      var artificialRow = takeRow(at: slot)
      guard success else { return certificate }
      // At zero: swap it for a restricted symbol of its row. A row of dummies alone says
      // the constraint is implied by the required equalities, and there is nothing to keep.
      guard
        let entering = artificialRow.cells.first(where: {
          $0.symbol.kind == .slack || $0.symbol.kind == .error
        })?.symbol
      else { return nil }
      artificialRow.solve(for: artificialSymbol, entering)
      substitute(entering, with: artificialRow)
      insertRow(artificialRow, basic: entering)
    }
    // Not basic, so zero: dropping it from every row imposes the constraint.
    for slot in rows.indices { rows[slot].remove(artificialSymbol) }
    for tier in tiers.indices where tiers[tier].row.contains(artificialSymbol) {
      tiers[tier].row.remove(artificialSymbol)
    }
    return nil
  }
}
