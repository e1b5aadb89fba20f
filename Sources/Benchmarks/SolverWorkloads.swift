public import Cassowary

/// The solver workloads of shared/bench/WORKLOADS.md, built with the same variables,
/// constraints, strengths and insertion order as kiwisolver's `kiwi_bench.py`, so the two
/// solvers can be timed side by side and must agree on each checksum.
///
/// kiwi's strengths map onto priorities as required 1000, strong 750, medium 500, weak 250.
public enum SolverWorkloads {
  /// W1: a navigation screen of 20 items with 4 variables each (x, y, width, height) and
  /// about 90 constraints, built and solved from scratch.
  ///
  /// - Parameters:
  ///   - width: The map width in points (the script uses 393).
  ///   - height: The map height in points (the script uses 852).
  /// - Returns: The solver after `updateVariables()`, and every item's variables in order.
  /// - Throws: ``SolverError`` if the solver refuses a constraint, which is a solver bug.
  public static func navigationScreen(width: Double, height: Double) throws(SolverError)
    -> (solver: Solver, variables: [Variable])
  {
    var solver = Solver()
    var all: [Variable] = []
    func item(_ name: String) -> [Variable] {
      let variables = ["x", "y", "w", "h"].map { Variable("\(name).\($0)") }
      all += variables
      return variables
    }
    func add(_ constraint: Constraint) throws(SolverError) { try solver.addConstraint(constraint) }

    let root = item("root")
    try add(Constraint(root[0], .equal, 0))
    try add(Constraint(root[1], .equal, 0))
    try add(Constraint(root[2], .equal, width))
    try add(Constraint(root[3], .equal, height))
    let safe = item("safe")
    try add(Constraint(safe[0], .equal, 0))
    try add(Constraint(safe[1], .equal, 59))
    try add(Constraint(safe[2], .equal, width))
    try add(Constraint(safe[3], .equal, height - 59 - 34))
    let guide = item("guide")
    try add(Constraint(guide[3], .equal, 0))
    try add(Constraint(guide[1] + guide[3], .equal, safe[1] + safe[3], strength: .weak))
    let turn = item("turn"), eta = item("eta"), logo = item("logo"), viewport = item("vp")
    let stack = item("stack"), prompt = item("prompt"), speed = item("speed")
    let sizes: [([Variable], Double, Double)] = [
      (turn, width, 120), (eta, width, 80), (logo, 70, 24), (prompt, width - 16, 140),
      (speed, 64, 64),
    ]
    for (view, w, h) in sizes {
      try add(Constraint(view[2], .equal, w))
      try add(Constraint(view[3], .equal, h))
    }
    try add(Constraint(turn[0], .equal, safe[0]))
    try add(Constraint(turn[1], .equal, 0))
    try add(Constraint(eta[0], .equal, 0))
    try add(Constraint(eta[1] + eta[3], .equal, height))
    try add(Constraint(guide[1] + guide[3], .lessThanOrEqual, eta[1]))
    try add(Constraint(prompt[0], .equal, 8))
    try add(Constraint(prompt[1] + prompt[3], .equal, height))
    try add(Constraint(guide[1] + guide[3], .lessThanOrEqual, prompt[1]))
    try add(Constraint(stack[0] + stack[2], .equal, safe[0] + safe[2]))
    try add(Constraint(stack[1], .equal, turn[1] + turn[3]))
    try add(Constraint(stack[1] + stack[3], .equal, guide[1]))
    try add(Constraint(stack[2], .equal, 56))
    try add(Constraint(logo[0], .equal, safe[0]))
    try add(Constraint(logo[1] + logo[3], .equal, guide[1]))
    try add(Constraint(speed[0], .equal, safe[0] + 8))
    try add(Constraint(speed[1] + speed[3], .equal, logo[1] - 8))
    try add(Constraint(viewport[0], .equal, safe[0]))
    try add(Constraint(viewport[0] + viewport[2], .equal, safe[0] + safe[2]))
    try add(Constraint(viewport[1], .equal, turn[1] + turn[3]))
    try add(Constraint(viewport[1] + viewport[3], .equal, guide[1]))
    // Ten custom views in a bottom sheet stacked above the ETA card.
    var previousTop = eta[1]
    for index in 0..<10 {
      let custom = item("c\(index)")
      try add(Constraint(custom[0], .equal, safe[0] + 16))
      try add(Constraint(custom[0] + custom[2], .equal, safe[0] + safe[2] - 16))
      try add(Constraint(custom[3], .equal, 30, strength: .medium))
      try add(Constraint(custom[3], .greaterThanOrEqual, 20))
      try add(Constraint(custom[1] + custom[3], .equal, previousTop - 4))
      previousTop = custom[1]
    }
    solver.updateVariables()
    return (solver, all)
  }

