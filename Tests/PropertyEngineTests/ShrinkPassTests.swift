import Benchmarks
import PropertyEngine
import Testing

/// Each pass alone, from a hand-written choice sequence, to an exact result.
@Suite("Shrink passes")
struct ShrinkPassTests {
  // Arrays of 0...1000 record [1, x] per element and a final 0: [1, 5, 1, 950, 0] is [5, 950].

  @Test("delete spans drops elements that do not matter")
  func deleteSpans() {
    let property = TestSupport.listProperty { $0.contains(950) }
    let result = TestSupport.shrink(
      property, from: [1, 5, 1, 950, 1, 7, 0], passes: [DeleteSpansPass()])
    #expect(result.execution.sequence == [1, 950, 0])
    #expect(result.stopReason == .fixpoint)
  }

  @Test("delete chunks removes runs of choices across spans")
  func deleteChunks() {
    let property = TestSupport.listProperty { $0.contains(950) }
    let result = TestSupport.shrink(
      property, from: [1, 3, 1, 4, 1, 950, 0], passes: [DeleteChunksPass()])
    #expect(result.execution.sequence == [1, 950, 0])
  }

  @Test("zero spans makes whole structures trivial")
  func zeroSpans() {
    // Zeroing an element span would also zero its "more?" boolean and end the array, so the
    // values get their own labelled spans here.
    let values = Gen.arrays(of: Gen<Int>.integers(in: 0...1000).labelled("value"))
    let property = Property("pairs", values) { list, context in
      try context.require(list.count < 2, identity: "pairs")
    }
    let result = TestSupport.shrink(property, from: [1, 5, 1, 9, 0], passes: [ZeroSpansPass()])
    #expect(result.execution.sequence == [1, 0, 1, 0, 0])
  }

  @Test("minimize choices binary-searches each integer to its boundary")
  func minimizeChoices() {
    let property = TestSupport.listProperty { $0.contains { $0 >= 300 } }
    let result = TestSupport.shrink(property, from: [1, 999, 0], passes: [MinimizeChoicesPass()])
    #expect(result.execution.sequence == [1, 300, 0])
  }

  @Test("minimize choices keeps a negative integer's side, then tries the positive one")
  func minimizeNegative() {
    let property = Property("abs", Gen<Int>.integers(in: -1000...1000)) { value, context in
      try context.require(abs(value) < 40, identity: "abs")
    }
    // Index 1200 is -600; the pass reaches -40 (index 80), then 40 (index 79).
    let result = TestSupport.shrink(property, from: [1200], passes: [MinimizeChoicesPass()])
    #expect(result.execution.sequence == [79])
  }

  @Test("lower and delete shortens a length-prefixed list while keeping the failing element")
  func lowerAndDelete() {
    let property = Property(
      "prefixed",
      Gen<Int>.integers(in: 1...10).flatMap {
        Gen.arrays(of: Gen<Int>.integers(in: 0...1000), exactCount: $0)
      }
    ) { list, context in
      try context.require(!list.contains(950), identity: "prefixed")
    }
    // [3, 0, 0, 950] is three elements [0, 0, 950]; length index 2 means 3.
    let result = TestSupport.shrink(property, from: [2, 0, 0, 950], passes: [LowerAndDeletePass()])
    #expect(result.execution.sequence == [0, 950])
  }

  @Test("sort siblings orders elements by their choices")
  func sortSiblings() {
    let property = TestSupport.listProperty { Set($0).count >= 3 }
    let result = TestSupport.shrink(
      property, from: [1, 9, 1, 2, 1, 5, 0], passes: [SortSiblingsPass()])
    #expect(result.execution.sequence == [1, 2, 1, 5, 1, 9, 0])
  }

  @Test("swap siblings fixes an out-of-order pair when a full sort would pass")
  func swapSiblings() {
    // Fails while there are three elements and the last is 1, so sorting (which moves the 1
    // first) passes but swapping the first two keeps the failure.
    let property = TestSupport.listProperty { $0.count == 3 && $0.last == 1 }
    let result = TestSupport.shrink(
      property, from: [1, 9, 1, 5, 1, 1, 0], passes: [SwapSiblingsPass()])
    #expect(result.execution.sequence == [1, 5, 1, 9, 1, 1, 0])
  }

