import Cassowary
import Testing

@Suite("Solver: removal restores the previous solution")
struct SolverRemovalTests {
  /// A small screen: a card pinned under a 59-pt band, a guide bottom weakly at 818, a prompt.
  func screen() throws -> (Solver, [Variable], [Constraint]) {
    let top = Variable("card.top"), height = Variable("card.height")
    let guide = Variable("guide.bottom"), prompt = Variable("prompt.top")
    var solver = Solver()
    let constraints = [
      Constraint(top, .equal, 59),
      Constraint(height, .equal, 120, strength: .strong),
      Constraint(height, .greaterThanOrEqual, 80),
      Constraint(guide, .equal, 818, strength: .weak),
      Constraint(guide, .greaterThanOrEqual, top + height),
      Constraint(prompt, .equal, 600),
      Constraint(guide, .lessThanOrEqual, prompt),
      Constraint(height, .lessThanOrEqual, 60, strength: .medium),
    ]
    for constraint in constraints { try solver.addConstraint(constraint) }
    return (solver, [top, height, guide, prompt], constraints)
  }

  @Test("Removing the last constraint gives back exactly the values before it", arguments: 0..<8)
  func removeRestores(count: Int) throws {
    let (_, variables, constraints) = try screen()
    var reference = Solver()
    for constraint in constraints.prefix(count) { try reference.addConstraint(constraint) }
    reference.updateVariables()
    var solver = reference
    try solver.addConstraint(constraints[count])
    try solver.removeConstraint(constraints[count])
    solver.updateVariables()
    #expect(variables.map { solver.value(of: $0) } == variables.map { reference.value(of: $0) })
  }

  @Test("Removing everything in any order leaves an empty tableau")
  func removeAll() throws {
    var (solver, _, constraints) = try screen()
    for index in [3, 0, 7, 5, 1, 6, 2, 4] { try solver.removeConstraint(constraints[index]) }
    #expect(solver.constraints.isEmpty)
    #expect(solver.debugDump().contains("Rows\n  none"))
    #expect(solver.debugDump().contains("Objective\n  none"))
  }

  @Test("Hand-computed values of the screen, then with the prompt gone")
  func values() throws {
    var (solver, variables, constraints) = try screen()
    solver.updateVariables()
    // height: 120 strong beats <= 60 medium; guide: >= 179, <= 600, weakly 818 → 600.
    #expect(variables.map { solver.value(of: $0) } == [59, 120, 600, 600])
    try solver.removeConstraint(constraints[6])
    solver.updateVariables()
    #expect(solver.value(of: variables[2]) == 818)
  }
}