  /// W2: `n` items in a row, `x[i+1] = x[i] + w[i] + 8`, `w[i] >= 10`, `w[i] == 40` (weak),
  /// and `total == x[n]` with `total` an edit variable of strength strong.
  ///
  /// - Returns: The solver after `updateVariables()` and the edit variable `total`.
  /// - Throws: ``SolverError`` if the solver refuses a constraint, which is a solver bug.
  public static func chain(_ n: Int) throws(SolverError) -> (solver: Solver, total: Variable) {
    var solver = Solver()
    let x = (0...n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    try solver.addConstraint(Constraint(x[0], .equal, 0))
    for index in 0..<n {
      try solver.addConstraint(Constraint(x[index + 1], .equal, x[index] + w[index] + 8))
      try solver.addConstraint(Constraint(w[index], .greaterThanOrEqual, 10))
      try solver.addConstraint(Constraint(w[index], .equal, 40, strength: .weak))
    }
    let total = Variable("total")
    try solver.addConstraint(Constraint(total, .equal, x[n]))
    try solver.addEditVariable(total, strength: .strong)
    solver.updateVariables()
    return (solver, total)
  }

  /// W3: an `rows × columns` grid of cells (x, y, width, height): widths equal along a row,
  /// heights along a column, edges chained, the whole grid 1000 × 1000.
  ///
  /// - Returns: The solver after `updateVariables()` and every cell's variables, row by row.
  /// - Throws: ``SolverError`` if the solver refuses a constraint, which is a solver bug.
  public static func grid(rows: Int, columns: Int) throws(SolverError)
    -> (solver: Solver, variables: [Variable])
  {
    var solver = Solver()
    let cells = (0..<rows).map { i in
      (0..<columns).map { j in ["x", "y", "w", "h"].map { Variable("c\(i)_\(j).\($0)") } }
    }
    try solver.addConstraint(Constraint(cells[0][0][0], .equal, 0))
    try solver.addConstraint(Constraint(cells[0][0][1], .equal, 0))
    for i in 0..<rows {
      for j in 0..<columns {
        let cell = cells[i][j]
        try solver.addConstraint(Constraint(cell[2], .greaterThanOrEqual, 1))
        try solver.addConstraint(Constraint(cell[3], .greaterThanOrEqual, 1))
        try solver.addConstraint(Constraint(cell[2], .equal, 50, strength: .weak))
        if j > 0 {
          let left = cells[i][j - 1]
          try solver.addConstraint(Constraint(cell[0], .equal, left[0] + left[2]))
          try solver.addConstraint(Constraint(cell[1], .equal, left[1]))
          try solver.addConstraint(Constraint(cell[2], .equal, left[2]))
        }
        if i > 0 {
          let above = cells[i - 1][j]
          try solver.addConstraint(Constraint(cell[1], .equal, above[1] + above[3]))
          try solver.addConstraint(Constraint(cell[0], .equal, above[0]))
          try solver.addConstraint(Constraint(cell[3], .equal, above[3]))
        }
      }
    }
    let topRight = cells[0][columns - 1]
    try solver.addConstraint(Constraint(topRight[0] + topRight[2], .equal, 1000))
    let bottomLeft = cells[rows - 1][0]
    try solver.addConstraint(Constraint(bottomLeft[1] + bottomLeft[3], .equal, 1000))
    solver.updateVariables()
    return (solver, cells.flatMap { $0.flatMap { $0 } })
  }

  /// The script's checksum: the sum of the values, rounded to three decimals.
  public static func checksum(_ variables: [Variable], in solver: Solver) -> Double {
    (variables.reduce(0) { $0 + solver.value(of: $1) } * 1000).rounded() / 1000
  }
}
