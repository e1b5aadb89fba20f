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
    let pair = Gen { recorder throws(GenerationStop) in
      (
        try Gen<Int16>.integers().generate(using: recorder),
        try Gen<Int16>.integers().generate(using: recorder)
      )
    }
    let property = Property("sum", pair) { values, context in
      try context.require(Int(values.0) + Int(values.1) > -32769, identity: "sum")
    }
    // -12769 (index 25538) and -20000 (index 40000) become -1 (index 2) and -32768 (index 65535).
    let result = TestSupport.shrink(property, from: [25538, 40000], passes: [RedistributePass()])
    #expect(result.execution.sequence == [2, 65535])
  }

  @Test("promote descendant hoists a nested oneOf into its parent's place")
  func promoteDescendant() {
    let property = Property("calc", Expression.generator(depth: 3)) { expression, context in
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
    let property = Property("calc", Expression.generator(depth: 3)) { expression, context in
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
}
