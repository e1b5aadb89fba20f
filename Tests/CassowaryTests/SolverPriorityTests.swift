import Cassowary
import Testing

@Suite("Solver: lexicographic priorities")
struct SolverPriorityTests {
  @Test("One constraint at 251 beats any number at 250", arguments: [1, 2, 5, 50, 400])
  func oneHigherBeatsMany(count: Int) throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 10, strength: 251))
    for _ in 0..<count {
      try solver.addConstraint(Constraint(x, .equal, 100, strength: 250))
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(!solver.isAmbiguous(x))
  }

  @Test("A weighted sum, kiwi's objective, lets two 250s outvote one 251")
  func weightedSumGetsItWrong() {
    // kiwi fuses strengths into one weighted sum of errors (research §B2). For x == 10 @251
    // and two x == 100 @250 that sum is 251·|x − 10| + 500·|x − 100|, smallest at x = 100;
    // UIKit, and this solver (test above), put x at 10.
    func weightedCost(_ x: Double) -> Double { 251 * abs(x - 10) + 2 * 250 * abs(x - 100) }
    #expect(weightedCost(100) < weightedCost(10))
    #expect(weightedCost(100) == 22_590)
    #expect(weightedCost(10) == 45_000)
  }

  @Test("1001 weak constraints do not outvote a medium one (kiwi's weights would: 1001 > 1000)")
  func manyWeakAgainstMedium() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .medium))
    for _ in 0..<1001 {
      try solver.addConstraint(Constraint(x, .equal, 1, strength: .weak))
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  @Test("A lower tier still decides what the higher ones leave open")
  func lowerTierDecidesTheRest() throws {
    // 750 wants x + y = 100; 500 wants x = 30; 250 wants y = 90 (cannot also hold).
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(Constraint(y, .equal, 90, strength: 250))
    try solver.addConstraint(Constraint(x, .equal, 30, strength: 500))
    try solver.addConstraint(Constraint(x + y, .equal, 100, strength: 750))
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
  }

  @Test("Priorities 999 and 998 stay distinct tiers (no 10^p weights to overflow)")
  func adjacentHighPriorities() throws {
    let x = Variable("x")
    var solver = Solver()
    for _ in 0..<3 { try solver.addConstraint(Constraint(x, .equal, 5, strength: 998)) }
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 2, strength: 999))
    solver.updateVariables()
    #expect(solver.value(of: x) == 2)
  }

  @Test("A weak bottom guide is pushed up by required <= constraints")
  func guidePushedUp() throws {
    // guide.bottom == 818 @250, guide.bottom <= 772 (ETA top), guide.bottom <= 712 (prompt top).
    let bottom = Variable("guide.bottom")
    var solver = Solver()
    try solver.addConstraint(Constraint(bottom, .equal, 818, strength: .weak))
    try solver.addConstraint(Constraint(bottom, .lessThanOrEqual, 772))
    solver.updateVariables()
    #expect(solver.value(of: bottom) == 772)
    let prompt = Constraint(bottom, .lessThanOrEqual, 712)
    try solver.addConstraint(prompt)
    solver.updateVariables()
    #expect(solver.value(of: bottom) == 712)
    try solver.removeConstraint(prompt)
    solver.updateVariables()
    #expect(solver.value(of: bottom) == 772)
  }

  @Test("Equal-priority conflicts leave the variable ambiguous between the two targets")
  func equalPriorityConflict() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: 500))
    try solver.addConstraint(Constraint(x, .equal, 100, strength: 500))
    #expect(solver.isAmbiguous(x))
    #expect(solver.optimalRange(of: x) == 0...100)
  }
}
