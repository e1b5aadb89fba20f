import Cassowary
import Testing

@Suite("Solver: every error with its payload")
struct SolverErrorTests {
  let x = Variable("x")

  @Test("Adding a constraint twice throws duplicateConstraint naming it")
  func duplicate() throws {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 1)
    try solver.addConstraint(constraint)
    #expect {
      try solver.addConstraint(constraint)
    } throws: { error in
      guard case .duplicateConstraint(let payload) = error as? SolverError else { return false }
      return payload === constraint
        && "\(error)" == "duplicate constraint: x - 1 == 0 | required"
    }
  }

  @Test("Removing a constraint never added throws unknownConstraint naming it")
  func unknown() {
    var solver = Solver()
    let constraint = Constraint(x, .lessThanOrEqual, 5, strength: .weak)
    #expect {
      try solver.removeConstraint(constraint)
    } throws: { error in
      guard case .unknownConstraint(let payload) = error as? SolverError else { return false }
      return payload === constraint && "\(error)" == "unknown constraint: x - 5 <= 0 | 250"
    }
  }

  @Test("Strengths outside (0, 1000] are refused", arguments: [0.0, -1, 1000.5, 2000])
  func invalidStrength(value: Double) {
    var solver = Solver()
    let constraint = Constraint(x, .equal, 0, strength: Strength(rawValue: value))
    #expect {
      try solver.addConstraint(constraint)
    } throws: { error in
      guard case .invalidStrength(let payload) = error as? SolverError else { return false }
      return payload === constraint
    }
    #expect(!solver.hasConstraint(constraint))
  }

  @Test("The invalid-strength message names the value and the allowed range")
  func invalidStrengthMessage() {
    let error = SolverError.invalidStrength(Constraint(x, .equal, 3, strength: 1200))
    #expect("\(error)" == "invalid strength 1200: must be in (0, 1000]: x - 3 == 0 | 1200")
  }

  @Test("Edit variables: duplicate, unknown, and required strength are refused")
  func editErrors() throws {
    var solver = Solver()
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .strong) }
    let y = Variable("y")
    #expect {
      try solver.suggestValue(y, 3)
    } throws: { error in
      guard case .unknownEditVariable(let payload) = error as? SolverError else { return false }
      return payload === y && "\(error)" == "unknown edit variable: y"
    }
    #expect {
      try solver.removeEditVariable(y)
    } throws: { error in
      guard case .unknownEditVariable = error as? SolverError else { return false }
      return true
    }
    #expect {
      try solver.addEditVariable(y, strength: .required)
    } throws: { error in
      guard case .badEditStrength(let variable, let strength) = error as? SolverError else {
        return false
      }
      return variable === y && strength == .required
        && "\(error)" == "edit variable y needs an optional strength in (0, 1000), not required"
    }
    #expect(!solver.hasEditVariable(y))
  }

  @Test("An unsatisfiable required constraint names the conflicting set and changes nothing")
  func unsatisfiable() throws {
    let width = Variable("view.width")
    var solver = Solver()
    let twenty = Constraint(width, .equal, 20)
    let forty = Constraint(width, .equal, 40)
    try solver.addConstraint(twenty)
    #expect {
      try solver.addConstraint(forty)
    } throws: { error in
      guard case .unsatisfiableConstraint(let constraint, let set) = error as? SolverError
      else { return false }
      return constraint === forty && set.count == 2 && set[0] === twenty && set[1] === forty
        && "\(error)" == """
          unsatisfiable constraint: view.width - 40 == 0 | required; \
          mutually exclusive: [view.width - 20 == 0 | required], \
          [view.width - 40 == 0 | required]
          """
    }
    #expect(!solver.hasConstraint(forty))
    solver.updateVariables()
    #expect(solver.value(of: width) == 20)
  }

  @Test("NaN and infinity are refused, in constraints and in suggestions")
  func nonFinite() throws {
    var solver = Solver()
    for constant in [Double.nan, .infinity, -.infinity] {
      let constraint = Constraint(x, .equal, constant)
      #expect {
        try solver.addConstraint(constraint)
      } throws: { error in
        guard case .nonFiniteConstraint(let payload) = error as? SolverError else { return false }
        return payload === constraint
      }
    }
    let scaled = Constraint(Double.nan * x, .lessThanOrEqual, 1)
    #expect(throws: SolverError.self) { try solver.addConstraint(scaled) }
    try solver.addEditVariable(x, strength: .strong)
    #expect {
      try solver.suggestValue(x, .nan)
    } throws: { error in
      guard case .suggestionOutOfRange(let variable, _) = error as? SolverError else { return false }
      return variable === x && "\(error)" == "suggested value nan for x is out of range: at most 1e15 in magnitude"
    }
    #expect(solver.constraints.isEmpty)  // the edit constraint is the solver's own
    #expect(solver.hasEditVariable(x))
  }
}
