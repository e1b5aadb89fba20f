import Cassowary
import Testing

/// Defects found by trying the solver as a user would, each pinned by its reproduction.
@Suite("Solver: regressions from the first trial")
struct SolverRegressionTests {
  @Test("Removing one of two identical required equalities keeps the other in force")
  func duplicateRequiredEquality() throws {
    let x = Variable("x")
    var solver = Solver()
    let first = Constraint(x, .equal, 10)
    try solver.addConstraint(first)
    try solver.addConstraint(Constraint(x, .equal, 10))
    try solver.addConstraint(Constraint(x, .equal, 3, strength: .weak))
    try solver.removeConstraint(first)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  @Test("The layout form: a width pinned twice survives losing one pin")
  func duplicateWidth() throws {
    // left == 0, width == 100 twice, right == left + width, right <= 50 @750.
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    var solver = Solver()
    let pin = Constraint(width, .equal, 100)
    for constraint in [
      Constraint(left, .equal, 0), pin, Constraint(width, .equal, 100),
      Constraint(right, .equal, left + width),
      Constraint(right, .lessThanOrEqual, 50, strength: .strong),
    ] {
      try solver.addConstraint(constraint)
    }
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(solver.value(of: width) == 100)
    #expect(solver.value(of: right) == 100)
  }

  @Test("Rounding below zero does not make the optimal range inside out")
  func roundingInRange() throws {
    // By hand: a = 10; 2a + 2b - 2c <= 7 and 2a + b - 2c >= 16 (weak) give b <= -9 when the
    // weak one holds; -2a + b <= 8 allows it; -2a - 2b <= -2 (strong) needs b >= -9. So b = -9.
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    var solver = Solver()
    try solver.addConstraint(Constraint(2 * a + 2 * b - 2 * c, .lessThanOrEqual, 7))
    try solver.addConstraint(Constraint(-2 * a + b, .lessThanOrEqual, 8))
    try solver.addConstraint(Constraint(-2 * a - 2 * b, .lessThanOrEqual, -2, strength: .strong))
    try solver.addConstraint(
      Constraint(2 * a + b - 2 * c, .greaterThanOrEqual, 16, strength: .weak))
    try solver.addConstraint(Constraint(2 * a, .equal, 20))
    #expect(!solver.isAmbiguous(b))
    let range = solver.optimalRange(of: b)
    #expect(abs(range.lowerBound + 9) < 1e-9 && abs(range.upperBound + 9) < 1e-9)
  }

  @Test("A long chain's contradiction is reported from its certificate, in add order")
  func longChainConflict() throws {
    // x0 == 0, x[i+1] == x[i] + w[i] + 8, w[i] >= 10: x[n] >= 18 n, so x[n] <= 100 fails for
    // n = 400. Every chain constraint is needed: the set is all of them plus the new one.
    let n = 400
    let x = (0...n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    var solver = Solver()
    var chain = [Constraint(x[0], .equal, 0)]
    for i in 0..<n {
      chain.append(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
      chain.append(Constraint(w[i], .greaterThanOrEqual, 10))
    }
    for constraint in chain { try solver.addConstraint(constraint) }
    let cap = Constraint(x[n], .lessThanOrEqual, 100)
    #expect {
      try solver.addConstraint(cap)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.map(ObjectIdentifier.init) == (chain + [cap]).map(ObjectIdentifier.init)
    }
  }

  @Test("Edit constraints are the solver's own: not listed, not removable, not replaceable")
  func editConstraintsHidden() throws {
    let y = Variable("y")
    var solver = Solver()
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 5)
    #expect(solver.constraints.isEmpty)
    try solver.suggestValue(y, 9)
    solver.updateVariables()
    #expect(solver.value(of: y) == 9)
    try solver.removeEditVariable(y)
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 4)
    solver.updateVariables()
    #expect(solver.value(of: y) == 4)
  }

  @Test("A failed replacement leaves the old constraint where it was in the order")
  func failedReplaceKeepsOrder() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let first = Constraint(x, .equal, 1)
    let second = Constraint(y, .equal, 2)
    let third = Constraint(x + y, .lessThanOrEqual, 10)
    for constraint in [first, second, third] { try solver.addConstraint(constraint) }
    let before = solver.debugDump()
    #expect(throws: SolverError.self) {
      try solver.replaceConstraint(first, with: Constraint(x, .greaterThanOrEqual, 20))
    }
    #expect(
      solver.constraints.map(ObjectIdentifier.init)
        == [first, second, third].map(ObjectIdentifier.init))
    #expect(solver.debugDump() == before)
    #expect(try solver.replaceConstraint(first, with: first) == nil)
  }

  @Test("Suggestions beyond 1e15 points are refused and change nothing")
  func overflowingSuggestion() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 1e15)
    for huge in [1e308, -1e308, 1.5e15] {
      #expect(throws: SolverError.self) { try solver.suggestValue(x, huge) }
    }
    try solver.suggestValue(x, 5)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
  }
}
