import PropertyEngine

/// The binheap challenge's heaps: empty, or a key with two sub-heaps whose keys are no
/// smaller (jlink/shrinking-challenge, `binheap.md`; from QuickCheck's test suite via
/// SmartCheck).
indirect enum BinaryHeap: CustomStringConvertible, Sendable {
  /// No node.
  case empty
  /// A key and its two sub-heaps.
  case node(Int, BinaryHeap, BinaryHeap)

  /// Heaps of at most about `size` nodes whose keys are at least `bound`: a branch in 1...8
  /// where 1 (the simplest) is the empty heap, then a key (filtered to the bound) and two
  /// sub-heaps of half the size, as the challenge's generator draws them.
  static func generator(bound: Int?, size: Int) -> Gen<BinaryHeap> {
    Gen { recorder in
      let branch = try Gen<Int>.integers(in: 1...8).generate(using: recorder)
      if branch == 1 || size <= 0 { return .empty }
      let keys = Gen<Int>.integers()
      let key = try (bound.map { bound in keys.filter { $0 >= bound } } ?? keys)
        .generate(using: recorder)
      return .node(
        key, try generator(bound: key, size: size / 2).generate(using: recorder),
        try generator(bound: key, size: size / 2).generate(using: recorder))
    }
  }

  /// The keys in the order of a stack walk that pushes the left sub-heap, then the right.
  var stackOrder: [Int] {
    var result: [Int] = []
    var stack = [self]
    while let heap = stack.popLast() {
      guard case .node(let key, let left, let right) = heap else { continue }
      result.append(key)
      stack.append(left)
      stack.append(right)
    }
    return result
  }

  /// Merges two heaps, keeping the smaller key on top.
  static func merge(_ first: BinaryHeap, _ second: BinaryHeap) -> BinaryHeap {
    guard case .node(let x, let leftX, let rightX) = first else { return second }
    guard case .node(let y, let leftY, let rightY) = second else { return first }
    return x <= y
      ? .node(x, merge(rightX, second), leftX) : .node(y, merge(rightY, first), leftY)
  }

  /// The challenge's wrong "sorted list": the top key, then the merged rest in stack order
  /// rather than by repeatedly taking the minimum.
  var wronglySorted: [Int] {
    guard case .node(let key, let left, let right) = self else { return [] }
    return [key] + BinaryHeap.merge(left, right).stackOrder
  }

  /// The challenge's notation: `None` or `(key, left, right)`.
  var description: String {
    switch self {
    case .empty: "None"
    case .node(let key, let left, let right): "(\(key), \(left), \(right))"
    }
  }
}
