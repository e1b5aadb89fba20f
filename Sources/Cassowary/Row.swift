/// One equation of the tableau: `constant + Σ coefficient × symbol`, stored sparse.
///
/// Cells are kept sorted by symbol, so merging two rows is one linear pass and every loop
/// over cells runs in creation order. A coefficient whose magnitude falls below
/// ``Solver/tolerance`` is dropped, as kiwi does, so rounding noise never becomes a pivot.
struct Row: Sendable {
  /// A nonzero coefficient of one symbol.
  struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  var constant: Double
  private(set) var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  // MARK: - Reading

  /// The index of `symbol` in `cells`, or where it would be inserted.
  @inline(__always)
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low &+ high) >> 1
      let raw = cells[middle].symbol.rawValue
      if raw < symbol.rawValue {
        low = middle &+ 1
      } else if raw > symbol.rawValue {
        high = middle
      } else {
        return (middle, true)
      }
    }
    return (low, false)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  // MARK: - Editing

  mutating func reserveCapacity(_ capacity: Int) { cells.reserveCapacity(capacity) }

  /// Adds `coefficient × symbol`, dropping the cell if the sum vanishes.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    // New symbols are the newest, so they usually belong at the end.
    if cells.isEmpty || cells[cells.count - 1].symbol.rawValue < symbol.rawValue {
      if abs(coefficient) >= Solver.tolerance {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
      }
      return
    }
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) < Solver.tolerance {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if abs(coefficient) >= Solver.tolerance {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `coefficient × other`, constant included.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    if other.cells.count <= 2 {
      for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
      return
    }
    cells = Row.merge(cells, other.cells, coefficient)
  }

  /// `a + coefficient × b` over sorted cells, in one pass.
  private static func merge(_ a: [Cell], _ b: [Cell], _ coefficient: Double) -> [Cell] {
    [Cell](unsafeUninitializedCapacity: a.count + b.count) { buffer, count in
      guard let base = buffer.baseAddress else {
        count = 0
        return
      }
      var i = 0
      var j = 0
      var n = 0
      a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          while i < a.count || j < b.count {
            let cell: Cell
            if j == b.count || (i < a.count && a[i].symbol.rawValue < b[j].symbol.rawValue) {
              cell = a[i]
              i &+= 1
            } else if i == a.count || b[j].symbol.rawValue < a[i].symbol.rawValue {
              cell = Cell(symbol: b[j].symbol, coefficient: b[j].coefficient * coefficient)
              j &+= 1
            } else {
              let sum = a[i].coefficient + b[j].coefficient * coefficient
              cell = Cell(symbol: a[i].symbol, coefficient: sum)
              i &+= 1
              j &+= 1
            }
            if abs(cell.coefficient) >= Solver.tolerance {
              (base + n).initialize(to: cell)
              n &+= 1
            }
          }
        }
      }
      count = n
    }
  }

  mutating func remove(_ symbol: Symbol) {
    let (index, found) = position(of: symbol)
    if found { cells.remove(at: index) }
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = row` as `symbol = …` and drops `symbol` from the cells.
  ///
  /// - Precondition: `symbol` has a cell.
  mutating func solve(for symbol: Symbol) {
    let (index, _) = position(of: symbol)
    let factor = -1 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Rewrites `lhs = row` as `rhs = …`: the pivot step.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`; returns whether the symbol was present.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    insert(row, coefficient)
    return true
  }
}
