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
  /// A filter over the symbols with a cell: bit `ordinal % 64` is set for each. A clear bit
  /// proves the symbol absent, so the scans over every row (substitution, ratio tests) skip
  /// most rows without a search; a set bit may be stale after a removal, and is confirmed
  /// by the search.
  private(set) var symbolMask: UInt64

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
    symbolMask = cells.reduce(0) { $0 | Row.maskBit(of: $1.symbol) }
  }

  @inline(__always)
  static func maskBit(of symbol: Symbol) -> UInt64 {
    1 &<< UInt64(truncatingIfNeeded: symbol.rawValue >> 3 & 63)
  }

  /// False only when `symbol` certainly has no cell.
  @inline(__always)
  func mayContain(_ symbol: Symbol) -> Bool { symbolMask & Row.maskBit(of: symbol) != 0 }

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
    guard mayContain(symbol) else { return 0 }
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { mayContain(symbol) && position(of: symbol).found }

  // MARK: - Editing

  mutating func reserveCapacity(_ capacity: Int) { cells.reserveCapacity(capacity) }

  /// Adds `coefficient × symbol`, dropping the cell if the sum vanishes.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    // New symbols are the newest, so they usually belong at the end.
    if cells.isEmpty || cells[cells.count - 1].symbol.rawValue < symbol.rawValue {
      if abs(coefficient) >= Solver.tolerance {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        symbolMask |= Row.maskBit(of: symbol)
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
      symbolMask |= Row.maskBit(of: symbol)
    }
  }

  /// Adds `coefficient × other`, constant included.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    constant += other.constant * coefficient
    if other.cells.count <= 2 {
      for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
      return
    }
    merge(other.cells, coefficient)
  }

  /// `cells += coefficient × b` over sorted cells, in one pass and in place.
  ///
  /// The cells grow by `b.count` and the merge runs from the back, so every write lands at
  /// or after the cell it may overwrite and no second buffer is allocated (the copying merge
  /// this replaced spent a fifth of its time in malloc and in the unspecialised
  /// `unsafeUninitializedCapacity` allocation, which looks up type metadata on every call).
  /// Cancelled cells leave a gap that one move closes; the mask is then recomputed exactly,
  /// which clears bits that removals left stale (without a cancellation it only gains `b`'s).
  private mutating func merge(_ b: [Cell], _ coefficient: Double) {
    let aCount = cells.count
    let bCount = b.count
    // Room for b's cells: appending b itself is one copy (a repeated placeholder is appended
    // element by element); every slot of it is overwritten or cut below.
    cells.append(contentsOf: b)
    var mask: UInt64 = 0
    let kept = cells.withUnsafeMutableBufferPointer { buffer -> Int in
      b.withUnsafeBufferPointer { b in
        var i = aCount &- 1
        var j = bCount &- 1
        var write = aCount &+ bCount &- 1
        while j >= 0 {
          let cell: Cell
          if i >= 0 && buffer[i].symbol.rawValue > b[j].symbol.rawValue {
            cell = buffer[i]
            i &-= 1
          } else if i < 0 || b[j].symbol.rawValue > buffer[i].symbol.rawValue {
            cell = Cell(symbol: b[j].symbol, coefficient: b[j].coefficient * coefficient)
            j &-= 1
          } else {
            let sum = buffer[i].coefficient + b[j].coefficient * coefficient
            cell = Cell(symbol: buffer[i].symbol, coefficient: sum)
            i &-= 1
            j &-= 1
          }
          if abs(cell.coefficient) >= Solver.tolerance {
            buffer[write] = cell
            mask |= Row.maskBit(of: cell.symbol)
            write &-= 1
          }
        }
        // cells[0...i] are in place; the merged tail starts at write + 1. Close the gap the
        // cancelled cells left.
        let tail = write &+ 1
        let gap = tail &- (i &+ 1)
        if gap > 0, let base = buffer.baseAddress {
          (base + (i &+ 1)).update(from: base + tail, count: aCount &+ bCount &- tail)
        }
        if gap > 0 {
          // A cancelled cell's bit may be shared with a kept cell of the untouched prefix.
          var index = 0
          while index <= i {
            mask |= Row.maskBit(of: buffer[index].symbol)
            index &+= 1
          }
        } else {
          mask |= symbolMask
        }
        return aCount &+ bCount &- gap
      }
    }
    symbolMask = mask
    if kept < aCount + bCount { cells.removeLast(aCount + bCount - kept) }
  }

  mutating func remove(_ symbol: Symbol) {
    guard mayContain(symbol) else { return }
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
    guard mayContain(symbol) else { return false }
    let (index, found) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells[index].coefficient
    cells.remove(at: index)
    insert(row, coefficient)
    return true
  }
}
