// MARK: - Searching for the largest step that still fails

extension Shrinker {
  /// Finds how far an operation can go: the largest `n` in `0...limit` for which
  /// `succeeds(n)` is true, assuming it holds for 0 and mostly holds below any `n` it holds
  /// for (Hypothesis's `find_integer`).
  ///
  /// Probes 1 to 4 one by one, then doubles until a probe fails or the limit is reached,
  /// then binary-searches between the last success and the first failure, so an operation
  /// that can go `n` steps costs about `2 log2(n)` calls instead of `n`. Stops early when the
  /// evaluation budget is spent.
  ///
  /// - Parameters:
  ///   - limit: The largest `n` worth trying.
  ///   - succeeds: Offers the candidate for `n` (usually through ``consider(_:)``) and
  ///     reports whether it was accepted; candidates must be built from values captured
  ///     before the search, so a larger `n` is a smaller candidate.
  /// - Returns: The largest `n` that succeeded, 0 when none did.
  ///
  /// ```swift
  /// // With succeeds(n) == (n <= 37): probes 1, 2, 3, 4, 8, 16, 32, 64, then 48, 40, 36,
  /// // 38, 37; returns 37.
  /// ```
  @discardableResult
  public func findLargest(upTo limit: UInt64, _ succeeds: (UInt64) -> Bool) -> UInt64 {
    var low: UInt64 = 0
    while low < min(limit, 4) {
      guard !isExhausted, succeeds(low + 1) else { return low }
      low += 1
    }
    var high = limit
    while low < limit {
      let probe = low > limit / 2 ? limit : low * 2
      guard !isExhausted else { return low }
      if succeeds(probe) {
        low = probe
      } else {
        high = probe
        break
      }
    }
    while high - low > 1, !isExhausted {
      let middle = low + (high - low) / 2
      if succeeds(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The integer choices at `first` and `second` of the current sequence when both are
  /// integers strictly on the same side of their shrink targets: their kinds, values and
  /// whether they lie above the targets.
  func sameSideIntegers(_ first: Int, _ second: Int) -> SameSidePair? {
    let kinds = current.kinds
    let indices = current.sequence.indices
    guard first < kinds.count, second < kinds.count, first < indices.count,
      second < indices.count, indices[first] > 0, indices[second] > 0,
      case .integer(_, _, let firstTarget) = kinds[first],
      case .integer(_, _, let secondTarget) = kinds[second]
    else { return nil }
    let firstValue = kinds[first].integerValue(at: indices[first])
    let secondValue = kinds[second].integerValue(at: indices[second])
    let above = firstValue > firstTarget
    guard above == (secondValue > secondTarget) else { return nil }
    return SameSidePair(
      kinds: (kinds[first], kinds[second]), values: (firstValue, secondValue),
      targets: (firstTarget, secondTarget), above: above)
  }

  /// Finds the smallest `d` in `0...distance` for which `fails(d)` holds, assuming it holds
  /// for `distance` (the current value) and mostly for everything above its smallest.
  ///
  /// Tries 0 and 1 first, then the midpoint. When the midpoint passes, the boundary is in
  /// the upper half and a binary search finds it; when it fails, the boundary is usually far
  /// below (a 64-bit value whose failure needs only "not 0, 1 or 2"), so the search gallops
  /// up from 2 (2, 4, 8, ...) and bisects the last doubling: about `2 log2(boundary)` runs
  /// instead of `log2(distance)`.
  ///
  /// - Parameters:
  ///   - distance: The current distance, known to fail.
  ///   - fails: Offers the candidate for `d` and reports whether it was accepted, or nil when
  ///     it was accepted but the shape changed so the search must stop.
  /// - Returns: The smallest failing distance found, or nil when the search stopped.
  ///
  /// ```swift
  /// // With fails(d) == (d >= 5) and distance 1 << 40: tries 0, 1, 1 << 39, 2, 4, 8, 6, 5.
  /// ```
  @discardableResult
  public func findSmallest(below distance: UInt64, _ fails: (UInt64) -> Bool?) -> UInt64? {
    var passing: UInt64 = 0
    var failing = distance
    for step in [UInt64(0), 1] where step < failing {
      guard let failed = fails(step) else { return nil }
      if failed { return step }
      passing = step
    }
    if failing - passing > 2, !isExhausted {
      let middle = passing + (failing - passing) / 2
      guard let failed = fails(middle) else { return nil }
      if failed {
        failing = middle
        var probe: UInt64 = 2
        while probe < failing / 2, !isExhausted {
          guard let failed = fails(probe) else { return nil }
          if failed {
            failing = probe
            break
          }
          passing = probe
          probe *= 2
        }
      } else {
        passing = middle
      }
    }
    while failing - passing > 1, !isExhausted {
      let middle = passing + (failing - passing) / 2
      guard let failed = fails(middle) else { return nil }
      if failed { failing = middle } else { passing = middle }
    }
    return failing
  }
}
