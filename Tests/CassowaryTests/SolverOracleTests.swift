import Cassowary
import Testing

/// Random small systems checked against a brute-force oracle.
///
/// Every constraint is linear and each variable is boxed to [-50, 50], so the feasible region
/// is a polytope and each tier's error is piecewise linear with breaks on constraint
/// boundaries. The set of lexicographic optima is then a polytope whose vertices are
/// intersections of `n` boundaries: enumerating those (Cramer's rule on small integers) gives
/// the optimum, and the spread of optimal vertices tells exactly which variables are
/// ambiguous.
@Suite("Solver: random systems against a brute-force oracle")
struct SolverOracleTests {
  @Test("500 random systems: feasibility, optimum per tier, ambiguity and ranges agree")
  func randomSystems() throws {
    var random = SplitMix64(seed: 0x5EED_CA55_0A4B)
    var coverage = Coverage()
    for _ in 0..<500 {
      try check(OracleSystem(random: &random), removing: &random, coverage: &coverage)
    }
    // The draw must exercise what the oracle is for, or agreeing proves little.
    #expect(coverage.rejected >= 30)
    #expect(coverage.ambiguous >= 50)
    #expect(coverage.unambiguousOptional >= 50)
    #expect(coverage.multiTier >= 50)
  }

  /// How many comparisons met each situation worth testing.
  struct Coverage {
    var rejected = 0
    var ambiguous = 0
    var unambiguousOptional = 0
    var multiTier = 0
  }

  func check(_ system: OracleSystem, removing random: inout SplitMix64, coverage: inout Coverage)
    throws
  {
    var solver = Solver()
    var accepted: [OracleConstraint] = []
    for item in system.box + system.constraints {
      do {
        try solver.addConstraint(item.constraint(over: system.variables))
        accepted.append(item)
      } catch SolverError.unsatisfiableConstraint {
        coverage.rejected += 1
        #expect(item.isRequired)
        #expect(
          OracleSystem.optimum(of: accepted + [item], dimension: system.dimension) == nil,
          "solver rejected a satisfiable constraint in \(system)")
      }
    }
    try compare(solver, accepted, system, coverage: &coverage)
    // Remove about a third of the non-box constraints and compare again.
    var kept = Array(accepted.prefix(system.box.count))
    for item in accepted.dropFirst(system.box.count) {
      if random.next() % 3 == 0 {
        try solver.removeConstraint(item.constraint(over: system.variables))
      } else {
        kept.append(item)
      }
    }
    try compare(solver, kept, system, coverage: &coverage)
  }

  func compare(
    _ solver: Solver, _ accepted: [OracleConstraint], _ system: OracleSystem,
    coverage: inout Coverage
  ) throws {
    var solver = solver
    solver.updateVariables()
    let values = system.variables.map { solver.value(of: $0) }
    let optimum = try #require(OracleSystem.optimum(of: accepted, dimension: system.dimension))
    let point = values
    #expect(
      accepted.filter(\.isRequired).allSatisfy { $0.violation(at: point) < 1e-6 },
      "required constraint violated at \(point) in \(system)")
    let tiers = OracleSystem.tiers(of: accepted)
    if tiers.count > 1 { coverage.multiTier += 1 }
    let reached = tiers.map { tier in OracleSystem.error(of: accepted, tier: tier, at: point) }
    for (got, best) in zip(reached, optimum.errors) {
      #expect(abs(got - best) < 1e-6, "tier errors \(reached) vs \(optimum.errors) in \(system)")
    }
    for (index, variable) in system.variables.enumerated() {
      let coordinates = optimum.vertices.map { $0[index] }
      let low = coordinates.min() ?? 0, high = coordinates.max() ?? 0
      #expect(
        solver.isAmbiguous(variable) == (high - low > 1e-7),
        "ambiguity of \(variable) in \(system)")
      if high - low > 1e-7 {
        coverage.ambiguous += 1
      } else if !tiers.isEmpty {
        coverage.unambiguousOptional += 1
      }
      let range = solver.optimalRange(of: variable)
      #expect(
        abs(range.lowerBound - low) < 1e-6 && abs(range.upperBound - high) < 1e-6,
        "range \(range) vs \(low)...\(high) of \(variable) in \(system)")
    }
  }
}

/// One constraint of a random system, kept as integers so the oracle can solve exactly.
struct OracleConstraint: CustomStringConvertible {
  var coefficients: [Int]
  var relation: Constraint.Relation
  var constant: Int
  var strength: Double
  /// The solver-side constraint, made once so removal finds the same object.
  var made: Constraint?

  var isRequired: Bool { strength == 1000 }

  func constraint(over variables: [Variable]) -> Constraint {
    if let made { return made }
    return Constraint(
      lhs(variables), relation, Double(constant), strength: Strength(rawValue: strength))
  }

  func lhs(_ variables: [Variable]) -> Expression {
    Expression(
      zip(coefficients, variables).filter { $0.0 != 0 }.map {
        Term($0.1, coefficient: Double($0.0))
      })
  }

