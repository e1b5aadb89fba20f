import Benchmarks
import PropertyEngine
import Testing

/// Cases from Hypothesis's own shrink-quality suite (`tests/quality/test_shrink_quality.py`),
/// with its expected minima: each must be reached from seeds 1...20, ending at a fixpoint.
@Suite("Shrink quality")
struct ShrinkQualityTests {
  /// Runs a property from 20 seeds and returns each seed's shrunk value, described.
  static func minima<Value>(
    _ name: String, _ generator: Gen<Value>, fails: @escaping @Sendable (Value) -> Bool
  ) throws -> [String] {
    let property = Property(name, generator) { value, context in
      try context.require(!fails(value), identity: name, "\(value)")
    }
    let challenge = ShrinkingChallenge(name, minimum: "", property)
    return try (1...20).map { seed in
      let outcome = try challenge.run(seed: UInt64(seed))
      #expect(outcome.stopReason == .fixpoint)
      return outcome.valueDescription
    }
  }

  @Test("lowering together: a pair a gap apart reaches (0, gap)", arguments: [
    (0...20, 0), (0...20, 5), (0...20, 20), (-20...0, -7), (-20...0, -20), (-10...10, -10),
    (-10...10, 4),
  ])
  func loweringTogether(_ range: ClosedRange<Int>, gap: Int) throws {
    let values = Gen<Int>.integers(in: range)
    let found = try Self.minima("lowering-together", Gen.zip(values, values)) {
      $0.0 + gap == $0.1
    }
    #expect(found == Array(repeating: "(0, \(gap))", count: 20))
  }

  @Test("lowering together across other draws reaches (0, false, 0.0, gap)")
  func loweringTogetherWithGap() throws {
    let values = Gen<Int>.integers(in: -10...10)
    let found = try Self.minima(
      "lowering-together-gap", Gen.zip(values, Gen.booleans(), Gen.doubles(), values)
    ) { $0.0 + 4 == $0.3 }
    #expect(found == Array(repeating: "(0, false, 0.0, 4)", count: 20))
  }

  @Test("containment: a list holding n, with n, reaches ([n], n)", arguments: [0, 10, 1000])
  func containment(_ n: Int) throws {
    let ints = Gen<Int>.integers()
    let found = try Self.minima("containment", Gen.zip(Gen.arrays(of: ints), ints)) {
      $0.0.contains($0.1) && $0.1 >= n
    }
    #expect(found == Array(repeating: "([\(n)], \(n))", count: 20))
  }

  @Test("duplicate containment reaches ([0, 0], 0)")
  func duplicateContainment() throws {
    let ints = Gen<Int>.integers()
    let found = try Self.minima("duplicate-containment", Gen.zip(Gen.arrays(of: ints), ints)) {
      value in value.0.filter { $0 == value.1 }.count > 1
    }
    #expect(found == Array(repeating: "([0, 0], 0)", count: 20))
  }

  @Test("a pair summing past 1000 reaches (1, 1000), also with draws between")
  func sumOfPair() throws {
    let values = Gen<Int>.integers(in: 0...1000)
    let pair = try Self.minima("sum-of-pair", Gen.zip(values, values)) { $0.0 + $0.1 > 1000 }
    #expect(pair == Array(repeating: "(1, 1000)", count: 20))
    let separated = try Self.minima(
      "sum-of-pair-separated", Gen.zip(values, Gen.booleans(), Gen<Int>.integers(), values)
    ) { $0.0 + $0.3 > 1000 }
    #expect(separated == Array(repeating: "(1, false, 0, 1000)", count: 20))
  }

  @Test("lists of tuples, lists of lists and wide gaps reach their minima")
  func lists() throws {
    let ints = Gen<Int>.integers()
    let tuples = try Self.minima("list-of-tuples", Gen.arrays(of: Gen.zip(ints, ints))) {
      $0.count >= 2
    }
    #expect(tuples == Array(repeating: "[(0, 0), (0, 0)]", count: 20))
    let nested = try Self.minima("list-of-lists", Gen.arrays(of: Gen.arrays(of: ints))) {
      $0.filter { !$0.isEmpty }.count >= 3
    }
    #expect(nested == Array(repeating: "[[0], [0], [0]]", count: 20))
    // Hypothesis asks for two elements 11 apart; the simplest such list is [0, 11].
    let wide = try Self.minima("wide-gap", Gen.arrays(of: ints)) { list in
      guard let low = list.min(), let high = list.max() else { return false }
      return high > low &+ 10 && low &+ 10 > 0
    }
    #expect(wide == Array(repeating: "[0, 11]", count: 20))
  }

  @Test("integers shrink exactly to a threshold on either side")
  func perfectlyShrinksIntegers() throws {
    let ints = Gen<Int>.integers()
    #expect(
      try Self.minima("at-least", ints) { $0 >= 98765 } == Array(repeating: "98765", count: 20))
    #expect(
      try Self.minima("at-most", ints) { $0 <= -1_234_567 }
        == Array(repeating: "-1234567", count: 20))
  }
}
