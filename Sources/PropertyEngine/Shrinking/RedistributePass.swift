/// Moves an amount from one integer to a later one, bringing the first to its target (or as
/// close as the second's range allows) while their sum stays the same.
///
/// Properties about sums need this: in `([-20000], [-20000])` failing because the sum
/// overflows, neither value can shrink alone, but `-1` and `-32768` keep the same sum.
///
/// ```swift
/// // Integers -12769 and -20000 in Int16 ranges become -1 and -32768.
/// ```
public struct RedistributePass: ShrinkPass {
  /// How many following positions are paired with each integer choice.
  public static let window = 8

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "redistribute" }

  /// Tries each integer with each later integer in the window.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var first = 0
    while first < shrinker.current.sequence.count, !shrinker.isExhausted {
      var second = first + 1
      while second < min(first + 1 + Self.window, shrinker.current.sequence.count),
        !shrinker.isExhausted
      {
        if redistribute(from: first, to: second, on: shrinker) { break }
        second += 1
      }
      first += 1
    }
  }

  private func redistribute(from first: Int, to second: Int, on shrinker: Shrinker) -> Bool {
    let current = shrinker.current
    guard second < current.kinds.count,
      case .integer(_, _, let towards) = current.kinds[first],
      case .integer(let lower, let upper, _) = current.kinds[second]
    else { return false }
    let firstKind = current.kinds[first]
    let secondKind = current.kinds[second]
    let source = firstKind.integerValue(at: current.sequence.indices[first])
    let target = secondKind.integerValue(at: current.sequence.indices[second])
    guard source != towards else { return false }
    // Unsigned distances keep full 64-bit ranges from overflowing.
    let downward = source > towards
    let excess =
      downward
      ? UInt64(bitPattern: source &- towards) : UInt64(bitPattern: towards &- source)
    let room =
      downward
      ? UInt64(bitPattern: upper &- target) : UInt64(bitPattern: target &- lower)
    let amount = Int64(bitPattern: min(excess, room))
    guard amount != 0 else { return false }
    let newSource = downward ? source &- amount : source &+ amount
    let newTarget = downward ? target &+ amount : target &- amount
    return shrinker.consider(replacing: [
      (first, firstKind.index(ofInteger: newSource)),
      (second, secondKind.index(ofInteger: newTarget)),
    ])
  }
}