  @Test("redistribute moves an amount between integers, keeping their sum")
  func redistribute() {
    let pair = Gen.zip(Gen<Int16>.integers(), Gen<Int16>.integers())
    let property = Property("sum", pair) { values, context in
      try context.require(Int(values.0) + Int(values.1) > -32769, identity: "sum")
    }
    // -12769 (index 25538) and -20000 (index 40000) become -1 (index 2) and -32768 (index 65535).
    let result = TestSupport.shrink(property, from: [25538, 40000], passes: [RedistributePass()])
    #expect(result.execution.sequence == [2, 65535])
  }

  @Test("promote descendant hoists a nested oneOf into its parent's place")
  func promoteDescendant() {
    let property = Property("calc", CalculatorExpression.generator(depth: 3)) { expression, context in
      try context.assume(expression.hasNoLiteralZeroDivisor)
      try context.require(expression.evaluate() != nil, identity: "calc", "\(expression)")
    }
    // ('+', 5, ('/', 0, ('+', 0, 0))) becomes ('/', 0, ('+', 0, 0)).
    let start: [UInt64] = [1, 0, 9, 2, 0, 0, 1, 0, 0, 0, 0]
    let result = TestSupport.shrink(property, from: start, passes: [PromoteDescendantPass()])
    #expect(result.execution.sequence == [2, 0, 0, 1, 0, 0, 0, 0])
  }

  @Test("replace span head lowers a branch and zeroes its subtree in one step")
  func replaceSpanHead() {
    let property = Property("calc", CalculatorExpression.generator(depth: 3)) { expression, context in
      try context.assume(expression.hasNoLiteralZeroDivisor)
      try context.require(expression.evaluate() != nil, identity: "calc", "\(expression)")
    }
    // ('/', 0, ('/', 0, 1)) becomes ('/', 0, ('+', 0, 0)).
    let result = TestSupport.shrink(
      property, from: [2, 0, 0, 2, 0, 0, 0, 1], passes: [ReplaceSpanHeadPass()])
    #expect(result.execution.sequence == [2, 0, 0, 1, 0, 0, 0, 0])
  }

  @Test("a domain pass added through the configuration runs after the standard ones")
  func domainPass() {
    struct DropFirstElementPass: ShrinkPass {
      var name: String { "drop first element" }
      func run(on shrinker: Shrinker) {
        shrinker.consider(shrinker.deleting(0..<2))
      }
    }
    let property = TestSupport.listProperty { $0.contains(950) }
    let result = TestSupport.shrink(
      property, from: [1, 5, 1, 950, 0], passes: [DropFirstElementPass()])
    #expect(result.execution.sequence == [1, 950, 0])
  }

  // Pairs of integers over the whole Int range: index 2v - 1 is v > 0, so 10 is 19, 9 is 17,
  // 11 is 21, 535 is 1069, 1000 is 1999, 1001 is 2001.

  /// Fails when both values are equal and the first is at least 10.
  static let equalPair = Property("equal", Gen.zip(Gen<Int>.integers(), Gen<Int>.integers())) {
    pair, context in
    try context.require(!(pair.0 == pair.1 && pair.0 >= 10), identity: "equal")
  }

  /// Fails when the values differ by exactly one and the first is at least 10
  /// (jlink/shrinking-challenge, "difference must not be one").
  static let stepPair = Property("step", Gen.zip(Gen<Int>.integers(), Gen<Int>.integers())) {
    pair, context in
    // Wrapping, so shrink candidates near the ends of the range cannot trap.
    let stepApart = pair.0 &- pair.1 == 1 || pair.1 &- pair.0 == 1
    try context.require(!(stepApart && pair.0 >= 10), identity: "step")
  }

  @Test("minimize duplicates lowers both copies of an equal pair together")
  func minimizeDuplicates() {
    let result = TestSupport.shrink(
      Self.equalPair, from: [1069, 1069], passes: [MinimizeDuplicatesPass()])
    #expect(result.execution.sequence == [19, 19])
    // Minimising one copy at a time cannot move either.
    let alone = TestSupport.shrink(
      Self.equalPair, from: [1069, 1069], passes: [MinimizeChoicesPass()])
    #expect(alone.execution.sequence == [1069, 1069])
  }