  func violation(at point: [Double]) -> Double {
    let value = zip(coefficients, point).reduce(0) { $0 + Double($1.0) * $1.1 } - Double(constant)
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  var description: String {
    "\(coefficients)·x \(relation) \(constant) @\(Int(strength))"
  }
}

struct OracleSystem: CustomStringConvertible {
  var dimension: Int
  var variables: [Variable]
  var box: [OracleConstraint]
  var constraints: [OracleConstraint]

  init(random: inout SplitMix64) {
    dimension = Int(random.next() % 3) + 1
    variables = (0..<dimension).map { Variable("x\($0)") }
    box = []
    for index in 0..<dimension {
      var unit = [Int](repeating: 0, count: dimension)
      unit[index] = 1
      box.append(
        OracleConstraint(
          coefficients: unit, relation: .greaterThanOrEqual, constant: -50, strength: 1000))
      box.append(
        OracleConstraint(
          coefficients: unit, relation: .lessThanOrEqual, constant: 50, strength: 1000))
    }
    constraints = []
    let relations: [Constraint.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let strengths: [Double] = [1000, 1000, 750, 500, 500, 250, 251]
    for _ in 0..<(Int(random.next() % 6) + 1) {
      var coefficients = (0..<dimension).map { _ in Int(random.next() % 5) - 2 }
      if coefficients.allSatisfy({ $0 == 0 }) {
        coefficients[Int(random.next() % UInt64(dimension))] = 1
      }
      constraints.append(
        OracleConstraint(
          coefficients: coefficients, relation: relations[Int(random.next() % 3)],
          constant: Int(random.next() % 41) - 20, strength: strengths[Int(random.next() % 7)]))
    }
    // Duplicates too: removing one of two equal constraints must leave the other in force.
    if random.next() % 4 == 0, let original = constraints.first {
      constraints.append(original)
    }
    for index in box.indices { box[index].made = box[index].constraint(over: variables) }
    for index in constraints.indices {
      constraints[index].made = constraints[index].constraint(over: variables)
    }
  }

  var description: String { constraints.map(\.description).joined(separator: "; ") }

  /// Optional strengths in use, highest first.
  static func tiers(of constraints: [OracleConstraint]) -> [Double] {
    Array(Set(constraints.filter { !$0.isRequired }.map(\.strength))).sorted(by: >)
  }

  static func error(of constraints: [OracleConstraint], tier: Double, at point: [Double]) -> Double
  {
    constraints.filter { $0.strength == tier }.reduce(0) { $0 + $1.violation(at: point) }
  }

  /// The lexicographic optimum over the feasible vertices, or nil if none is feasible.
  static func optimum(of constraints: [OracleConstraint], dimension: Int)
    -> (errors: [Double], vertices: [[Double]])?
  {
    let required = constraints.filter(\.isRequired)
    var candidates = vertices(of: constraints, dimension: dimension).filter { point in
      required.allSatisfy { $0.violation(at: point) < 1e-9 }
    }
    guard !candidates.isEmpty else { return nil }
    var errors: [Double] = []
    for tier in tiers(of: constraints) {
      let costs = candidates.map { error(of: constraints, tier: tier, at: $0) }
      let best = costs.min() ?? 0
      errors.append(best)
      candidates = zip(candidates, costs).filter { $0.1 - best < 1e-9 }.map(\.0)
    }
    return (errors, candidates)
  }

  /// Every point where `dimension` linearly independent boundaries meet.
  static func vertices(of constraints: [OracleConstraint], dimension: Int) -> [[Double]] {
    var points: [[Double]] = []
    func choose(_ start: Int, _ chosen: [OracleConstraint]) {
      if chosen.count == dimension {
        if let point = solve(chosen) { points.append(point) }
        return
      }
      guard start < constraints.count else { return }
      for index in start..<constraints.count { choose(index + 1, chosen + [constraints[index]]) }
    }
    choose(0, [])
    return points
  }

  /// Cramer's rule on the integer system `a · x = b`; nil if singular.
  static func solve(_ rows: [OracleConstraint]) -> [Double]? {
    let a = rows.map(\.coefficients)
    let b = rows.map(\.constant)
    let determinant = OracleSystem.determinant(a)
    guard determinant != 0 else { return nil }
    return (0..<rows.count).map { column in
      var replaced = a
      for row in replaced.indices { replaced[row][column] = b[row] }
      return Double(OracleSystem.determinant(replaced)) / Double(determinant)
    }
  }

  static func determinant(_ m: [[Int]]) -> Int {
    switch m.count {
    case 1: return m[0][0]
    case 2: return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    default:
      return (0..<m.count).reduce(0) { sum, column in
        let minor = m.dropFirst().map { row in
          row.enumerated().filter { $0.offset != column }.map(\.element)
        }
        return sum + (column % 2 == 0 ? 1 : -1) * m[0][column] * determinant(minor)
      }
    }
  }
}

/// SplitMix64 (Steele, Lea and Flood), the seeded generator the tests draw from.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
