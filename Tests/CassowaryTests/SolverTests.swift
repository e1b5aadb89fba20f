import Cassowary
import Testing

@Suite("Solver: textbook systems")
struct SolverTests {
  @Test("A required equality fixes a variable")
  func requiredEquality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 42))
    solver.updateVariables()
    #expect(solver.value(of: x) == 42)
  }

  @Test("Two variables, one inequality and weak preferences (Badros et al. §2 example)")
  func midpointExample() throws {
    // xm = (xl + xr) / 2, xl + 10 <= xr, 0 <= xl, xr <= 100, with weak stays at
    // xl = 90 and xr = 30 that cannot both hold. Errors: |xl - 90| + |xr - 30| is minimised
    // by any xl, xr with xr = xl + 10 between them; the solver must land on a point of
    // that segment with total error 70.
    let left = Variable("xl"), right = Variable("xr"), middle = Variable("xm")
    var solver = Solver()
    try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
    try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, right))
    try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
    try solver.addConstraint(Constraint(left, .equal, 90, strength: .weak))
    try solver.addConstraint(Constraint(right, .equal, 30, strength: .weak))
    solver.updateVariables()
    let l = solver.value(of: left), r = solver.value(of: right), m = solver.value(of: middle)
    #expect(abs(l - 90) + abs(r - 30) == 70)
    #expect(r - l >= 10 - 1e-9)
    #expect(m == (l + r) / 2)
  }

  @Test("A strong preference beats a weak one; the weak one wins once alone")
  func strongBeatsWeak() throws {
    let x = Variable("x")
    var solver = Solver()
    let strong = Constraint(x, .equal, 10, strength: .strong)
    try solver.addConstraint(Constraint(x, .equal, 20, strength: .weak))
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
  }

  @Test("An optional inequality is violated only as far as a required one forces")
  func optionalInequality() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50, strength: .medium))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 70))
    try solver.addConstraint(Constraint(x, .equal, 100, strength: .weak))
    solver.updateVariables()
    #expect(solver.value(of: x) == 70)
  }

  @Test("A chain of sums: x3 = x0 + w0 + w1 + w2 + 24 with fixed widths")
  func chainOfSums() throws {
    let x = (0...3).map { Variable("x\($0)") }
    let w = (0..<3).map { Variable("w\($0)") }
    var solver = Solver()
    try solver.addConstraint(Constraint(x[0], .equal, 16))
    for i in 0..<3 {
      try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
      try solver.addConstraint(Constraint(w[i], .equal, Double(10 * (i + 1))))
    }
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0) } == [16, 34, 62, 100])
  }

  @Test("Coefficients other than one: 3x + 2y = 12 with x = 2")
  func coefficients() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(Constraint(3 * x + 2 * y, .equal, 12))
    try solver.addConstraint(Constraint(x, .equal, 2))
    solver.updateVariables()
    #expect(solver.value(of: y) == 3)
  }

  @Test("A redundant required equality is accepted")
  func redundantEquality() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, y + 5))
    try solver.addConstraint(Constraint(y, .equal, 1))
    try solver.addConstraint(Constraint(x - y, .equal, 5))
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 6))
    solver.updateVariables()
    #expect(solver.value(of: x) == 6)
    #expect(solver.constraints.count == 4)
  }

  @Test("reset empties the solver and keeps the recovery setting")
  func reset() throws {
    let x = Variable("x")
    var solver = Solver(recovery: .breakAndContinue)
    try solver.addConstraint(Constraint(x, .equal, 1))
    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(solver.recovery == .breakAndContinue)
    try solver.addConstraint(Constraint(x, .equal, 2))
    solver.updateVariables()
    #expect(solver.value(of: x) == 2)
  }
}
