import PropertyEngine
import Testing

/// The jlink/shrinking-challenge properties (from MacIver and Donaldson, ECOOP 2020); each
/// must reach the stated minimal counterexample from 20 seeds.
@Suite("Shrinking challenge")
struct ShrinkingChallengeTests {
  @Test("bound5 normalises to ([], [], [], [-1], [-32768])")
  func bound5() throws {
    let list = Gen.arrays(of: Gen<Int16>.integers(), count: 0...1)
      .filter { $0.reduce(0) { $0 + Int($1) } < 256 }
    let tuples = Gen { recorder throws(GenerationStop) in
      (
        try list.generate(using: recorder), try list.generate(using: recorder),
        try list.generate(using: recorder), try list.generate(using: recorder),
        try list.generate(using: recorder)
      )
    }
    let property = Property("bound5", tuples) { lists, context in
      let all = lists.0 + lists.1 + lists.2 + lists.3 + lists.4
      let sum = all.reduce(Int16(0), &+)
      try context.require(sum < 5 * 256, identity: "bound5", "sum \(sum)")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "([], [], [], [-1], [-32768])", count: 20))
    #expect(run.sequences.allSatisfy { $0 == [0, 0, 0, 1, 2, 1, 65535] })
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 100)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }

  @Test("reverse normalises to [0, 1]")
  func reverse() throws {
    let property = Property("reverse", Gen.arrays(of: Gen<Int>.integers())) { list, context in
      try context.require(list.reversed() == list, identity: "reverse", "\(list)")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "[0, 1]", count: 20))
    #expect(run.sequences.allSatisfy { $0 == [1, 0, 1, 1, 0] })
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 88)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }

  @Test("lengthlist normalises to [900]")
  func lengthList() throws {
    let lists = Gen<Int>.integers(in: 1...100).flatMap { count in
      Gen.arrays(of: Gen<Int>.integers(in: 0...1000), exactCount: count)
    }
    let property = Property("lengthlist", lists) { list, context in
      try context.require((list.max() ?? 0) < 900, identity: "lengthlist", "\(list)")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "[900]", count: 20))
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 130)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }

  @Test("large_union_list normalises to [[0, 1, -1, 2, -2]]")
  func largeUnionList() throws {
    let lists = Gen.arrays(of: Gen.arrays(of: Gen<Int>.integers()))
    let property = Property("large_union_list", lists) { lists, context in
      let distinct = Set(lists.joined()).count
      try context.require(distinct < 5, identity: "large_union_list", "\(distinct) distinct")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "[[0, 1, -1, 2, -2]]", count: 20))
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 356)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }

  @Test("distinct normalises to [0, 1, -1]")
  func distinct() throws {
    let property = Property("distinct", Gen.arrays(of: Gen<Int>.integers())) { list, context in
      try context.require(Set(list).count < 3, identity: "distinct", "\(list)")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "[0, 1, -1]", count: 20))
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 170)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }

  @Test("calculator normalises to ('/', 0, ('+', 0, 0))")
  func calculator() throws {
    let property = Property("calculator", Expression.generator(depth: 5)) { expression, context in
      try context.assume(expression.hasNoLiteralZeroDivisor, "literal zero divisor")
      try context.require(
        expression.evaluate() != nil, identity: "calculator", "division by zero in \(expression)")
    }
    let run = try ChallengeRun(property)
    #expect(run.descriptions == Array(repeating: "('/', 0, ('+', 0, 0))", count: 20))
    #expect(run.sequences.allSatisfy { $0 == [2, 0, 0, 1, 0, 0, 0, 0] })
    // Seeds are fixed, so the cost is exact; a change means the shrinker changed.
    #expect(run.medianEvaluations == 102)
    #expect(run.stopReasons.allSatisfy { $0 == .fixpoint })
  }
}

/// The calculator challenge's expression language: integers, sums and integer quotients.
indirect enum Expression: CustomStringConvertible, Sendable {
  case number(Int)
  case sum(Expression, Expression)
  case quotient(Expression, Expression)

  /// Leaves first, so shrinking prefers them; depth bounds the recursion.
  static func generator(depth: Int) -> Gen<Expression> {
    let leaf = Gen<Int>.integers().map(Expression.number)
    guard depth > 0 else { return Gen.oneOf([leaf]) }
    let child = generator(depth: depth - 1)
    let pair = Gen { recorder throws(GenerationStop) in
      (try child.generate(using: recorder), try child.generate(using: recorder))
    }
    return Gen.oneOf([
      leaf, pair.map { Expression.sum($0.0, $0.1) }, pair.map { Expression.quotient($0.0, $0.1) },
    ])
  }

  /// False when some quotient divides by the literal 0 (the challenge discards those).
  var hasNoLiteralZeroDivisor: Bool {
    switch self {
    case .number: true
    case .sum(let left, let right):
      left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
    case .quotient(let left, let right):
      if case .number(0) = right {
        false
      } else {
        left.hasNoLiteralZeroDivisor && right.hasNoLiteralZeroDivisor
      }
    }
  }

  /// The value, or nil when some division by zero happens.
  func evaluate() -> Int? {
    switch self {
    case .number(let value): return value
    case .sum(let left, let right):
      guard let left = left.evaluate(), let right = right.evaluate() else { return nil }
      return left &+ right
    case .quotient(let left, let right):
      guard let left = left.evaluate(), let right = right.evaluate(), right != 0 else {
        return nil
      }
      return left.dividedReportingOverflow(by: right).partialValue
    }
  }

  /// The challenge's tuple notation, such as ('/', 0, ('+', 0, 0)).
  var description: String {
    switch self {
    case .number(let value): "\(value)"
    case .sum(let left, let right): "('+', \(left), \(right))"
    case .quotient(let left, let right): "('/', \(left), \(right))"
    }
  }
}