  @Test("minimize duplicates lowers an element and the index that points at its copy")
  func minimizeDuplicatesInList() {
    // [7, 7, 3] failing while some value appears twice: both 7s (index 7) become 0.
    let property = TestSupport.listProperty { Set($0).count < $0.count }
    let result = TestSupport.shrink(
      property, from: [1, 7, 1, 7, 1, 3, 0], passes: [MinimizeDuplicatesPass()])
    #expect(result.execution.sequence == [1, 0, 1, 0, 1, 3, 0])
  }

  @Test("lower together moves a step pair down by one binary search")
  func lowerTogether() {
    // As a fallback pass it looks at every position, as in the first round.
    let result = TestSupport.shrink(
      Self.stepPair, from: [1999, 2001], passes: [], fallback: [LowerTogetherPass()])
    #expect(result.execution.sequence == [19, 21])
    let inRounds = TestSupport.shrink(Self.stepPair, from: [1999, 2001], passes: [LowerTogetherPass()])
    #expect(inRounds.execution.sequence == [19, 21])
    #expect(result.stopReason == .fixpoint)
    // a's distance left: 0, 1 pass; 500 fails; 2, 4, 8 pass; 16 fails; 12, 10 fail; 9 passes
    // (10 runs). The confirming sweep from (10, 11) runs only 5 and 7; 0, 1, 8 and 9 are known.
    #expect(result.evaluations == 12)
  }

  @Test("close difference moves the farther value toward the nearer one")
  func closeDifference() {
    // (10, 900) failing while b - a >= 7 and a >= 10 becomes (10, 17).
    let property = Property("gap", Gen.zip(Gen<Int>.integers(), Gen<Int>.integers())) {
      pair, context in
      try context.require(!(pair.0 >= 10 && pair.1 &- pair.0 >= 7), identity: "gap")
    }
    let result = TestSupport.shrink(
      property, from: [19, 1799], passes: [], fallback: [CloseDifferencePass()])
    #expect(result.execution.sequence == [19, 33])
  }

  @Test(
    "the equality pair shrinks to (10, 10) and the step pair to (10, 9) from any start",
    arguments: [(1000, 1001), (1001, 1000), (11, 10), (10, 11), (5000, 4999), (123_456, 123_457),
      (1 << 40, (1 << 40) + 1), (Int.max - 1, Int.max)])
  func pairsFromAnyStart(_ start: (Int, Int)) {
    let kind = ChoiceKind.integer(lower: .min, upper: .max, shrinkTowards: 0)
    let first = kind.index(ofInteger: Int64(start.0))
    let second = kind.index(ofInteger: Int64(start.1))
    let step = TestSupport.shrink(
      Self.stepPair, from: [first, second], passes: Shrinker.standardPasses,
      fallback: Shrinker.fallbackPasses)
    #expect(step.execution.sequence == [19, 17])
    #expect(step.stopReason == .fixpoint)
    let equal = TestSupport.shrink(
      Self.equalPair, from: [first, first], passes: Shrinker.standardPasses,
      fallback: Shrinker.fallbackPasses)
    #expect(equal.execution.sequence == [19, 19])
    #expect(equal.stopReason == .fixpoint)
  }

  @Test("delete and shift drops an element and lowers the indices after it")
  func deleteAndShift() {
    // Lists of positions into themselves; fails while two positions point at each other.
    let property = TestSupport.listProperty { list in
      list.allSatisfy { $0 < list.count }
        && list.enumerated().contains { $0.offset != $0.element && list[$0.element] == $0.offset }
    }
    // [0, 0, 3, 2] becomes [0, 2, 1], then [1, 0]; deleting alone would leave 3 out of range.
    let result = TestSupport.shrink(
      property, from: [1, 0, 1, 0, 1, 3, 1, 2, 0], passes: [], fallback: [DeleteAndShiftPass()])
    #expect(result.execution.sequence == [1, 1, 1, 0, 0])
    let deleting = TestSupport.shrink(
      property, from: [1, 0, 1, 0, 1, 3, 1, 2, 0], passes: [DeleteSpansPass()])
    #expect(deleting.execution.sequence == [1, 0, 1, 0, 1, 3, 1, 2, 0])
  }

