import Cassowary
import Testing

@Suite("Solver: the tableau dump and determinism")
struct SolverDumpTests {
  @Test("The dump of a two-tier system, pinned")
  func golden() throws {
    let x = Variable("x"), w = Variable("w")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 16))
    try solver.addConstraint(Constraint(w, .greaterThanOrEqual, 10))
    try solver.addConstraint(Constraint(w, .equal, 40, strength: .weak))
    try solver.addConstraint(Constraint(x + w, .lessThanOrEqual, 30, strength: .strong))
    // x = 16; the strong x + w <= 30 caps w at 14 against the weak 40, which pays 26.
    #expect(
      solver.debugDump() == """
        Objective
          750: 0 + e8
          250: 26 - d2 + 2 e5 + s7 - e8
        Rows
          v1 = 16 - d2
          v3 = 14 + d2 - s7 + e8
          s4 = 4 + d2 - s7 + e8
          e6 = 26 - d2 + e5 + s7 - e8
        Infeasible
          none
        Variables
          v1 x = 16
          v3 w = 14
        Constraints
          1. x - 16 == 0 | required  (d2)
          2. w - 10 >= 0 | required  (s4)
          3. w - 40 == 0 | 250  (e5, e6)
          4. x + w - 30 <= 0 | 750  (s7, e8)
        """)
  }

  @Test("The same operations give the same dump, byte for byte")
  func deterministic() throws {
    func build() throws -> String {
      var random = SplitMix64(seed: 42)
      var result: [String] = []
      for _ in 0..<20 {
        let system = OracleSystem(random: &random)
        var solver = Solver(recovery: .breakAndContinue)
        for item in system.box + system.constraints {
          try solver.addConstraint(item.constraint(over: system.variables))
        }
        result.append(solver.debugDump())
      }
      return result.joined(separator: "\n---\n")
    }
    #expect(try build() == build())
  }
}
