/// Lowers each choice as far as it goes while the case still fails: integers by searching
/// their distance from the shrink target (keeping their side, then trying the positive
/// side), every other kind by searching its index. The search tries 0 and 1, then gallops or
/// bisects (``Shrinker/findSmallest(below:_:)``), so a 64-bit value whose minimum is small
/// costs a handful of runs.
///
/// Searching distance rather than raw index matters for signed integers: indices alternate
/// sign (0, 1, -1, 2, -2, ...), so "fails" is rarely monotone in the index but usually is in
/// the distance.
///
/// ```swift
/// // With "fails when x <= -100" and x = -4000 (index 8000), the pass reaches -100 (index 200).
/// ```
public struct MinimizeChoicesPass: ShrinkPass {
  /// How many offsets below the target are tried after an integer settles above it.
  public static let distancesTriedBelow: UInt64 = 8

  /// Creates the pass.
  public init() {}

  /// The pass's name in events.
  public var name: String { "minimize choices" }

  /// Minimises every position, first to last.
  ///
  /// - Parameter shrinker: The shrinker to offer candidates to.
  public func run(on shrinker: Shrinker) {
    var position = 0
    while position < shrinker.current.sequence.count, !shrinker.isExhausted {
      minimize(at: [position], on: shrinker)
      position += 1
    }
  }

  /// Lowers the choices at `positions` together, as one value: they must hold the same
  /// kind and index (one position, or the copies of a duplicated value). Candidates give
  /// every position the same new index.
  ///
  /// - Parameters:
  ///   - positions: Positions of the current sequence holding equal choices.
  ///   - shrinker: The shrinker to offer candidates to.
  func minimize(at positions: [Int], on shrinker: Shrinker) {
    guard let position = positions.first else { return }
    let index = shrinker.current.sequence.indices[position]
    guard index > 0 else { return }
    let kinds = shrinker.current.kinds
    guard position < kinds.count,
      case .integer(_, let upper, let towards) = kinds[position]
    else {
      lowest(at: positions, distance: index, on: shrinker) { $0 }
      return
    }
    let kind = kinds[position]
    let value = kind.integerValue(at: index)
    let upward = value > towards
    let distance =
      upward
      ? UInt64(bitPattern: value &- towards) : UInt64(bitPattern: towards &- value)
    let reached = lowest(at: positions, distance: distance, on: shrinker) { step in
      let offset = Int64(bitPattern: step)
      return kind.index(ofInteger: upward ? towards &+ offset : towards &- offset)
    }
    guard let reached, reached > 0 else { return }
    if upward {
      tryBelow(at: positions, kind: kind, distanceAbove: reached, on: shrinker)
    } else if UInt64(bitPattern: upper &- towards) >= reached {
      // A negative offset may also fail on the positive side, whose index is one lower.
      let candidate = kind.index(ofInteger: towards &+ Int64(bitPattern: reached))
      shrinker.consider(replacing: positions.map { ($0, candidate) })
    }
  }

  /// After an offset above the target, smaller offsets below it have smaller indices: try the
  /// closest few (distinctness constraints, such as "three different values", need this).
  private func tryBelow(
    at positions: [Int], kind: ChoiceKind, distanceAbove: UInt64, on shrinker: Shrinker
  ) {
    guard case .integer(let lower, _, let towards) = kind else { return }
    let room = UInt64(bitPattern: towards &- lower)
    var distance: UInt64 = 1
    while distance < min(distanceAbove, Self.distancesTriedBelow + 1), distance <= room {
      let candidate = kind.index(ofInteger: towards &- Int64(bitPattern: distance))
      if shrinker.consider(replacing: positions.map { ($0, candidate) }) { return }
      distance += 1
    }
  }

  /// Searches the smallest distance that still fails (see ``Shrinker/findSmallest(below:_:)``);
  /// returns the distance reached, or nil when the shape changed under the search.
  @discardableResult
  private func lowest(
    at positions: [Int], distance: UInt64, on shrinker: Shrinker, index: (UInt64) -> UInt64
  ) -> UInt64? {
    shrinker.findSmallest(below: distance) { step in
      let candidate = index(step)
      guard shrinker.consider(replacing: positions.map { ($0, candidate) }) else { return false }
      let indices = shrinker.current.sequence.indices
      return positions.allSatisfy { $0 < indices.count && indices[$0] == candidate } ? true : nil
    }
  }
}
