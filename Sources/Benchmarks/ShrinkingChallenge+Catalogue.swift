import PropertyEngine

// MARK: - The challenges

extension ShrinkingChallenge {
  /// Every challenge, the six the engine's documentation names first (bound5, reverse,
  /// lengthlist, large_union_list, calculator, distinct), then the other challenges of the
  /// repository: difference (three tests), deletion, coupling, nestedlists and binheap.
  public static let catalogue: [ShrinkingChallenge] = [
    bound5, reverse, lengthList, largeUnionList, calculator, distinct, differenceZero,
    differenceSmall, differenceOne, deletion, coupling, nestedLists, binheap,
  ]

  /// Five lists of at most one 16-bit integer, each summing below 256, whose wrapping total
  /// is at least 5 × 256.
  public static let bound5: ShrinkingChallenge = {
    let list = Gen.arrays(of: Gen<Int16>.integers(), count: 0...1)
      .filter { $0.reduce(0) { $0 + Int($1) } < 256 }
    let property = Property("bound5", Gen.zip(list, list, list, list, list)) { lists, context in
      let all = lists.0 + lists.1 + lists.2 + lists.3 + lists.4
      let sum = all.reduce(Int16(0), &+)
      try context.require(sum < 5 * 256, identity: "bound5", "sum \(sum)")
    }
    return ShrinkingChallenge("bound5", minimum: "([], [], [], [-1], [-32768])", property)
  }()

  /// A list equal to its reverse.
  public static let reverse = ShrinkingChallenge(
    "reverse", minimum: "[0, 1]",
    Property("reverse", Gen.arrays(of: Gen<Int>.integers())) { list, context in
      try context.require(list.reversed() == list, identity: "reverse", "\(list)")
    })

  /// A length from 1 to 100, then that many integers in 0...1000, all below 900.
  public static let lengthList = ShrinkingChallenge(
    "lengthlist", minimum: "[900]",
    Property(
      "lengthlist",
      Gen<Int>.integers(in: 1...100).flatMap { count in
        Gen.arrays(of: Gen<Int>.integers(in: 0...1000), exactCount: count)
      }
    ) { list, context in
      try context.require((list.max() ?? 0) < 900, identity: "lengthlist", "\(list)")
    })

  /// Lists of lists of integers holding fewer than five distinct values in all.
  public static let largeUnionList = ShrinkingChallenge(
    "large_union_list", minimum: "[[0, 1, -1, 2, -2]]",
    Property("large_union_list", Gen.arrays(of: Gen.arrays(of: Gen<Int>.integers()))) {
      lists, context in
      let distinct = Set(lists.joined()).count
      try context.require(distinct < 5, identity: "large_union_list", "\(distinct) distinct")
    })

  /// Expressions without a literal zero divisor that still divide by zero.
  public static let calculator = ShrinkingChallenge(
    "calculator", minimum: "('/', 0, ('+', 0, 0))",
    Property("calculator", CalculatorExpression.generator(depth: 5)) { expression, context in
      try context.assume(expression.hasNoLiteralZeroDivisor, "literal zero divisor")
      try context.require(
        expression.evaluate() != nil, identity: "calculator", "division by zero in \(expression)")
    })

  /// A list with fewer than three distinct values.
  public static let distinct = ShrinkingChallenge(
    "distinct", minimum: "[0, 1, -1]",
    Property("distinct", Gen.arrays(of: Gen<Int>.integers())) { list, context in
      try context.require(Set(list).count < 3, identity: "distinct", "\(list)")
    })

  /// Two positive integers: fails when the first is at least 10 and they are equal.
  public static let differenceZero = difference("difference_zero", minimum: "(10, 10)") {
    $0 == 0
  }

  /// Two positive integers: fails when the first is at least 10 and they differ by 1 to 4.
  public static let differenceSmall = difference("difference_small", minimum: "(10, 6)") {
    (1...4).contains($0)
  }

  /// Two positive integers: fails when the first is at least 10 and they differ by exactly 1.
  public static let differenceOne = difference("difference_one", minimum: "(10, 9)") {
    $0 == 1
  }

  /// A non-empty list and an index into it: removing the first copy of the indexed value
  /// leaves no copy behind.
  public static let deletion: ShrinkingChallenge = {
    let cases = Gen { recorder in
      let list = try Gen.arrays(of: Gen<Int>.integers(), count: 1...64).generate(using: recorder)
      let index = try Gen<Int>.integers(in: 0...(list.count - 1)).generate(using: recorder)
      return (list, index)
    }
    let property = Property("deletion", cases) { value, context in
      var list = value.0
      let removed = list[value.1]
      if let first = list.firstIndex(of: removed) { list.remove(at: first) }
      try context.require(!list.contains(removed), identity: "deletion", "\(removed) remains")
    }
    return ShrinkingChallenge("deletion", minimum: "([0, 0], 0)", property)
  }()

  /// A list of indices into itself where no two positions point at each other.
  public static let coupling: ShrinkingChallenge = {
    let lists = Gen.arrays(of: Gen<Int>.integers(in: 0...10))
      .filter { list in list.allSatisfy { $0 < list.count } }
    let property = Property("coupling", lists) { list, context in
      for (position, target) in list.enumerated() where position != target {
        try context.require(list[target] != position, identity: "coupling", "\(list)")
      }
    }
    return ShrinkingChallenge("coupling", minimum: "[1, 0]", property)
  }()

  /// Lists of lists of integers holding at most ten integers in all.
  public static let nestedLists = ShrinkingChallenge(
    "nestedlists", minimum: "[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]",
    Property("nestedlists", Gen.arrays(of: Gen.arrays(of: Gen<Int>.integers()))) {
      lists, context in
      let total = lists.reduce(0) { $0 + $1.count }
      try context.require(total <= 10, identity: "nestedlists", "\(total) integers")
    })

  /// A heap of at most about 20 nodes whose wrong "sorted list" is sorted and holds its keys.
  public static let binheap: ShrinkingChallenge = {
    let heaps = Gen<Int>.integers(in: 0...20).flatMap { BinaryHeap.generator(bound: nil, size: $0) }
    let property = Property("binheap", heaps) { heap, context in
      let listed = heap.wronglySorted
      try context.require(
        listed == listed.sorted() && heap.stackOrder.sorted() == listed, identity: "binheap",
        "\(heap)")
    }
    return ShrinkingChallenge(
      "binheap", minimum: "(0, None, (0, (0, None, None), (1, None, None)))", property)
  }()

  /// The difference tests: two positive integers failing when the first is at least 10 and
  /// their distance is one the test rejects.
  private static func difference(
    _ name: String, minimum: String, fails: @escaping @Sendable (Int) -> Bool
  ) -> ShrinkingChallenge {
    let positive = Gen<Int>.integers(in: 1...Int.max)
    let property = Property(name, Gen.zip(positive, positive)) { pair, context in
      let distance = pair.0 >= pair.1 ? pair.0 - pair.1 : pair.1 - pair.0
      try context.require(pair.0 < 10 || !fails(distance), identity: name, "\(pair)")
    }
    return ShrinkingChallenge(name, minimum: minimum, property)
  }
}