  @Test("shift span moves every integer of a span by the same amount, one away from its target")
  func shiftSpan() {
    // Fails while a == b and c == a + 1: (-5, -5, -4) (indices 10, 10, 8) becomes (0, 0, 1).
    let triple = Gen.zip(Gen<Int>.integers(), Gen<Int>.integers(), Gen<Int>.integers())
    let property = Property("triple", triple) { value, context in
      try context.require(!(value.0 == value.1 && value.2 == value.0 &+ 1), identity: "triple")
    }
    let result = TestSupport.shrink(
      property, from: [10, 10, 8], passes: [], fallback: [ShiftSpanPass()])
    #expect(result.execution.sequence == [0, 0, 1])
    // Lowering the equal pair together cannot move c along.
    let duplicates = TestSupport.shrink(
      property, from: [10, 10, 8], passes: [MinimizeDuplicatesPass(), MinimizeChoicesPass()])
    #expect(duplicates.execution.sequence == [10, 10, 8])
  }

  @Test("a candidate starting with an executed sequence, or one cut before zeros, is known")
  func executedPrefixes() {
    var executed = ExecutedPrefixes()
    executed.insert([1, 0, 0])
    executed.insert([2, 5])
    #expect(executed.containsPrefix(of: [1, 0, 0]))
    #expect(executed.containsPrefix(of: [1, 0, 0, 7, 1]))
    #expect(executed.containsPrefix(of: [1, 0]))  // Replay pads it to [1, 0, 0].
    #expect(executed.containsPrefix(of: [1]))
    #expect(!executed.containsPrefix(of: [2]))  // [2, 0] was never run.
    #expect(!executed.containsPrefix(of: [1, 1, 0]))
    #expect(!ExecutedPrefixes().containsPrefix(of: [0]))
  }

  @Test("the shrinker does not run a candidate whose run is already known")
  func knownRunsCostNothing() {
    // [1, 950, 0] is minimal. Deleting the end span gives [1, 950], which replays padded as
    // [1, 950, 0] (known); deleting the element gives [0], the empty list (run once);
    // deleting the array gives [], padded [0] (now known); zeroing the element gives
    // [0, 0, 0], which starts with [0] (known). One run in all, where each would cost one.
    let property = TestSupport.listProperty { $0.contains(950) }
    let result = TestSupport.shrink(
      property, from: [1, 950, 0], passes: [DeleteSpansPass(), ZeroSpansPass()])
    #expect(result.execution.sequence == [1, 950, 0])
    #expect(result.evaluations == 1)
  }

  @Test("find smallest tries 0 and 1, the midpoint, then gallops up and bisects")
  func findSmallest() {
    let shrinker = Shrinker(
      initial: CaseExecution(outcome: .passed, sequence: []), identity: ""
    ) { CaseExecution(outcome: .passed, sequence: $0) }
    var probes: [UInt64] = []
    let found = shrinker.findSmallest(below: 1 << 40) { distance in
      probes.append(distance)
      return distance >= 5
    }
    #expect(found == 5)
    #expect(probes == [0, 1, 1 << 39, 2, 4, 8, 6, 5])
    // A midpoint that passes leaves a plain bisection of the upper half.
    probes = []
    #expect(shrinker.findSmallest(below: 100) { probes.append($0); return $0 >= 90 } == 90)
    #expect(probes == [0, 1, 50, 75, 87, 93, 90, 88, 89])
  }

  @Test("find largest probes 1 to 4, doubles, then bisects")
  func findLargest() {
    let shrinker = Shrinker(
      initial: CaseExecution(outcome: .passed, sequence: []), identity: ""
    ) { CaseExecution(outcome: .passed, sequence: $0) }
    var probes: [UInt64] = []
    let found = shrinker.findLargest(upTo: 1000) { amount in
      probes.append(amount)
      return amount <= 37
    }
    #expect(found == 37)
    #expect(probes == [1, 2, 3, 4, 8, 16, 32, 64, 48, 40, 36, 38, 37])
    probes = []
    #expect(shrinker.findLargest(upTo: 5) { probes.append($0); return true } == 5)
    #expect(probes == [1, 2, 3, 4, 5])
  }
}
