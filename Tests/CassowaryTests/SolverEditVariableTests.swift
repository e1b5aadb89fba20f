import Cassowary
import Testing

@Suite("Solver: edit variables and constants moved in place")
struct SolverEditVariableTests {
  @Test("Suggesting values drags a view's width between its bounds")
  func dragWithinBounds() throws {
    // width in [40, 300]; right == left + width; left == 16.
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    var solver = Solver()
    try solver.addConstraint(Constraint(left, .equal, 16))
    try solver.addConstraint(Constraint(right, .equal, left + width))
    try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 40))
    try solver.addConstraint(Constraint(width, .lessThanOrEqual, 300))
    try solver.addEditVariable(width, strength: .strong)
    var rights: [Double] = []
    for suggestion in [100.0, 10, 500, 250, 40] {
      try solver.suggestValue(width, suggestion)
      solver.updateVariables()
      rights.append(solver.value(of: right))
    }
    #expect(rights == [116, 56, 316, 266, 56])
  }

  @Test("The W2 chain: the edited total spreads over the widths, the sum always holds")
  func chainEditCycle() throws {
    let n = 5
    let x = (0...n).map { Variable("x\($0)") }
    let w = (0..<n).map { Variable("w\($0)") }
    let total = Variable("total")
    var solver = Solver()
    try solver.addConstraint(Constraint(x[0], .equal, 0))
    for i in 0..<n {
      try solver.addConstraint(Constraint(x[i + 1], .equal, x[i] + w[i] + 8))
      try solver.addConstraint(Constraint(w[i], .greaterThanOrEqual, 10))
      try solver.addConstraint(Constraint(w[i], .equal, 40, strength: .weak))
    }
    try solver.addConstraint(Constraint(total, .equal, x[n]))
    try solver.addEditVariable(total, strength: .strong)
    solver.updateVariables()
    // The strong edit starts at 0, so every width sits at its minimum: 5 × (10 + 8) = 90.
    #expect(solver.value(of: total) == 90)
    for k in 0..<20 {
      let target = Double(n * 30 + k)  // 150 ... 169: widths total target - 40
      try solver.suggestValue(total, target)
      solver.updateVariables()
      #expect(solver.value(of: total) == target)
      let widths = w.map { solver.value(of: $0) }
      #expect(widths.allSatisfy { $0 >= 10 - 1e-9 })
      #expect(abs(widths.reduce(0, +) - (target - 40)) < 1e-9)
    }
    // Past 5 × (40 + 8) = 240 the weak 40s give way: the strong edit wins.
    try solver.suggestValue(total, 300)
    solver.updateVariables()
    #expect(solver.value(of: total) == 300)
  }

  @Test("Removing the edit variable lets the weak preferences back")
  func removeEditVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 7, strength: .weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 70)
    solver.updateVariables()
    #expect(solver.value(of: x) == 70)
    try solver.removeEditVariable(x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
    #expect(!solver.hasEditVariable(x))
  }

  @Test("replaceConstraint moves a required constant in place and keeps the add order")
  func replaceConstant() throws {
    // turn.top == 0; eta.bottom == H; guide.bottom <= eta.top; eta.height == 80.
    let etaBottom = Variable("eta.bottom"), etaHeight = Variable("eta.height")
    let guide = Variable("guide.bottom")
    var solver = Solver()
    var bottom = Constraint(etaBottom, .equal, 852)
    try solver.addConstraint(bottom)
    try solver.addConstraint(Constraint(etaHeight, .equal, 80))
    try solver.addConstraint(Constraint(guide, .lessThanOrEqual, etaBottom - etaHeight))
    try solver.addConstraint(Constraint(guide, .equal, 900, strength: .weak))
    var guides: [Double] = []
    for height in [852.0, 393, 1024, 852] {
      let next = Constraint(etaBottom, .equal, height)
      #expect(try solver.replaceConstraint(bottom, with: next) == nil)
      bottom = next
      solver.updateVariables()
      guides.append(solver.value(of: guide))
    }
    // guide = min(900 (weak), bottom - 80): 772, 313, then 900 below the 944 ETA top, 772.
    #expect(guides == [772, 313, 900, 772])
    #expect(solver.constraints.first === bottom)
    #expect(solver.constraints.count == 4)
  }

  @Test("replaceConstraint of an optional inequality and of a different shape")
  func replaceOptionalAndShape() throws {
    let x = Variable("x")
    var solver = Solver()
    var cap = Constraint(x, .lessThanOrEqual, 50, strength: .strong)
    try solver.addConstraint(cap)
    try solver.addConstraint(Constraint(x, .equal, 100, strength: .weak))
    for limit in [60.0, 200, 30] {
      let next = Constraint(x, .lessThanOrEqual, limit, strength: .strong)
      try solver.replaceConstraint(cap, with: next)
      cap = next
      solver.updateVariables()
      #expect(solver.value(of: x) == min(limit, 100))
    }
    let floor = Constraint(x, .greaterThanOrEqual, 45)  // another relation and strength
    try solver.replaceConstraint(cap, with: floor)
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
    #expect(!solver.hasConstraint(cap))
  }

  @Test("replaceConstraint that breaks a redundant equality falls back and reports the conflict")
  func replaceIntoConflict() throws {
    let x = Variable("x"), y = Variable("y")
    var solver = Solver()
    let tie = Constraint(x, .equal, y)
    let first = Constraint(x, .equal, 10)
    let redundant = Constraint(y, .equal, 10)
    for constraint in [tie, first, redundant] { try solver.addConstraint(constraint) }
    let moved = Constraint(y, .equal, 12)
    #expect {
      try solver.replaceConstraint(redundant, with: moved)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let set) = error as? SolverError else {
        return false
      }
      return set.map(ObjectIdentifier.init) == [tie, first, moved].map(ObjectIdentifier.init)
    }
    // The old constraint is back and the values are as before.
    #expect(solver.hasConstraint(redundant))
    solver.updateVariables()
    #expect(solver.value(of: y) == 10)
  }
}
