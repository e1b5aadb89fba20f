import Cassowary
import Testing

@Suite("Solver: exact ambiguity")
struct SolverAmbiguityTests {
  @Test("A view with a left edge and no width is ambiguous in its right edge only")
  func missingConstraint() throws {
    let left = Variable("left"), right = Variable("right")
    var solver = Solver()
    try solver.addConstraint(Constraint(left, .equal, 16))
    try solver.addConstraint(Constraint(right, .greaterThanOrEqual, left))
    #expect(!solver.isAmbiguous(left))
    #expect(solver.isAmbiguous(right))
    #expect(solver.optimalRange(of: right) == 16...Double.infinity)
  }

  @Test("A free variable and an unknown one span the whole line")
  func freeVariables() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(Constraint(x + y, .equal, 10))
    #expect(solver.optimalRange(of: x) == -Double.infinity...Double.infinity)
    #expect(solver.optimalRange(of: y) == -Double.infinity...Double.infinity)
    #expect(solver.optimalRange(of: Variable("never added")) == -Double.infinity...Double.infinity)
  }

  @Test("A higher priority removes an equal-priority tie")
  func tieBroken() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: 500))
    try solver.addConstraint(Constraint(x, .equal, 100, strength: 500))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 40, strength: 501))
    #expect(solver.optimalRange(of: x) == 0...40)
    try solver.addConstraint(Constraint(x, .equal, 25, strength: 250))
    #expect(solver.optimalRange(of: x) == 25...25)
    #expect(!solver.isAmbiguous(x))
  }

  @Test("Ambiguity hides behind a degenerate vertex: the query still finds it")
  func degenerate() throws {
    // x + y == 10, x >= 0, y >= 0, x <= 10: x at a vertex where two bounds meet, yet x can
    // slide along the whole segment.
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 10))
    try solver.addConstraint(Constraint(x + y, .equal, 10))
    #expect(solver.optimalRange(of: x) == 0...10)
    #expect(solver.optimalRange(of: y) == 0...10)
  }

  @Test("Queries leave the solver as it was")
  func queriesDoNotMutate() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: 500))
    try solver.addConstraint(Constraint(x, .equal, 100, strength: 500))
    let before = solver.debugDump()
    _ = solver.optimalRange(of: x)
    #expect(solver.debugDump() == before)
  }
}
