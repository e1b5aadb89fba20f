import Cassowary
import Testing

// A new row left with only slack and error symbols is solved for one of them when the tableau
// stays feasible, instead of running phase I; the solver checks every row that mentions it.

@Suite("Solver: entering a row through a restricted symbol without phase I")
struct SolverFeasibleSubjectTests {
  @Test("A size over a size floor's slack enters through that slack")
  func sizeOverFloor() throws {
    // w >= 0 makes w basic over the floor's slack s2; w == 50 then leaves only s2 (and its
    // own dummy), and s2 = 50 keeps everything feasible.
    let w = Variable("w")
    var solver = Solver()
    try solver.addConstraint(Constraint(w, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(w, .equal, 50))
    solver.updateVariables()
    #expect(solver.value(of: w) == 50)
    #expect(
      solver.debugDump() == """
        Objective
          none
        Rows
          v1 = 50 - d3
          s2 = 50 - d3
        Infeasible
          none
        Variables
          v1 w = 50
        Constraints
          1. w >= 0 | required  (s2)
          2. w - 50 == 0 | required  (d3)
        """)
  }

  @Test("A slack that would push another restricted row below zero is not taken")
  func rejectsShortcutThatBreaksAnotherRow() throws {
    // x >= 0 makes x = s1; x <= 5 then enters through its own slack: s2 = 5 - s1. x == 6
    // leaves only s1 (and a dummy): s1 = 6 is positive, but s2 would be -1. The solver must
    // see that, fall back to phase I and report the contradiction with the ceiling.
    let x = Variable("x")
    var solver = Solver()
    let floor = Constraint(x, .greaterThanOrEqual, 0)
    let ceiling = Constraint(x, .lessThanOrEqual, 5)
    try solver.addConstraint(floor)
    try solver.addConstraint(ceiling)
    let six = Constraint(x, .equal, 6)
    #expect {
      try solver.addConstraint(six)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.map(ObjectIdentifier.init) == [ceiling, six].map(ObjectIdentifier.init)
    }
    #expect(
      solver.constraints.map(ObjectIdentifier.init) == [floor, ceiling].map(ObjectIdentifier.init))
    solver.updateVariables()
    #expect((0...5).contains(solver.value(of: x)))
  }
}
