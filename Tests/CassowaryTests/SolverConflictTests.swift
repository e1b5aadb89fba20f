import Cassowary
import Testing

@Suite("Solver: mutually exclusive sets and UIKit's break-and-continue")
struct SolverConflictTests {
  @Test("The set holds only the constraints that conflict, in the order they were added")
  func minimalSet() throws {
    // a + b == 100, a >= 30, b >= 30 and the unrelated c == 7, then b >= 80: with a >= 30
    // that needs a + b >= 110. The set is exactly {a + b == 100, a >= 30, b >= 80}: b >= 30
    // shares a variable but is not needed, c == 7 shares none.
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    var solver = Solver()
    let sum = Constraint(a + b, .equal, 100)
    let aLow = Constraint(a, .greaterThanOrEqual, 30)
    let bLow = Constraint(b, .greaterThanOrEqual, 30)
    let unrelated = Constraint(c, .equal, 7)
    for constraint in [sum, aLow, bLow, unrelated] { try solver.addConstraint(constraint) }
    let bHigh = Constraint(b, .greaterThanOrEqual, 80)
    #expect {
      try solver.addConstraint(bHigh)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.map(ObjectIdentifier.init) == [sum, aLow, bHigh].map(ObjectIdentifier.init)
    }
  }

  @Test("A three-way cycle of inequalities is reported whole")
  func cycle() throws {
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    var solver = Solver()
    let first = Constraint(a + 10, .lessThanOrEqual, b)
    let second = Constraint(b + 10, .lessThanOrEqual, c)
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    let third = Constraint(c + 10, .lessThanOrEqual, a)
    #expect {
      try solver.addConstraint(third)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init)
    }
  }

  @Test("A constraint with no variables that cannot hold conflicts alone")
  func constantContradiction() {
    var solver = Solver()
    let impossible = Constraint(5, .lessThanOrEqual, 0)
    #expect {
      try solver.addConstraint(impossible)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.count == 1 && set[0] === impossible
    }
  }

  @Test(
    "Break and continue: the new constraint is relaxed, reported, and held as nearly as possible")
  func breakAndContinue() throws {
    let width = Variable("view.width")
    var solver = Solver(recovery: .breakAndContinue)
    let twenty = Constraint(width, .equal, 20)
    let forty = Constraint(width, .equal, 40)
    let preference = Constraint(width, .equal, 100, strength: 999)
    try solver.addConstraint(twenty)
    try solver.addConstraint(preference)
    let conflict = try #require(try solver.addConstraint(forty))
    #expect(conflict.broken === forty)
    #expect(
      conflict.mutuallyExclusive.map(ObjectIdentifier.init)
        == [twenty, forty].map(ObjectIdentifier.init))
    #expect(solver.hasConstraint(forty))
    #expect(solver.conflicts.map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(forty)])
    solver.updateVariables()
    #expect(solver.value(of: width) == 20)

    // Once the required 20 goes, the broken 40 outranks the 999 preference.
    try solver.removeConstraint(twenty)
    solver.updateVariables()
    #expect(solver.value(of: width) == 40)
    try solver.removeConstraint(forty)
    #expect(solver.conflicts.isEmpty)
    solver.updateVariables()
    #expect(solver.value(of: width) == 100)
  }

  @Test("After a rejected constraint the solver still accepts and removes the others (kiwi.js #31)")
  func stateSurvivesRejection() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let sum = Constraint(x + y, .lessThanOrEqual, 10)
    let xLow = Constraint(x, .greaterThanOrEqual, 4)
    try solver.addConstraint(sum)
    try solver.addConstraint(xLow)
    #expect(throws: SolverError.self) {
      try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 7))
    }
    try solver.addConstraint(Constraint(y, .equal, 6))
    solver.updateVariables()
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 6)
    try solver.removeConstraint(xLow)
    try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 6))
    try solver.addConstraint(Constraint(x, .equal, 1))
    solver.updateVariables()
    #expect(solver.value(of: x) == 1)
  }

  @Test("Reinstating a relaxed constraint breaks the chosen members instead, only as needed")
  func reinstateBreaksChosenMembers() throws {
    // x == 10 and x == y enter, then x == 20 is relaxed: its set is {x == 10, x == 20}. A
    // policy that keeps x == 20 breaks x == 10 instead: x == 20 holds, x == 10 is the broken
    // one (it cannot hold once back), x == y still holds, so y == 20.
    let x = Variable("x"), y = Variable("y")
    var solver = Solver(recovery: .breakAndContinue)
    let ten = Constraint(x, .equal, 10)
    let tied = Constraint(Expression(x) - Expression(y), .equal, 0)
    let twenty = Constraint(x, .equal, 20)
    try solver.addConstraint(ten)
    try solver.addConstraint(tied)
    let conflict = try #require(try solver.addConstraint(twenty))
    #expect(conflict.broken === twenty)
    var asked: [[ObjectIdentifier]] = []
    let settled = try solver.reinstate(twenty, limit: 4) { conflict in
      asked.append(conflict.mutuallyExclusive.map(ObjectIdentifier.init))
      return conflict.mutuallyExclusive.first { $0 === ten }
    }
    #expect(asked == [[ObjectIdentifier(ten), ObjectIdentifier(twenty)]])
    #expect(settled.map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(ten)])
    #expect(solver.conflicts.map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(ten)])
    solver.updateVariables()
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 20)
  }

  @Test("Reinstating with no member to give up leaves the relaxed constraint as it was")
  func reinstateWithoutVictim() throws {
    let x = Variable("x")
    var solver = Solver(recovery: .breakAndContinue)
    let ten = Constraint(x, .equal, 10)
    let twenty = Constraint(x, .equal, 20)
    try solver.addConstraint(ten)
    try solver.addConstraint(twenty)
    let settled = try solver.reinstate(twenty, limit: 4) { _ in nil }
    #expect(settled.map { ObjectIdentifier($0.broken) } == [ObjectIdentifier(twenty)])
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(throws: SolverError.self) { try solver.reinstate(ten, limit: 4) { _ in nil } }
  }
}
